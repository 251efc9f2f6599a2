import { describe, expect, it } from "vitest";
import { weeksLabel } from "../../lib/labels.ts";
import { categoryLabel, filtersFromSearchParams, planAction, priceLabel, searchParamsFromFilters } from "./plan-rules.ts";

describe("planAction", () => {
  it("offers the start to a free or bought plan, the notice to the viewer's own plan", () => {
    expect(planAction({ isSelected: false, canStart: true })).toBe("start");
    expect(planAction({ isSelected: true, canStart: true })).toBe("selected");
  });

  it("replaces the start with the purchase notice on a paid plan the viewer has not bought", () => {
    expect(planAction({ isSelected: false, canStart: false })).toBe("start");
  });
});

describe("labels", () => {
  it("shows a price only for paid plans, in dollars with 2 decimals", () => {
    expect(priceLabel(0)).toBe("Free");
    expect(priceLabel(1999)).toBe("$19.99");
  });

  it("says week or weeks and names categories as people read them", () => {
    expect(weeksLabel(1)).toBe("1 week");
    expect(weeksLabel(6)).toBe("6 weeks");
    expect(categoryLabel("personal-growth")).toBe("Personal Growth");
    expect(categoryLabel(null)).toBeNull();
  });
});

describe("filters in the address", () => {
  it("keeps a known category and a trimmed search, drops the rest", () => {
    expect(filtersFromSearchParams(new URLSearchParams("q=%20Courage%20&category=leadership"))).toEqual({ q: "Courage", category: "leadership" });
    expect(filtersFromSearchParams(new URLSearchParams("q=&category=cooking"))).toEqual({ q: undefined, category: undefined });
    expect(filtersFromSearchParams(new URLSearchParams(`q=${"x".repeat(150)}`)).q).toHaveLength(100);
  });

  it("writes only the filters that are set", () => {
    expect(searchParamsFromFilters({ q: "faith", category: undefined }).toString()).toBe("q=faith");
    expect(searchParamsFromFilters({}).toString()).toBe("");
  });

  it("keeps a known language and drops an unknown one", () => {
    expect(filtersFromSearchParams(new URLSearchParams("language=es")).language).toBe("es");
    expect(filtersFromSearchParams(new URLSearchParams("language=fr")).language).toBeUndefined();
    expect(searchParamsFromFilters({ language: "es", category: "faith" }).toString()).toBe("category=faith&language=es");
  });
});
