// GET /api/accounts/reset-password/check?token=: whether the reset link is still usable, so the reset screen
// can send holders of an expired or used link back to /login before they type a new password.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { authKeys } from "./auth-keys.ts";

export function checkResetToken(token: string, signal?: AbortSignal): Promise<{ valid: boolean }> {
  return api.get<{ valid: boolean }>(`/api/accounts/reset-password/check?${new URLSearchParams({ token })}`, { signal });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ""), enabled: Boolean(token) });
}
