import { describe, expect, it } from "vitest";
import { csvCell } from "./fitness-export.ts";

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks, and keeps formulas as text", () => {
    expect(csvCell("Push-ups")).toBe("Push-ups");
    expect(csvCell('Dad, "the" best')).toBe('"Dad, ""the"" best"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });
});
