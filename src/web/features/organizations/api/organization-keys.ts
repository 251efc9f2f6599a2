// Query keys of /api/organizations/mine*, in one place so every mutation invalidates the same caches.
import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "../../../session/get-session.ts";

export const organizationKeys = {
  /** GET /api/organizations/mine (the organization home: dashboard + settings in one read; the ORGANIZATION_STUDIO's homeKey) */
  home: () => ["organizations", "mine"] as const,
  /** GET /api/organizations/mine/staff */
  staff: () => ["organizations", "mine", "staff"] as const,
  /** GET /api/organizations/mine/families (member families) */
  roster: () => ["organizations", "mine", "families"] as const,
  /** GET /api/organizations/mine/groups (the church's groups, their links and the plans they may run) */
  groups: () => ["organizations", "mine", "groups"] as const,
  /** GET /api/organizations/mine/plans/:planId/guide/:week */
  guide: (planId: number, week: number) => ["organizations", "mine", "plans", planId, "guide", week] as const,
};

/** After a write that changes his membership (an organization made, an invitation accepted): the home and the session read again. */
export async function invalidateHomeAndSession(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: organizationKeys.home() }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]);
}
