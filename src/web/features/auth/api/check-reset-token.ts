// GET /api/accounts/reset-password/check?token=: whether the reset link is still usable, so the reset screen
// can send holders of an expired or used link back to /login before they type a new password.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryOptions, NOT_KEPT } from "../../../lib/api-query.ts";
import { authKeys } from "./auth-keys.ts";

export function resetTokenQueryOptions(token: string) {
  const path = `/api/accounts/reset-password/check?${new URLSearchParams({ token })}`;
  return queryOptions({ ...getQueryOptions<{ valid: boolean }>(authKeys.resetToken(token), path), ...NOT_KEPT });
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ""), enabled: Boolean(token) });
}
