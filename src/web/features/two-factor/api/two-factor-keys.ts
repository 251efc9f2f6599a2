// Query keys of the two-factor screen's reads (Better Auth's twoFactor endpoints), and what its
// changes refresh.
import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "../../../session/get-session.ts";

export const twoFactorKeys = {
  /** Whether two-factor is on (read from Better Auth's get-session) */
  status: () => ["two-factor", "status"] as const,
};

/** After two-factor is switched on or off: its status, then the session, read again. */
export async function invalidateAfterTwoFactorChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
