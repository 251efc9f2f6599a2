import { describe, expect, it } from "vitest";
import type { TJournalEntry } from "../../../shared/schemas/journal.ts";
import { buildJournalExport } from "./journal-export.ts";

const owner = { fullName: "John Carter", email: "john@example.com" };
const at = new Date("2026-03-04T10:00:00Z");
const sample = (override: Partial<TJournalEntry> = {}): TJournalEntry => ({
  id: 1,
  title: "Reflection: Courage",
  content: "We read Joshua 1.\n\nThen we prayed.",
  weekNumber: 2,
  entryType: "reflection",
  isShared: false,
  createdAt: "2026-03-01T08:00:00.000Z",
  updatedAt: "2026-03-01T08:00:00.000Z",
  ...override,
});

describe("journal download", () => {
  it("names the file after the day and format", () => {
    expect(buildJournalExport("json", owner, [], at)).toMatchObject({
      filename: "strongbond-journal-2026-03-04.json",
      contentType: "application/json; charset=utf-8",
    });
    expect(buildJournalExport("md", owner, [], at)).toMatchObject({
      filename: "strongbond-journal-2026-03-04.md",
      contentType: "text/markdown; charset=utf-8",
    });
  });

  it("writes Markdown a person can read: heading, facts line, the text with its paragraphs", () => {
    const { body } = buildJournalExport("md", owner, [sample(), sample({ id: 2, title: "Run", entryType: "other", weekNumber: null, isShared: true })], at);
    expect(body).toContain("# StrongBond journal of John Carter\n\nExported on 2026-03-04 · 2 entries");
    expect(body).toContain("## Reflection: Courage\n\n_Devotional Reflection · Week 2 · Written 2026-03-01 · Private_\n\nWe read Joshua 1.\n\nThen we prayed.");
    expect(body).toContain("## Run\n\n_Other · Written 2026-03-01 · Shared with family_");
  });

  it("keeps a multi-line title on its heading line", () => {
    const { body } = buildJournalExport("md", owner, [sample({ title: "Line one\n# not a heading" })], at);
    expect(body).toContain("## Line one # not a heading\n");
  });

  it("writes JSON with the owner and every entry's fields", () => {
    const parsed = JSON.parse(buildJournalExport("json", owner, [sample({ isShared: true })], at).body);
    expect(parsed).toEqual({
      exportedAt: "2026-03-04T10:00:00.000Z",
      owner,
      entries: [
        {
          id: 1,
          title: "Reflection: Courage",
          content: "We read Joshua 1.\n\nThen we prayed.",
          weekNumber: 2,
          entryType: "reflection",
          visibility: "shared with family",
          createdAt: "2026-03-01T08:00:00.000Z",
          updatedAt: "2026-03-01T08:00:00.000Z",
        },
      ],
    });
  });
});
