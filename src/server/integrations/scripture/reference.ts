// Parses human-written scripture references ("1 Chr 17:16-27", "Psalm 23", "Gen 1:31-2:3",
// "John 3:16, 18") into verse ranges validated against the real chapter and verse counts, and
// formats them back into one canonical spelling.
//
// Canonical format (what formatReference and ParsedReference.canonical produce):
// - the book's full display name ("1 Chronicles", "Song of Solomon"); Psalms is written "Psalm"
//   when the whole reference stays inside one psalm ("Psalm 23", "Psalm 119:105") and "Psalms"
//   otherwise ("Psalms 23-24"), as printed Bibles and the ESV do;
// - ASCII hyphen for ranges, ":" between chapter and verse, whole chapters without verses;
// - one-chapter books (Obadiah, Philemon, 2 John, 3 John, Jude) without the chapter ("Jude 3");
// - list items joined by ", " when the next item is more verses, "; " when it is whole chapters.
// parseReference(formatReference(p)) gives p back, so the canonical string is a safe cache key and
// the query sent upstream.
import { findBook } from "./book-data.ts";
import type { BibleBook } from "./book-data.ts";
import { ScriptureError } from "./types.ts";

export interface VersePoint {
  readonly chapter: number;
  readonly verse: number;
}

/** An inclusive range; start <= end. A single verse has start equal to end. */
export interface VerseRange {
  readonly start: VersePoint;
  readonly end: VersePoint;
}

export interface ParsedReference {
  readonly book: BibleBook;
  /** In the order written; at least one. */
  readonly ranges: readonly VerseRange[];
  /** Total verses across all ranges (overlaps counted twice, which only makes the limit stricter). */
  readonly verseCount: number;
  /** See the canonical format at the top of this file. */
  readonly canonical: string;
}

/** Longest passage served at once: Psalm 119 (176 verses) fits; whole books and chapter runs do not. */
export const MAX_PASSAGE_VERSES = 200;

// Real references are short; the cap keeps the regexes cheap on hostile input.
const MAX_INPUT_LENGTH = 120;

function invalid(message: string): ScriptureError {
  return new ScriptureError("invalid-reference", message);
}

export function versesInChapter(book: BibleBook, chapter: number): number {
  return book.verseCounts[chapter - 1] ?? 0;
}

function isSingleChapterBook(book: BibleBook): boolean {
  return book.verseCounts.length === 1;
}

/** Counts verses in a range using the book's chapter sizes. */
export function countVerses(book: BibleBook, range: VerseRange): number {
  if (range.start.chapter === range.end.chapter) return range.end.verse - range.start.verse + 1;
  let total = versesInChapter(book, range.start.chapter) - range.start.verse + 1;
  for (let c = range.start.chapter + 1; c < range.end.chapter; c++) total += versesInChapter(book, c);
  return total + range.end.verse;
}

/** One list item as written: "3", "3:16", "3-4", "3:16-18", "3:16-4:2", "3-4:2". */
interface RawItem {
  readonly from: readonly [number, number | undefined];
  readonly to: readonly [number, number | undefined] | undefined;
}

const NUMBER_PART = String.raw`(\d{1,3})(?::(\d{1,3}))?`;
const ITEM = new RegExp(`^${NUMBER_PART}(?:-${NUMBER_PART})?$`);

function parseItem(text: string, original: string): RawItem {
  const m = ITEM.exec(text);
  if (m === null) throw invalid(`"${original}" is not a scripture reference we can read (try "John 3:16" or "Psalm 23").`);
  const num = (s: string | undefined): number | undefined => (s === undefined ? undefined : Number(s));
  const fromChapter = num(m[1]);
  if (fromChapter === undefined) throw invalid(`"${original}" is missing a chapter number.`);
  const toFirst = num(m[3]);
  return {
    from: [fromChapter, num(m[2])],
    to: toFirst === undefined ? undefined : [toFirst, num(m[4])],
  };
}

function checkChapter(book: BibleBook, chapter: number): void {
  const chapters = book.verseCounts.length;
  if (chapter < 1 || chapter > chapters) {
    throw invalid(`${book.name} has ${chapters} chapter${chapters === 1 ? "" : "s"}; there is no chapter ${chapter}.`);
  }
}

