// What a plan card or the 'Start Your Journey' panel offers the viewer (pure, tested in plan-rules.test.ts).
import { PLAN_CATEGORIES, type PlanCategory, MAX_INT4 } from "../../../shared/constants.ts";
import { CATEGORY_LABELS, formatPrice, MARKETPLACE_SEARCH_MAX_LENGTH, type TMarketplacePlan } from "../../../shared/schemas/marketplace.ts";
import type { PlanFilters } from "./api/marketplace-keys.ts";

/**
 * - `selected`: it is already the viewer's plan (the spec's "You're already working on this plan!" notice);
 * - `start`: free, or bought by the viewer: 'Start This Plan';
 * - `purchase-unavailable`: paid and not bought; checkout does not exist yet, so a notice replaces the button.
 */
export type PlanAction = "selected" | "start" | "purchase-unavailable";

export function planAction(plan: Pick<TMarketplacePlan, "isSelected" | "canStart">): PlanAction {
  if (plan.isSelected) return "selected";
  return plan.canStart ? "start" : "purchase-unavailable";
}

/** "$12.99", or null for a free plan (the price is only shown when there is one). */
export function priceLabel(priceCents: number): string | null {
  return priceCents > 0 ? formatPrice(priceCents) : null;
}

export function weeksLabel(weeks: number): string {
  return `${weeks} ${weeks === 1 ? "week" : "weeks"}`;
}

export function categoryLabel(category: PlanCategory | null): string | null {
  return category ? CATEGORY_LABELS[category] : null;
}

/** The plan id in /marketplace/plans/:id, or null when it cannot be one (the page then says 'Plan not found'). */
export function planIdFromParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_INT4 ? id : null;
}

function isPlanCategory(value: string | null): value is PlanCategory {
  return value !== null && (PLAN_CATEGORIES as readonly string[]).includes(value);
}

/** The filters in the address (?q=&category=), so a filtered list can be shared and Back restores it. */
export function filtersFromSearchParams(params: URLSearchParams): PlanFilters {
  const category = params.get("category");
  const q = (params.get("q") ?? "").trim().slice(0, MARKETPLACE_SEARCH_MAX_LENGTH);
  return { category: isPlanCategory(category) ? category : undefined, q: q || undefined };
}

export function searchParamsFromFilters(filters: PlanFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  return params;
}
