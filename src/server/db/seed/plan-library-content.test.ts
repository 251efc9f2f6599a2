// The launch library's content rules (seed-plan.ts): every plan complete week by week, every scripture
// quotation word for word from the version of its language, no outside links, a cover file that names the plan.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAN_CATEGORIES } from "../../../shared/constants.ts";
import type { Language } from "../../../shared/language.ts";
import { LIBRARY_PLANS } from "../../../shared/schemas/admin.ts";
import { QUOTATION_VERSION, REFERENCE, quotationProblem, quotationsOf, versesOf } from "../../integrations/scripture/quotation-check.ts";
import { PLAN_LIBRARY } from "./plan-library.ts";
import { SAMPLE_PLAN, SAMPLE_PLAN_SEED } from "./sample-plan-content.ts";
import { CHALLENGE_LEADS, type SeedPlan } from "./seed-plan.ts";

// The word-for-word check is the studio's own (quotation-check.ts): English plans against the King James Version,
// Spanish plans against the Reina-Valera 1909.
const languageOf = (seed: SeedPlan): Language => seed.plan.language ?? "en";

// Words that only scripture uses in this content: a quotation holding one must carry its reference.
const SCRIPTURE_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /\b(thee|thou|thy|thine|hath|doth|unto|ye|LORD|saith|shalt|hast|dost|wilt|thereof)\b/,
  es: /(?<!\p{L})(Jehová|empero|vosotros|os|henchir|viólo|besóle|echóse|habíase|menester|holgarnos)(?!\p{L})/u,
};

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
  it("has one public English plan per category, the sample plan first, and one in Spanish, with distinct titles and covers", () => {
    expect(PLAN_LIBRARY[0]).toBe(SAMPLE_PLAN_SEED);
    const english = PLAN_LIBRARY.filter((seed) => languageOf(seed) === "en");
    expect(english.map((seed) => seed.plan.category).sort()).toEqual([...PLAN_CATEGORIES].sort());
    expect(PLAN_LIBRARY.filter((seed) => languageOf(seed) === "es")).toHaveLength(1);
    expect(new Set(PLAN_LIBRARY.map((seed) => seed.plan.title)).size).toBe(PLAN_LIBRARY.length);
    expect(new Set(PLAN_LIBRARY.map((seed) => seed.plan.coverImageUrl)).size).toBe(PLAN_LIBRARY.length);
  });

  it("is what the admin's import screen lists", () => {
    expect(
      PLAN_LIBRARY.map(({ plan }) => ({ title: plan.title, category: plan.category, durationWeeks: plan.durationWeeks, language: plan.language ?? "en" })),
    ).toEqual(LIBRARY_PLANS);
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

  it("is public with 3-5 distinct lowercase slug tags (a Spanish word keeps its accent)", () => {
    expect(seed.plan.isPublic).toBe(true);
    expect(seed.plan.tags.length).toBeGreaterThanOrEqual(3);
    expect(seed.plan.tags.length).toBeLessThanOrEqual(5);
    expect(new Set(seed.plan.tags).size).toBe(seed.plan.tags.length);
    for (const tag of seed.plan.tags) expect(tag).toMatch(/^[\p{Ll}0-9]+(?:-[\p{Ll}0-9]+)*$/u);
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

  const version = QUOTATION_VERSION[languageOf(seed)];

  it("uses scripture references that resolve in the version of its language", async () => {
    for (const devotional of seed.devotionals) {
      expect(devotional.scriptureReference).toMatch(REFERENCE);
      expect(await versesOf(version, devotional.scriptureReference), devotional.scriptureReference).not.toEqual([]);
    }
  });

  it("quotes every memory verse word for word from the version of its language, with its reference at the end", async () => {
    for (const devotional of seed.devotionals) {
      const match = /^"(.+)" — (.+)$/.exec(devotional.memoryVerse);
      expect(match, devotional.memoryVerse).not.toBeNull();
      const [, quote = "", reference = ""] = match ?? [];
      expect(await quotationProblem(version, quote, reference, null), devotional.memoryVerse).toBeNull();
    }
  });

  it("quotes scripture word for word everywhere else too: every quotation with a reference matches", async () => {
    const referenced = quotationsOf({ ...seed, description: seed.plan.description }).filter((q) => q.reference !== null);
    expect(referenced.length).toBeGreaterThanOrEqual(seed.plan.durationWeeks * 2);
    for (const q of referenced) {
      expect(await quotationProblem(version, q.quote, q.reference ?? "", q.defaultBook), `${q.where}: "${q.quote}"`).toBeNull();
    }
  });

  it("never quotes scripture without saying where it is from", () => {
    for (const q of quotationsOf({ ...seed, description: seed.plan.description })) {
      if (q.reference === null)
        expect(q.quote, `${q.where}: a quotation that sounds like scripture needs its reference`).not.toMatch(SCRIPTURE_WORDS[languageOf(seed)]);
    }
  });

  it("gives every challenge steps, an easier and a harder version and a safety note, within difficulty 1-3 and 10-30 minutes", () => {
    const leads = CHALLENGE_LEADS[languageOf(seed)];
    for (const challenge of seed.challenges) {
      const label = challenge.title;
      const parts = paragraphsOf(challenge.description);
      expect(parts.length, label).toBe(5);
      expect(parts[1]?.split("\n").length ?? 0, label).toBeGreaterThanOrEqual(3);
      expect(parts[2]?.startsWith(`${leads.easier}: `), label).toBe(true);
      expect(parts[3]?.startsWith(`${leads.harder}: `), label).toBe(true);
      expect(parts[4]?.startsWith(`${leads.safety}: `), label).toBe(true);
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
