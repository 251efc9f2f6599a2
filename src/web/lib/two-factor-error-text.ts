// Text for a refused Better Auth two-factor call: the two-factor settings and the sign-in's second
// step say the same things.
import { isApiError } from "./api-client.ts";

/** Text for a refused two-factor call, by code (never by the server's wording). */
export function twoFactorErrorText(error: unknown): string {
  if (!isApiError(error)) return "Something went wrong. Please try again.";
  if (error.status === 429) return "Too many tries. Wait a minute and try again.";
  switch (error.code) {
    case "INVALID_PASSWORD":
      return "That password is not right.";
    case "INVALID_CODE":
    case "INVALID_TWO_FACTOR_AUTHENTICATION":
    case "INVALID_BACKUP_CODE":
      return "That code is not right. Check the time on your phone and try the newest code.";
    case "TOTP_CODE_USED":
      return "That code was already used. Wait for the next code from your authenticator app.";
    case "EMAIL_NOT_VERIFIED":
      return "Confirm your email address first: send yourself a confirmation link (below, or from your account page), open it, then set up two-factor sign-in.";
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return "Too many wrong codes. Wait 15 minutes, or sign in with a backup code.";
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TWO_FACTOR_NOT_ENABLED":
      return "This sign-in step expired. Start again with your e-mail and password.";
    case "SESSION_EXPIRED":
    case "SESSION_NOT_FRESH":
      return "For your safety, sign out and sign in again before you change this.";
    default:
      return error.status === 401 ? "That code is not right." : "Something went wrong. Please try again.";
  }
}
