// Better Auth's twoFactor endpoints (decision 016): status from get-session, enable (password) → QR → verify a
// code, new backup codes (password), disable (password). Errors become text by code (twoFactorErrorText).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "../../../session/get-session.ts";
import { twoFactorKeys } from "./two-factor-keys.ts";

interface BetterAuthSession {
  user?: { twoFactorEnabled?: boolean | null } | null;
}

export function twoFactorStatusOptions() {
  return queryOptions({
    queryKey: twoFactorKeys.status(),
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
    await queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() });
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
