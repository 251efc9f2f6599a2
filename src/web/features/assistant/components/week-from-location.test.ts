import { describe, expect, it } from "vitest";
import { weekFromLocation } from "./week-from-location.ts";

describe("weekFromLocation", () => {
  it("takes the week page's week, and week 1 where the page shows week 1", () => {
    expect(weekFromLocation("/week/7", "")).toBe(7);
    expect(weekFromLocation("/week/abc", "")).toBe(1);
    expect(weekFromLocation("/week/0", "")).toBeNull();
    expect(weekFromLocation("/week/2.5", "")).toBeNull();
  });

  it("takes the journal's week when it is set and valid", () => {
    expect(weekFromLocation("/journal", "?week=3&type=fitness")).toBe(3);
    expect(weekFromLocation("/journal", "")).toBeNull();
    expect(weekFromLocation("/journal", "?week=soon")).toBeNull();
    // Read as the journal page reads it, so widget and page never disagree on the week.
    expect(weekFromLocation("/journal", "?week=2.0")).toBeNull();
    expect(weekFromLocation("/journal", "?week=1e2")).toBeNull();
  });

  it("sends no week from other pages", () => {
    expect(weekFromLocation("/dashboard/dad", "?week=3")).toBeNull();
    expect(weekFromLocation("/groups", "")).toBeNull();
  });
});
