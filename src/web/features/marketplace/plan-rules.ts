// What a plan card or the 'Start Your Journey' panel offers the viewer (pure, tested in plan-rules.test.ts).
import { LANGUAGES } from "../../../shared/language.ts";
import { PLAN_CATEGORIES, type PlanCategory } from "../../../shared/constants.ts";
import { MARKETPLACE_LIMITS, type TMarketplacePlan } from "../../../shared/schemas/marketplace.ts";
import type { PlanFilters } from "./api/marketplace-keys.ts";
import { formatCents } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

/**
 * - `selected`: it is already the viewer's plan (the spec's "You're already working on this plan!" notice);
 * - `start`: 'Start This Plan' — every plan, since week 1 is free (weeks ≥ 2 of a paid plan need a purchase).
 */
export type PlanAction = "selected" | "start";

export function planAction(plan: Pick<TMarketplacePlan, "isSelected" | "canStart">): PlanAction {
  return plan.isSelected ? "selected" : "start";
}

/** "$12.99", or "Free" for a free plan: every card and plan page says which it is. */
export function priceLabel(priceCents: number): string {
  return priceCents > 0 ? formatCents(priceCents) : t("marketplace.free");
}

export function categoryLabel(category: PlanCategory | null): string | null {
  return category ? t(`marketplace.category.${category}`) : null;
}

function isPlanCategory(value: string | null): value is PlanCategory {
  return value !== null && (PLAN_CATEGORIES as readonly string[]).includes(value);
}

/** The filters in the address (?q=&category=&language=), so a filtered list can be shared and Back restores it. */
export function filtersFromSearchParams(params: URLSearchParams): PlanFilters {
  const category = params.get("category");
  const q = (params.get("q") ?? "").trim().slice(0, MARKETPLACE_LIMITS.searchMax);
  const language = LANGUAGES.find((code) => code === params.get("language"));
  return { category: isPlanCategory(category) ? category : undefined, q: q || undefined, language };
}

export function searchParamsFromFilters(filters: PlanFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.language) params.set("language", filters.language);
  return params;
}