function checkVerse(book: BibleBook, chapter: number, verse: number): void {
  checkChapter(book, chapter);
  const verses = versesInChapter(book, chapter);
  if (verse < 1 || verse > verses) {
    const where = isSingleChapterBook(book) ? book.name : `${book.name} ${chapter}`;
    throw invalid(`${where} has ${verses} verses; there is no verse ${verse}.`);
  }
}

function wholeChapters(book: BibleBook, first: number, last: number): VerseRange {
  checkChapter(book, first);
  checkChapter(book, last);
  if (last < first) throw invalid(`The range "${book.name} ${first}-${last}" runs backwards.`);
  return { start: { chapter: first, verse: 1 }, end: { chapter: last, verse: versesInChapter(book, last) } };
}

/**
 * Turns one written item into a range. `verseContext` is the chapter of the previous item when
 * that item named verses and was joined by a comma: then a bare number means a verse in that
 * chapter ("John 3:16, 18"), as in ordinary citation style. One-chapter books always read bare
 * numbers as verses ("Jude 3").
 */
function resolveItem(book: BibleBook, item: RawItem, verseContext: number | undefined): VerseRange {
  const [a, b] = item.from;
  const bareContext = isSingleChapterBook(book) ? 1 : verseContext;
  let start: VersePoint;
  let startIsWholeChapter = false;
  if (b !== undefined) start = { chapter: a, verse: b };
  else if (bareContext !== undefined) start = { chapter: bareContext, verse: a };
  else {
    start = { chapter: a, verse: 1 };
    startIsWholeChapter = true;
  }

  let end: VersePoint;
  if (item.to === undefined) {
    if (startIsWholeChapter) return wholeChapters(book, a, a);
    end = start;
  } else {
    const [c, d] = item.to;
    if (d !== undefined) end = { chapter: c, verse: d };
    else if (startIsWholeChapter) return wholeChapters(book, a, c);
    // "3:16-18" and "Jude 3-5": the bare end is a verse in the start's chapter.
    else end = { chapter: start.chapter, verse: c };
  }

  checkVerse(book, start.chapter, start.verse);
  checkVerse(book, end.chapter, end.verse);
  if (end.chapter < start.chapter || (end.chapter === start.chapter && end.verse < start.verse)) {
    throw invalid(`The range in "${formatRange(book, { start, end }, false)}" runs backwards.`);
  }
  return { start, end };
}

function isWholeChapterRange(book: BibleBook, range: VerseRange): boolean {
  return range.start.verse === 1 && range.end.verse === versesInChapter(book, range.end.chapter);
}

