// Query keys of /api/account*, in one place so every mutation invalidates the same caches.
// Mutations that end this device's session (sign out everywhere, delete) load / afresh, as sign-out does, so
// nothing of the previous user stays in memory on a shared device.
import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "../../../session/get-session.ts";

export const accountKeys = {
  /** GET /api/account (the account page's data) */
  account: ["account"] as const,
  /** GET /api/account/sessions (his signed-in devices) */
  sessions: ["account", "sessions"] as const,
};

/** After a change the session also shows (his name, picture, e-mail): the account, then the session, read again. */
export async function invalidateAccountAndSession(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: accountKeys.account });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
