// Query keys of the admin endpoints, in one place so every mutation invalidates the reads it changes.
import { adminRootKey } from "../../../lib/query-keys.ts";

export const adminKeys = {
  all: adminRootKey,
  /** GET /api/admin/dashboard */
  dashboard: () => ["admin", "dashboard"] as const,
  /** GET /api/admin/reviews */
  reviews: () => ["admin", "reviews"] as const,
  /** GET /api/admin/testimonials?status= (every status, or one) */
  testimonials: (status?: string) => (status ? (["admin", "testimonials", status] as const) : (["admin", "testimonials"] as const)),
  /** GET /api/admin/users?q= (every search) */
  users: () => ["admin", "users"] as const,
  /** GET /api/admin/users?q= (one search) */
  userSearch: (q: string) => ["admin", "users", q] as const,
};
