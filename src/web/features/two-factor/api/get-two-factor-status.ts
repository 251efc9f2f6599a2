// GET /api/auth/get-session (Better Auth): whether two-factor is on.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
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
