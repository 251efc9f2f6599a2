import { describe, expect, it } from "vitest";
import { firstFreeSlug, SLUG_PATTERN, slugFromName } from "./slug.ts";

describe("slugFromName", () => {
  it("keeps letters and digits, lower-case, joined by single hyphens", () => {
    expect(slugFromName("St. Mark's Men’s Ministry")).toBe("st-mark-s-men-s-ministry");
    expect(slugFromName("  Grace   Church 2026 ")).toBe("grace-church-2026");
  });
  it("drops accents instead of the letter", () => {
    expect(slugFromName("Iglesia San José")).toBe("iglesia-san-jose");
  });
  it("answers 'organization' for a name with no letter or digit, and always matches the pattern", () => {
    expect(slugFromName("!!!")).toBe("organization");
    for (const name of ["!!!", "a", "x".repeat(200), "A - B", "--x--"]) expect(slugFromName(name)).toMatch(SLUG_PATTERN);
  });
});

describe("firstFreeSlug", () => {
  it("appends the first free number", () => {
    expect(firstFreeSlug("grace", new Set())).toBe("grace");
    expect(firstFreeSlug("grace", new Set(["grace", "grace-2"]))).toBe("grace-3");
  });
});
