// A plan as the marketplace answers it, for this feature's component tests: free, startable, nobody's yet.
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";

export function buildMarketplacePlan(overrides: Partial<TMarketplacePlan> = {}): TMarketplacePlan {
  return {
    id: 7,
    title: "Courage Together",
    description: "Six weeks of faith and grit.",
    coverImageUrl: null,
    durationWeeks: 6,
    category: "leadership",
    language: "en",
    tags: ["courage", "fathers-and-sons"],
    priceCents: 0,
    canStart: true,
    purchased: false,
    purchaseBlocker: null,
    isSelected: false,
    organization: null,
    ...overrides,
  };
}
