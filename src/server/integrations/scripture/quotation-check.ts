// Whether a plan's scripture quotations are word for word from the version its language reads (English: the King
// James Version; Spanish: the Reina-Valera 1909). The studio's publication checklist and the launch library's
// content test both ask here, so a quotation the test would refuse is refused at publication too.
import type { Language } from "../../../shared/language.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { translatorFor } from "../../lib/i18n.ts";
import { BundledBibleProvider } from "./bundled-bible.ts";
import { KjvProvider } from "./kjv-provider.ts";
import { isScriptureError, type ScriptureProvider } from "./types.ts";

export type QuotationVersion = "kjv" | "rv1909";

/** The version a plan in each language quotes. */
export const QUOTATION_VERSION: Readonly<Record<Language, QuotationVersion>> = { en: "kjv", es: "rv1909" };

const providers: Record<QuotationVersion, ScriptureProvider> = { kjv: new KjvProvider(), rv1909: new BundledBibleProvider("rv1909") };

// A book name in either language ("1 Chronicles", "Song of Solomon", "Malaquías", "1 Juan"), then chapter[:verse[-verse]].
const BOOK = String.raw`(?:[1-3] )?\p{Lu}\p{Ll}+(?: (?:of|de) \p{Lu}\p{Ll}+)?`;
export const REFERENCE = new RegExp(String.raw`^(${BOOK}) (\d+)(?::(\d+)(?:-(\d+))?)?$`, "u");
const CHAPTER_AND_VERSES = /^\d+:\d+(?:-\d+)?$/;
// A quotation's reference follows it in brackets: "(Nehemiah 2:18)", "(Lucas 15:20)" or, in a devotional, "(17:2)".
const QUOTATION = new RegExp(String.raw`"([^"]+)"(\s*\((${BOOK} \d+(?::\d+(?:-\d+)?)?|\d+:\d+(?:-\d+)?)\))?`, "gu");
// A memory verse: the quotation, a dash, its reference.
const MEMORY_VERSE = /^"(.+)" — (.+)$/u;

const normalize = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The book a reference names ("1 Samuel 18:1-4" gives "1 Samuel"), or null. */
export const bookOf = (reference: string): string | null => REFERENCE.exec(reference)?.[1] ?? null;

/** The verses a reference names in a version, each as plain text; [] when it does not resolve there. */
export async function versesOf(version: QuotationVersion, reference: string): Promise<string[]> {
  try {
    const passage = await providers[version].getPassage(reference);
    return passage.text
      .split(/\[(?:\d+:)?\d+\]/)
      .map(normalize)
      .filter((verse) => verse.length > 0);
  } catch (error) {
    if (isScriptureError(error) && error.kind !== "upstream") return [];
    throw error;
  }
}

/** A quotation may start a sentence where the verse runs on mid-sentence, so only its first letter's case is free. */
function findPart(text: string, part: string, from: number): number {
  const exact = text.indexOf(part, from);
  if (exact >= 0 || part.length === 0) return exact;
  const first = part.charAt(0);
  const swapped = (first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()) + part.slice(1);
  return text.indexOf(swapped, from);
}

/** Why a quotation is not word for word: its reference names no passage, or a part of it is not in the passage. */
export type QuotationIssue =
  { kind: "notAPassage"; reference: string; version: QuotationVersion } | { kind: "notInPassage"; part: string; reference: string; version: QuotationVersion };

/**
 * Null when the quotation is word for word in the referenced verses (its parts around "..." in order, trailing
 * punctuation free), else why not. A bare "17:2" takes the book of `defaultBook`.
 */
export async function quotationIssue(version: QuotationVersion, quote: string, reference: string, defaultBook: string | null): Promise<QuotationIssue | null> {
  const fullReference = CHAPTER_AND_VERSES.test(reference) && defaultBook ? `${defaultBook} ${reference}` : reference;
  const verses = await versesOf(version, fullReference);
  if (verses.length === 0) return { kind: "notAPassage", reference, version };
  const text = verses.join(" ");
  let position = 0;
  for (const rawPart of normalize(quote).split(/\s*(?:\.\.\.|…)\s*/)) {
    const part = rawPart.replace(/^[¡¿]+/, "").replace(/[.,;:!?¡¿]+$/, "");
    const at = findPart(text, part, position);
    if (at < 0) return { kind: "notInPassage", part, reference: fullReference, version };
    position = at + part.length;
  }
  return null;
}

const VERSION_KEYS = { kjv: "studioServer.quotation.versionKjv", rv1909: "studioServer.quotation.versionRv1909" } as const;

/** Why a quotation is not word for word, for a reader of `locale`. */
export function quotationIssueText(issue: QuotationIssue, locale: Locale = "en"): string {
  const { t } = translatorFor(locale);
  const version = t(VERSION_KEYS[issue.version]);
  return issue.kind === "notAPassage"
    ? t("studioServer.quotation.notAPassage", { reference: issue.reference, version })
    : t("studioServer.quotation.notInPassage", { part: issue.part, reference: issue.reference, version });
}

