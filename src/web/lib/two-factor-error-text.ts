// Text for a refused Better Auth two-factor call: the two-factor settings and the sign-in's second
// step say the same things.
import { isApiError } from "./api-client.ts";
import "./catalog-parts/twoFactor.ts";
import { t } from "./i18n.ts";

/** Text for a refused two-factor call, by code (never by the server's wording). */
export function twoFactorErrorText(error: unknown): string {
  if (!isApiError(error)) return t("twoFactor.error.generic");
  if (error.status === 429) return t("twoFactor.error.tooManyTries");
  switch (error.code) {
    case "INVALID_PASSWORD":
      return t("twoFactor.error.wrongPassword");
    case "INVALID_CODE":
    case "INVALID_TWO_FACTOR_AUTHENTICATION":
    case "INVALID_BACKUP_CODE":
      return t("twoFactor.error.wrongCode");
    case "TOTP_CODE_USED":
      return t("twoFactor.error.codeUsed");
    case "EMAIL_NOT_VERIFIED":
      return t("twoFactor.error.emailNotVerified");
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return t("twoFactor.error.locked");
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TWO_FACTOR_NOT_ENABLED":
      return t("twoFactor.error.stepExpired");
    case "SESSION_EXPIRED":
    case "SESSION_NOT_FRESH":
      return t("twoFactor.error.notFresh");
    default:
      return t(error.status === 401 ? "twoFactor.error.codeNotRight" : "twoFactor.error.generic");
  }
}
