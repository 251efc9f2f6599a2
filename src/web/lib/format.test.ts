import { describe, expect, it } from "vitest";
import { weeksLabel } from "./labels.ts";
import { purchaseStatusTone } from "./format.ts";

describe("badges", () => {
  it("colours purchases: completed green, refunded red, anything else yellow", () => {
    expect(purchaseStatusTone("completed")).toBe("green");
    expect(purchaseStatusTone("refunded")).toBe("red");
    expect(purchaseStatusTone("pending")).toBe("yellow");
    expect(purchaseStatusTone("failed")).toBe("yellow");
  });

  it("says week or weeks", () => {
    expect(weeksLabel(1)).toBe("1 week");
    expect(weeksLabel(6)).toBe("6 weeks");
  });
});