/** Null when the quotation is word for word (see quotationIssue), else why not in English. */
export async function quotationProblem(version: QuotationVersion, quote: string, reference: string, defaultBook: string | null): Promise<string | null> {
  const issue = await quotationIssue(version, quote, reference, defaultBook);
  return issue === null ? null : quotationIssueText(issue);
}

/** Where in a plan a quotation is: the description, or a week's devotional (or one of its questions), memory verse, challenge or Dad's Corner. */
export type QuotationPlace =
  | { part: "description" }
  | { part: "devotional" | "memoryVerse" | "challenge" | "dadsCorner"; week: number }
  | { part: "question"; week: number; question: number };

const PLACE_KEYS = {
  description: "studioServer.quotation.whereDescription",
  devotional: "studioServer.quotation.whereDevotional",
  question: "studioServer.quotation.whereQuestion",
  memoryVerse: "studioServer.quotation.whereMemoryVerse",
  challenge: "studioServer.quotation.whereChallenge",
  dadsCorner: "studioServer.quotation.whereDadsCorner",
} as const;

/** Where in the plan, for a reader of `locale`: "week 2 devotional". */
export function placeText(place: QuotationPlace, locale: Locale = "en"): string {
  const { t } = translatorFor(locale);
  if (place.part === "description") return t(PLACE_KEYS.description);
  if (place.part === "question") return t(PLACE_KEYS.question, { week: place.week, question: place.question });
  return t(PLACE_KEYS[place.part], { week: place.week });
}

export interface Quotation {
  /** Where in the plan, in English: "week 2 devotional". */
  where: string;
  place: QuotationPlace;
  quote: string;
  /** The reference in brackets after it; null when none follows. */
  reference: string | null;
  defaultBook: string | null;
}

/** The texts of a plan that may quote scripture, whatever shape the plan is stored in. */
export interface QuotingPlan {
  description?: string | null;
  devotionals: readonly {
    weekNumber: number;
    scriptureReference: string;
    content: string;
    memoryVerse?: string | null;
    discussionQuestions: readonly string[];
  }[];
  challenges: readonly { weekNumber: number; description: string }[];
  dadsCorner: readonly { weekNumber: number; content: string }[];
}

/** Every double-quoted passage of a plan's texts with the reference that follows it (if any), memory verses included. */
export function quotationsOf(plan: QuotingPlan): Quotation[] {
  const texts: { place: QuotationPlace; text: string; defaultBook: string | null }[] = [];
  if (plan.description) texts.push({ place: { part: "description" }, text: plan.description, defaultBook: null });
  const found: Quotation[] = [];
  for (const d of plan.devotionals) {
    const book = bookOf(d.scriptureReference);
    const week = d.weekNumber;
    texts.push({ place: { part: "devotional", week }, text: d.content, defaultBook: book });
    d.discussionQuestions.forEach((question, index) =>
      texts.push({ place: { part: "question", week, question: index + 1 }, text: question, defaultBook: book }),
    );
    const memory = d.memoryVerse ? MEMORY_VERSE.exec(d.memoryVerse) : null;
    if (memory) {
      const place: QuotationPlace = { part: "memoryVerse", week };
      found.push({ where: placeText(place), place, quote: memory[1] ?? "", reference: memory[2]?.trim() ?? null, defaultBook: null });
    }
  }
  for (const c of plan.challenges) texts.push({ place: { part: "challenge", week: c.weekNumber }, text: c.description, defaultBook: null });
  for (const e of plan.dadsCorner) texts.push({ place: { part: "dadsCorner", week: e.weekNumber }, text: e.content, defaultBook: null });
  for (const { place, text, defaultBook } of texts) {
    for (const match of text.matchAll(QUOTATION)) {
      found.push({ where: placeText(place), place, quote: match[1] ?? "", reference: match[3]?.trim() ?? null, defaultBook });
    }
  }
  return found;
}

export interface QuotationMismatch extends Quotation {
  reference: string;
  /** Why, in English. */
  problem: string;
  issue: QuotationIssue;
}

/** The referenced quotations of a plan that are not word for word in its language's version, in the plan's order. */
export async function quotationMismatches(language: Language, plan: QuotingPlan): Promise<QuotationMismatch[]> {
  const version = QUOTATION_VERSION[language];
  const mismatches: QuotationMismatch[] = [];
  for (const quotation of quotationsOf(plan)) {
    if (quotation.reference === null) continue;
    const issue = await quotationIssue(version, quotation.quote, quotation.reference, quotation.defaultBook);
    if (issue !== null) mismatches.push({ ...quotation, reference: quotation.reference, problem: quotationIssueText(issue), issue });
  }
  return mismatches;
}
