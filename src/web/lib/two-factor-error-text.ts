// Text for a refused Better Auth two-factor call: the two-factor settings and the sign-in's second
// step say the same things.
import { isApiError } from "./api-client.ts";
import "./catalog-parts/twoFactor.ts";
import { t, type MessageKey } from "./i18n.ts";

/** What each refusal the screens tell apart says; any other is "not right" (401) or the generic text. */
const TEXT_BY_CODE: Readonly<Record<string, MessageKey>> = {
  INVALID_PASSWORD: "twoFactor.error.wrongPassword",
  INVALID_CODE: "twoFactor.error.wrongCode",
  INVALID_TWO_FACTOR_AUTHENTICATION: "twoFactor.error.wrongCode",
  INVALID_BACKUP_CODE: "twoFactor.error.wrongCode",
  TOTP_CODE_USED: "twoFactor.error.codeUsed",
  EMAIL_NOT_VERIFIED: "twoFactor.error.emailNotVerified",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "twoFactor.error.locked",
  ACCOUNT_TEMPORARILY_LOCKED: "twoFactor.error.locked",
  INVALID_TWO_FACTOR_COOKIE: "twoFactor.error.stepExpired",
  TWO_FACTOR_NOT_ENABLED: "twoFactor.error.stepExpired",
  SESSION_EXPIRED: "twoFactor.error.notFresh",
  SESSION_NOT_FRESH: "twoFactor.error.notFresh",
};

/** Text for a refused two-factor call, by code (never by the server's wording). */
export function twoFactorErrorText(error: unknown): string {
  if (!isApiError(error)) return t("twoFactor.error.generic");
  if (error.status === 429) return t("twoFactor.error.tooManyTries");
  return t(TEXT_BY_CODE[error.code] ?? (error.status === 401 ? "twoFactor.error.codeNotRight" : "twoFactor.error.generic"));
}
