// A plan as the marketplace answers it: free, startable, nobody's yet. The API tests compare answers with it, the
// component tests draw it.
import type { TMarketplacePlan } from "../../src/shared/schemas/marketplace.ts";

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