/** `bareVerses`: the previous item ended in this chapter with verses, so "18" alone is enough. */
function formatRange(book: BibleBook, range: VerseRange, bareVerses: boolean): string {
  const { start, end } = range;
  if (isSingleChapterBook(book)) {
    return start.verse === end.verse ? `${start.verse}` : `${start.verse}-${end.verse}`;
  }
  if (isWholeChapterRange(book, range) && !bareVerses) {
    return start.chapter === end.chapter ? `${start.chapter}` : `${start.chapter}-${end.chapter}`;
  }
  if (start.chapter !== end.chapter) return `${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
  const verses = start.verse === end.verse ? `${start.verse}` : `${start.verse}-${end.verse}`;
  return bareVerses ? verses : `${start.chapter}:${verses}`;
}

/** Whether the ranges touch more than one chapter. */
export function spansSeveralChapters(ranges: readonly VerseRange[]): boolean {
  return new Set(ranges.flatMap((r) => [r.start.chapter, r.end.chapter])).size > 1;
}

function displayBookName(book: BibleBook, ranges: readonly VerseRange[]): string {
  if (book.name !== "Psalms") return book.name;
  return spansSeveralChapters(ranges) ? "Psalms" : "Psalm";
}

/** The canonical spelling of a book and ranges (see the top of this file). */
export function formatReference(book: BibleBook, ranges: readonly VerseRange[]): string {
  const name = displayBookName(book, ranges);
  const single = isSingleChapterBook(book);
  if (single && ranges.length === 1 && ranges[0] !== undefined && isWholeChapterRange(book, ranges[0])) return name;
  let out = "";
  let previous: VerseRange | undefined;
  for (const range of ranges) {
    if (previous === undefined) {
      out = formatRange(book, range, false);
    } else if (single) {
      out += `, ${formatRange(book, range, false)}`;
    } else if (isWholeChapterRange(book, range) && range.start.chapter !== previous.end.chapter) {
      // A semicolon resets the parser to chapter mode, so "John 3:16; 4" means all of John 4.
      out += `; ${formatRange(book, range, false)}`;
    } else {
      const previousNamedVerses = !isWholeChapterRange(book, previous);
      const bare = previousNamedVerses && range.start.chapter === previous.end.chapter && range.end.chapter === range.start.chapter;
      // A whole chapter right after verses of the same chapter must spell out its verses, or
      // "3:16, 3" would read as verse 3; likewise a whole-chapter item after a whole chapter.
      out += `, ${bare ? formatRange(book, range, true) : formatExplicit(range)}`;
    }
    previous = range;
  }
  return `${name} ${out}`;
}

function formatExplicit(range: VerseRange): string {
  const { start, end } = range;
  if (start.chapter !== end.chapter) return `${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
  return start.verse === end.verse ? `${start.chapter}:${start.verse}` : `${start.chapter}:${start.verse}-${end.verse}`;
}

/**
 * Parses a reference such as "John 15:13", "1 Chronicles 17:16-27", "Genesis 1:31-2:3",
 * "Psalm 23", "ps 23:1-3", "Jn 3:16, 18" or "Jude 3". Throws ScriptureError('invalid-reference')
 * with a message fit to show a user for anything else, including references longer than
 * MAX_PASSAGE_VERSES. Never throws any other error.
 */
export function parseReference(input: string): ParsedReference {
  if (typeof input !== "string") throw invalid("A scripture reference must be text.");
  const trimmed = input.trim();
  if (trimmed === "") throw invalid("The scripture reference is empty.");
  if (trimmed.length > MAX_INPUT_LENGTH) throw invalid("The scripture reference is too long.");

  // Book: an optional leading 1-3, then everything up to the first digit. Roman numerals and
  // ordinals ("II Kings", "First John") are plain letters here and are handled by findBook.
  const m = /^([1-3]?\s*[^\d]+?)\s*(\d[\s\S]*)?$/.exec(trimmed);
  const bookText = m?.[1];
  if (m === null || bookText === undefined) throw invalid(`"${trimmed}" does not start with a book of the Bible.`);
  const book = findBook(bookText);
  if (book === undefined) throw invalid(`"${bookText.trim()}" is not a book of the Bible we recognise.`);

  const numbers = (m[2] ?? "")
    .replace(/[\u2010-\u2015\u2212]/g, "-") // en and em dashes, as printed Bibles and ESV use
    .replace(/(\d)\s*\.\s*(?=\d)/g, "$1:") // "John 3.16"
    .replace(/\s*([:\-,;])\s*/g, "$1")
    .replace(/[,;]+$/, "");

  let ranges: VerseRange[];
  if (numbers === "") {
    // A bare book name means the whole book; only short books get past the verse limit.
    ranges = [wholeChapters(book, 1, book.verseCounts.length)];
  } else {
    if (/\s/.test(numbers)) throw invalid(`"${trimmed}" is not a scripture reference we can read (try "John 3:16" or "Psalm 23").`);
    ranges = [];
    let verseContext: number | undefined;
    // Split keeping separators so a semicolon can reset the verse context.
    const parts = numbers.split(/([,;])/);
    for (let i = 0; i < parts.length; i += 2) {
      const text = parts[i] ?? "";
      const separator = i === 0 ? undefined : parts[i - 1];
      if (separator === ";") verseContext = undefined;
      const item = parseItem(text, trimmed);
      const range = resolveItem(book, item, verseContext);
      ranges.push(range);
      const namedVerses = item.from[1] !== undefined || item.to?.[1] !== undefined || verseContext !== undefined;
      verseContext = namedVerses ? range.end.chapter : undefined;
    }
  }

  const verseCount = ranges.reduce((sum, r) => sum + countVerses(book, r), 0);
  if (verseCount > MAX_PASSAGE_VERSES) {
    throw invalid(`That passage has ${verseCount} verses; at most ${MAX_PASSAGE_VERSES} can be shown at once. Please choose a shorter passage.`);
  }
  return { book, ranges, verseCount, canonical: formatReference(book, ranges) };
}
