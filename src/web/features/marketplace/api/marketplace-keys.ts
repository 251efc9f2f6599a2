// Query keys of the marketplace endpoints, in one place so a plan start invalidates every copy.
import type { PlanCategory } from "../../../../shared/constants.ts";
import type { Language } from "../../../../shared/language.ts";
import { marketplaceRootKey } from "../../../lib/query-keys.ts";

export interface PlanFilters {
  category?: PlanCategory | undefined;
  q?: string | undefined;
  language?: Language | undefined;
}

export const marketplaceKeys = {
  all: marketplaceRootKey,
  /** GET /api/marketplace/plans (pages of one filter) */
  list: (filters: PlanFilters) =>
    ["marketplace", "plans", { category: filters.category ?? null, q: filters.q ?? null, language: filters.language ?? null }] as const,
  /** GET /api/marketplace/plans/:id */
  detail: (planId: number) => ["marketplace", "plan", planId] as const,
};
