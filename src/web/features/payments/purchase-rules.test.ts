import { describe, expect, it } from "vitest";
import { paymentsMessages } from "../../../shared/schemas/payments.ts";
import { purchaseState } from "./purchase-rules.ts";

describe("purchaseState", () => {
  it("offers Buy only for a paid plan the family does not own and nothing blocks", () => {
    expect(purchaseState({ priceCents: 0, purchased: false, purchaseBlocker: null })).toEqual({ kind: "free" });
    expect(purchaseState({ priceCents: 1500, purchased: true, purchaseBlocker: null })).toEqual({ kind: "owned" });
    expect(purchaseState({ priceCents: 1500, purchased: false, purchaseBlocker: null })).toEqual({ kind: "buy" });
  });

  it("says why a paid plan cannot be bought here", () => {
    expect(purchaseState({ priceCents: 1500, purchased: false, purchaseBlocker: "payments-not-configured" })).toEqual({
      kind: "blocked",
      message: paymentsMessages.notForSale,
    });
    expect(purchaseState({ priceCents: 1500, purchased: false, purchaseBlocker: "son" })).toEqual({ kind: "blocked", message: paymentsMessages.dadsBuy });
  });
});
