// Query keys of the admin endpoints, in one place so every mutation invalidates the reads it changes.
export const adminKeys = {
  all: ["admin"] as const,
  /** GET /api/admin/dashboard */
  dashboard: () => ["admin", "dashboard"] as const,
  /** GET /api/admin/plans/:planId/content (all plans: new items change every editor's options) */
  planContents: () => ["admin", "plan-content"] as const,
  planContent: (planId: number) => ["admin", "plan-content", planId] as const,
};
