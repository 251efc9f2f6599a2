// Sign-in steps beside the password: the two-factor challenge after a password sign-in, and the
// one-time code by e-mail. Errors become text by code; an unknown address gets the same answer as a known one.
import { useMutation } from "@tanstack/react-query";
import { messages } from "../../../../shared/messages.ts";
import { api, isApiError } from "../../../lib/api-client.ts";
import { localize, t, type MessageKey } from "../../../lib/i18n.ts";

export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: ({ code, backup }: { code: string; backup: boolean }) =>
      api.post(backup ? "/api/auth/two-factor/verify-backup-code" : "/api/auth/two-factor/verify-totp", { code }, { ignoreUnauthorized: true }),
  });
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: (email: string) => api.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }) });
}

export function useSignInWithCode() {
  return useMutation({
    mutationFn: ({ email, otp }: { email: string; otp: string }) => api.post("/api/auth/sign-in/email-otp", { email, otp }, { ignoreUnauthorized: true }),
  });
}

/** What each refusal of the e-mailed code that the step tells apart says. */
const CODE_STEP_TEXT: Readonly<Record<string, MessageKey>> = {
  INVALID_OTP: "signInStep.codeWrong",
  OTP_EXPIRED: "signInStep.codeWrong",
  TOO_MANY_ATTEMPTS: "signInStep.codeWrong",
  TWO_FACTOR_PASSWORD_SIGN_IN: "signInStep.useTwoFactor",
  ACCOUNT_SUSPENDED: "signInStep.suspended",
};

export function emailCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return localize(messages.signInFailedLater);
  if (error.status === 429) return localize(messages.tooManyRequests);
  const key = CODE_STEP_TEXT[error.code];
  if (key) return t(key);
  return localize(error.isNetworkError || error.status >= 500 ? messages.signInFailedLater : messages.signInFailedGeneric);
}
