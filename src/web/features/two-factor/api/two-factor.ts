// Better Auth's twoFactor endpoints (decision 016): status from get-session, enable (password) → QR → verify a
// code, new backup codes (password), disable (password). Errors become text by code (twoFactorErrorText).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "../../../session/get-session.ts";

const statusKey = ["two-factor", "status"] as const;

interface BetterAuthSession {
  user?: { twoFactorEnabled?: boolean | null } | null;
}

export function twoFactorStatusOptions() {
  return queryOptions({
    queryKey: statusKey,
    queryFn: async ({ signal }) => {
      const session = await api.get<BetterAuthSession | null>("/api/auth/get-session", { signal });
      return { enabled: session?.user?.twoFactorEnabled === true };
    },
    staleTime: 0,
  });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusOptions());
}

export interface EnableResult {
  totpURI: string;
  backupCodes: string[];
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (password: string) => api.post<EnableResult>("/api/auth/two-factor/enable", { password }) });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: statusKey });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** Confirms set-up with the first code from the app (the session is replaced by one with two-factor on). */
export function useConfirmTwoFactor() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (code: string) => api.post("/api/auth/two-factor/verify-totp", { code }, { ignoreUnauthorized: true }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (password: string) => api.post("/api/auth/two-factor/disable", { password }), onSuccess: refresh });
}

export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: (password: string) => api.post<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", { password }) });
}

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
      return "Confirm your email address first: open the link we sent you (your account page sends it again), then set up two-factor sign-in.";
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
