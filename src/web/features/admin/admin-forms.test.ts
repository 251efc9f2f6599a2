// The admin forms' parsing rules (docs/areas/admin.md): what a person types becomes exactly the request the API takes.
import { describe, expect, it } from "vitest";
import {
  adminFieldMessages,
  planPriceMessage,
  splitCommaList,
  splitLines,
  ZCreateChallengeForm,
  ZCreateDadsCornerForm,
  ZCreateDevotionalForm,
  ZCreatePlanForm,
} from "../../../shared/schemas/admin.ts";
import { isHttpUrl } from "../../../shared/url.ts";
import { fitnessMessages } from "../../../shared/fitness.ts";

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("list parsing", () => {
  it("splits comma lists, trims entries and drops empty ones", () => {
    expect(splitCommaList(" courage, prayer ,, legacy ,")).toEqual(["courage", "prayer", "legacy"]);
    expect(splitCommaList("  ")).toEqual([]);
  });

  it("takes one question per line and drops blank lines", () => {
    expect(splitLines("What did you learn?\n\n  \r\nWhat will you do?  \n")).toEqual(["What did you learn?", "What will you do?"]);
  });

  it("accepts only absolute http and https addresses", () => {
    expect(isHttpUrl("https://www.biblegateway.com/passage/?search=Psalm+1")).toBe(true);
    expect(isHttpUrl("http://example.org")).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://example.org", "www.example.org", "https://", "mailto:dad@example.org", "//example.org"]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});

describe("create plan form", () => {
  const base = { title: "Legacy", description: "", durationWeeks: 1, category: "", tags: "", isPublic: true } as const;

  it("turns an empty category into none and the tag line into trimmed tags", () => {
    const parsed = ZCreatePlanForm.parse({ ...base, category: "", tags: " faith , fathers,,sons " });
    expect(parsed).toEqual({
      title: "Legacy",
      description: "",
      durationWeeks: 1,
      category: null,
      tags: ["faith", "fathers", "sons"],
      isPublic: true,
      price: 0,
      language: "en",
    });
    expect(ZCreatePlanForm.parse({ ...base, category: "leadership" }).category).toBe("leadership");
    expect(ZCreatePlanForm.parse({ ...base, language: "es" }).language).toBe("es");
  });

  it("reads an organization's price in dollars as cents and refuses what is not a price", () => {
    expect(ZCreatePlanForm.parse({ ...base, price: "12.99" }).price).toBe(1299);
    expect(ZCreatePlanForm.parse({ ...base, price: "$5" }).price).toBe(500);
    expect(ZCreatePlanForm.parse({ ...base, price: "" }).price).toBe(0);
    for (const bad of ["-1", "1.999", "abc", "1000"]) {
      expect(fieldErrors(ZCreatePlanForm.safeParse({ ...base, price: bad }))).toEqual({ price: planPriceMessage });
    }
  });

  it("requires a title and at least one week (an emptied number field reads as NaN)", () => {
    const result = ZCreatePlanForm.safeParse({ ...base, title: "  ", durationWeeks: Number.NaN });
    expect(fieldErrors(result)).toEqual({ title: adminFieldMessages.titleRequired, durationWeeks: adminFieldMessages.durationWeeksMin });
  });
});

describe("create devotional form", () => {
  it("reads discussion questions one per line", () => {
    const parsed = ZCreateDevotionalForm.parse({
      title: "Wait on the LORD",
      scriptureReference: "Isaiah 40:31",
      content: "Text",
      weekNumber: 2,
      memoryVerse: "",
      discussionQuestions: "First?\n\nSecond?",
    });
    expect(parsed.discussionQuestions).toEqual(["First?", "Second?"]);
  });

  it("names every missing required field", () => {
    const result = ZCreateDevotionalForm.safeParse({ title: "", scriptureReference: "", content: "", weekNumber: 0, memoryVerse: "", discussionQuestions: "" });
    expect(fieldErrors(result)).toEqual({
      title: adminFieldMessages.titleRequired,
      scriptureReference: adminFieldMessages.scriptureRequired,
      content: adminFieldMessages.contentRequired,
      weekNumber: adminFieldMessages.weekNumberMin,
    });
  });
});

describe("create challenge form", () => {
  const base = { title: "Push-ups", description: "Do them", difficulty: 1, weekNumber: 1, fitnessFocus: "Strength", durationMinutes: 30, equipmentNeeded: "" };

  it("reads equipment as a comma list", () => {
    expect(ZCreateChallengeForm.parse({ ...base, equipmentNeeded: "Mat, dumbbells , " }).equipmentNeeded).toEqual(["Mat", "dumbbells"]);
    expect(ZCreateChallengeForm.parse(base).equipmentNeeded).toEqual([]);
  });

  it("keeps difficulty within 1..5 and duration at least 1 minute", () => {
    expect(fieldErrors(ZCreateChallengeForm.safeParse({ ...base, difficulty: 6, durationMinutes: 0 }))).toEqual({
      difficulty: adminFieldMessages.difficultyRange,
      durationMinutes: adminFieldMessages.durationMinutesMin,
    });
  });
});

describe("create challenge form: what a result counts", () => {
  const base = { title: "Plank", description: "Hold it", difficulty: 1, weekNumber: 1, fitnessFocus: "Core", durationMinutes: 10, equipmentNeeded: "" };
  const row = (unit: string, label: string, targets: Partial<Record<"standard" | "easier" | "harder", string>> = {}) => ({
    unit,
    label,
    targets: { standard: "", easier: "", harder: "", ...targets },
  });

  it("reads no measure as none, and each row's typed targets as numbers (empty is none)", () => {
    expect(ZCreateChallengeForm.parse({ ...base, measures: [] }).measures).toEqual([]);
    expect(
      ZCreateChallengeForm.parse({
        ...base,
        measures: [row("seconds", " Forearm  plank ", { standard: " 60 ", easier: "30" }), row("repetitions", "Push-ups")],
      }).measures,
    ).toEqual([
      { unit: "seconds", label: "Forearm plank", targets: { standard: 60, easier: 30, harder: null } },
      { unit: "repetitions", label: "Push-ups", targets: { standard: null, easier: null, harder: null } },
    ]);
  });

  it("refuses a target that is not a number, below zero, or half a repetition, and a measure named twice", () => {
    const errors = fieldErrors(
      ZCreateChallengeForm.safeParse({
        ...base,
        measures: [row("seconds", "Plank", { standard: "lots", easier: "-1" }), row("repetitions", "Push-ups", { harder: "12.5" })],
      }),
    );
    expect(errors).toEqual({
      "measures.0.targets.standard": "Enter a target from 0 to 200,000, or leave it empty",
      "measures.0.targets.easier": "Enter a target from 0 to 200,000, or leave it empty",
      "measures.1.targets.harder": fitnessMessages.targetNotWhole("repetitions"),
    });
    expect(fieldErrors(ZCreateChallengeForm.safeParse({ ...base, measures: [row("repetitions", "Push-ups"), row("repetitions", " push-ups")] }))).toEqual({
      "measures.1.label": fitnessMessages.challengeMeasureRepeated,
    });
  });
});

describe("create Dad's Corner form", () => {
  const base = { title: "Lead well", weekNumber: 1, content: "Words for dads" };

  it("ignores resource rows left empty and trims the others", () => {
    const parsed = ZCreateDadsCornerForm.parse({
      ...base,
      resources: [
        { label: "", url: "" },
        { label: " Psalm 1 ", url: " https://example.org/psalm-1 " },
      ],
    });
    expect(parsed.resources).toEqual([{ label: "Psalm 1", url: "https://example.org/psalm-1" }]);
  });

  it("asks for a label and a valid address on a half-filled row", () => {
    const result = ZCreateDadsCornerForm.safeParse({ ...base, resources: [{ label: "", url: "javascript:alert(1)" }] });
    expect(fieldErrors(result)).toEqual({
      "resources.0.label": adminFieldMessages.resourceLabelRequired,
      "resources.0.url": adminFieldMessages.resourceUrlInvalid,
    });
  });
});
