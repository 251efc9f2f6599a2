// Sign-in steps beside the password: the two-factor challenge after a password sign-in, and the
// one-time code by e-mail. Errors become text by code; an unknown address gets the same answer as a known one.
import { useMutation } from "@tanstack/react-query";
import { messages } from "../../../../shared/messages.ts";
import { api, isApiError } from "../../../lib/api-client.ts";
import { localize, t } from "../../../lib/i18n.ts";

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

export function emailCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return localize(messages.signInFailedLater);
  if (error.status === 429) return localize(messages.tooManyRequests);
  switch (error.code) {
    case "INVALID_OTP":
    case "OTP_EXPIRED":
    case "TOO_MANY_ATTEMPTS":
      return t("signInStep.codeWrong");
    case "TWO_FACTOR_PASSWORD_SIGN_IN":
      return t("signInStep.useTwoFactor");
    case "ACCOUNT_SUSPENDED":
      return t("signInStep.suspended");
    default:
      return localize(error.isNetworkError || error.status >= 500 ? messages.signInFailedLater : messages.signInFailedGeneric);
  }
}
