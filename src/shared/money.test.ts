import { describe, expect, it } from "vitest";
import { formatCents, rateToBasisPoints, splitPrice } from "./money.ts";

describe("splitPrice (12% application fee, halves rounded up, integer cents)", () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1], // 0.12¢ rounds down
    [4, 0, 4], // 0.48¢
    [5, 1, 4], // 0.60¢ rounds up
    [25, 3, 22], // 3.00¢ exactly
    [50, 6, 44],
    [999, 120, 879], // 119.88¢
    [1000, 120, 880],
    [1299, 156, 1143], // 155.88¢
    [99_999, 12_000, 87_999], // $999.99 → $120.00 + $879.99
  ])("%i¢ → commission %i¢, payout %i¢", (price, commission, payout) => {
    const split = splitPrice(price);
    expect(split).toEqual({ priceCents: price, commissionCents: commission, payoutCents: payout });
    expect(split.commissionCents + split.payoutCents).toBe(price);
  });

  it("rounds an exact half cent up", () => {
    // 1250 bp of 4¢ = 0.5¢ → 1¢; 1250 bp of 12¢ = 1.5¢ → 2¢
    expect(splitPrice(4, 1250).commissionCents).toBe(1);
    expect(splitPrice(12, 1250).commissionCents).toBe(2);
  });

  it("never multiplies floats: the stored 0.12 is 1200 basis points", () => {
    expect(rateToBasisPoints(0.12)).toBe(1200);
    expect(rateToBasisPoints(0.07)).toBe(700);
  });

  it("refuses fractional or negative cents", () => {
    expect(() => splitPrice(1.5)).toThrow(RangeError);
    expect(() => splitPrice(-1)).toThrow(RangeError);
  });
});

describe("formatCents", () => {
  it("shows a dollar sign and 2 decimals", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(1)).toBe("$0.01");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(1999)).toBe("$19.99");
    expect(formatCents(99_999)).toBe("$999.99");
    expect(formatCents(123_456_78)).toBe("$123,456.78");
    expect(formatCents(123_456_789)).toBe("$1,234,567.89");
  });
});
