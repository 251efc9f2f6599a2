import { describe, expect, it } from "vitest";
import { ZJournalEntryForm, journalMessages } from "../../../shared/schemas/journal.ts";
import { editEntryValues, initialFormMode, newEntryValues, readJournalQuery } from "./journal-page-rules.ts";

describe("the journal page's query string", () => {
  it("reads week, title and type from the week page's link", () => {
    expect(readJournalQuery("?week=3&title=Reflection%3A%20Courage&type=reflection")).toEqual({ week: 3, title: "Reflection: Courage", type: "reflection" });
  });

  it.each([
    ["?week=abc", null],
    ["?week=2x", null],
    ["?week=0", null],
    ["?week=-1", null],
    ["?week=", null],
    ["?week=%207%20", 7],
  ])("week in %s is %s (not numeric or below 1 is ignored)", (search, week) => {
    expect(readJournalQuery(search).week).toBe(week);
  });

  it("ignores a type that is not reflection, fitness or other", () => {
    expect(readJournalQuery("?type=prayer").type).toBeNull();
    expect(readJournalQuery("?type=fitness").type).toBe("fitness");
  });

  it("opens the new-entry form when a week or a title is present, not for a type alone", () => {
    expect(initialFormMode(readJournalQuery("?week=2"))).toEqual({ kind: "new" });
    expect(initialFormMode(readJournalQuery("?title=Hello"))).toEqual({ kind: "new" });
    expect(initialFormMode(readJournalQuery("?type=fitness"))).toEqual({ kind: "closed" });
    expect(initialFormMode(readJournalQuery("?week=abc"))).toEqual({ kind: "closed" });
  });

  it("starts a new entry from the link's values, private, as a reflection by default", () => {
    expect(newEntryValues(readJournalQuery("?week=4&title=Fitness%20Log%3A%20Sprints&type=fitness"))).toEqual({
      title: "Fitness Log: Sprints",
      content: "",
      weekNumber: "4",
      entryType: "fitness",
      isShared: false,
    });
    expect(newEntryValues(readJournalQuery(""))).toMatchObject({ weekNumber: "", entryType: "reflection", isShared: false });
  });

  it("edits an entry with its saved values", () => {
    const entry = { id: 1, title: "T", content: "C", weekNumber: null, entryType: "other", isShared: true, createdAt: "", updatedAt: "" } as const;
    expect(editEntryValues(entry)).toEqual({ title: "T", content: "C", weekNumber: "", entryType: "other", isShared: true });
  });
});

describe("the form's rules (the same as the API's)", () => {
  const valid = { title: "Title", content: "Body", weekNumber: "", entryType: "reflection", isShared: false } as const;
  const issues = (override: Record<string, unknown>) => {
    const result = ZJournalEntryForm.safeParse({ ...valid, ...override });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("turns an empty week into no week and digits into a number", () => {
    expect(ZJournalEntryForm.parse(valid).weekNumber).toBeNull();
    expect(ZJournalEntryForm.parse({ ...valid, weekNumber: " 12 " }).weekNumber).toBe(12);
  });

  it("gives the field messages", () => {
    expect(issues({ title: " ", content: "" })).toEqual({ title: journalMessages.titleRequired, content: journalMessages.contentRequired });
    expect(issues({ weekNumber: "0" })).toEqual({ weekNumber: journalMessages.weekInvalid });
    expect(issues({ weekNumber: "1.5" })).toEqual({ weekNumber: journalMessages.weekInvalid });
    expect(issues({ weekNumber: "two" })).toEqual({ weekNumber: journalMessages.weekInvalid });
    expect(issues({ weekNumber: "1001" })).toEqual({ weekNumber: journalMessages.weekTooLarge });
    expect(issues({ entryType: "prayer" })).toEqual({ entryType: journalMessages.typeInvalid });
  });
});
