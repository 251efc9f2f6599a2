// Query keys of the admin endpoints, in one place so every mutation invalidates the reads it changes.
export const adminKeys = {
  all: ["admin"] as const,
  /** GET /api/admin/dashboard */
  dashboard: () => ["admin", "dashboard"] as const,
  /** GET /api/admin/reviews */
  reviews: () => ["admin", "reviews"] as const,
};
