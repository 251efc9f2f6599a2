// Query keys of the studio's endpoints (the platform's under /api/admin, an organization's under
// /api/organizations/mine), in one place so every mutation invalidates the reads it changes. Every key starts
// with "studio" (studioRootKey in lib/query-keys.ts, which the admin's library import invalidates too).
import { studioRootKey } from "../../../lib/query-keys.ts";

export const studioKeys = {
  all: studioRootKey,
  /** GET <studio>/plans/:planId/content (all plans: new items change every editor's options) */
  planContents: () => [...studioRootKey, "plan-content"] as const,
  planContent: (planId: number) => [...studioRootKey, "plan-content", planId] as const,
  /** GET <studio>/<kind>/:itemId */
  item: (studioKind: string, kind: string, itemId: number | null) => [...studioRootKey, studioKind, "item", kind, itemId] as const,
  /** GET <studio>/plans/:planId/studio (the plan editor's document) */
  plan: (apiBase: string, planId: number) => [...studioRootKey, apiBase, planId] as const,
  /** GET /api/organizations/mine/plans/:planId/preview?week=&as= */
  preview: (planId: number, week: number, as: "dad" | "son") => [...studioRootKey, "preview", planId, week, as] as const,
};
