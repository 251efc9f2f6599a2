// What the plan page's purchase block offers the viewer (pure, tested in purchase-rules.test.ts).
import type { TMarketplacePlan } from "../../../shared/schemas/marketplace.ts";
import { purchaseBlockerMessages } from "../../../shared/schemas/payments.ts";

/**
 * The buying side of a plan: `free`, `owned` (the family bought it), `buy` (the Buy button), or `blocked`
 * with the reason it cannot be bought here now.
 */
export type PurchaseState = { kind: "free" } | { kind: "owned" } | { kind: "buy" } | { kind: "blocked"; message: string };

export function purchaseState(plan: Pick<TMarketplacePlan, "priceCents" | "purchased" | "purchaseBlocker">): PurchaseState {
  if (plan.priceCents === 0) return { kind: "free" };
  if (plan.purchased) return { kind: "owned" };
  if (plan.purchaseBlocker) return { kind: "blocked", message: purchaseBlockerMessages[plan.purchaseBlocker] };
  return { kind: "buy" };
}
