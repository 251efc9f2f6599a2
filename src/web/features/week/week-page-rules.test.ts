import { describe, expect, it } from "vitest";
import { paths } from "../../paths.ts";
import { challengeParagraphLead, journalHandoff, safetyNote, splitParagraphs, tabFromHash, weekFromParam } from "./week-page-rules.ts";

describe("weekFromParam", () => {
  it.each([
    ["3", 3],
    ["52", 52],
    ["120", 120],
    [undefined, 1],
    ["", 1],
    ["abc", 1],
    ["0", 0],
    ["2.5", 2.5],
  ])("reads %o as week %o", (id, week) => {
    expect(weekFromParam(id)).toBe(week);
  });
});

describe("tabFromHash", () => {
  it("selects the tab from the hash, and Dad's Corner only when it is available", () => {
    expect(tabFromHash("", true)).toBe("devotional");
    expect(tabFromHash("#challenge", false)).toBe("challenge");
    expect(tabFromHash("#dadsCorner", true)).toBe("dadsCorner");
    expect(tabFromHash("#dadsCorner", false)).toBe("devotional");
    expect(tabFromHash("#nonsense", true)).toBe("devotional");
  });
});

describe("splitParagraphs", () => {
  it("splits at blank lines, trims and drops empty paragraphs", () => {
    expect(splitParagraphs("First line\nstill first\n\n  Second  \r\n\r\n\n\nThird\n \nFourth")).toEqual([
      "First line\nstill first",
      "Second",
      "Third",
      "Fourth",
    ]);
    expect(splitParagraphs("  \n\n ")).toEqual([]);
  });
});

describe("journalHandoff", () => {
  it("builds the journal links with type and a prefilled title", () => {
    expect(paths.journal(journalHandoff(4, "devotional", "Walk Humbly"))).toBe("/journal?week=4&title=Reflection%3A+Walk+Humbly&type=reflection");
    expect(paths.journal(journalHandoff(4, "challenge", "Push-ups & Prayer"))).toBe("/journal?week=4&title=Fitness+Log%3A+Push-ups+%26+Prayer&type=fitness");
    expect(journalHandoff(2, "dadsCorner", "Lead")).toEqual({ week: 2, type: "reflection", title: "Reflection: Lead" });
  });
});

describe("a challenge's leads", () => {
  it("finds the easier, harder and safety leads in English and in Spanish", () => {
    expect(challengeParagraphLead("Versión más fácil: caminen.")).toEqual({ lead: "Versión más fácil", text: "caminen." });
    expect(challengeParagraphLead("Harder version: run.")).toEqual({ lead: "Harder version", text: "run." });
    expect(safetyNote("Corran.\n\nSeguridad: lejos del tráfico.")).toBe("lejos del tráfico.");
    expect(safetyNote("Run.\n\nSafety: away from traffic.")).toBe("away from traffic.");
  });
});
