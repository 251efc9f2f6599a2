// Query keys of the family screens' reads. GET /api/family's own key is shared (lib/family-query.ts: the journal
// and the week page read the son's age band from it); the others start with it.
import { familyQueryKey } from "../../../lib/family-query.ts";

export const familyKeys = {
  /** GET /api/family (and, as a prefix, every family read) */
  all: familyQueryKey,
  /** GET /api/family/plan-choices */
  planChoices: (language?: string) => ["family", "plan-choices", language ?? null] as const,
  /** GET /api/family/join-requests */
  joinRequests: () => ["family", "join-requests"] as const,
  /** GET /api/family/link?token= (the family-link mail's page) */
  link: (token: string) => ["family", "link", token] as const,
  /** GET /api/family/sharing */
  sharing: () => ["family", "sharing"] as const,
};
