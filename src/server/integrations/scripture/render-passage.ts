// The plain-text shape every bundled Bible renders to, so the popup and Listen look alike whatever the version.
import { spansSeveralChapters, versesInChapter } from "./reference.ts";
import type { BibleBook } from "./book-data.ts";
import type { ParsedReference } from "./reference.ts";

/** One verse as a bundled Bible stores it: its text and whether a paragraph starts with it. */
export interface BundledVerse {
  text: string;
  newParagraph: boolean;
}

export type VerseLookup = (book: BibleBook, chapter: number, verse: number) => BundledVerse | undefined;

/**
 * Renders verses as "[16] And David..." (the ESV API's plain-text style, so all sources look alike). When a
 * passage touches more than one chapter, the first verse shown from each chapter is labelled "[2:1]" so the chapter
 * change is visible. Paragraphs (the source's marks and chapter starts) and separate list items are separated by a
 * blank line. A verse the version does not have (3 John 1:15 outside the ESV) is skipped.
 */
export function renderPassage(lookup: VerseLookup, parsed: ParsedReference): string {
  const { book, ranges } = parsed;
  const labelChapters = spansSeveralChapters(ranges);
  const blocks: string[] = [];
  for (const range of ranges) {
    const paragraphs: string[][] = [];
    let lastChapter: number | undefined;
    for (let chapter = range.start.chapter; chapter <= range.end.chapter; chapter++) {
      const first = chapter === range.start.chapter ? range.start.verse : 1;
      const last = chapter === range.end.chapter ? range.end.verse : versesInChapter(book, chapter);
      for (let verse = first; verse <= last; verse++) {
        const found = lookup(book, chapter, verse);
        if (found === undefined) continue;
        const chapterChanged = chapter !== lastChapter;
        lastChapter = chapter;
        const label = labelChapters && chapterChanged ? `${chapter}:${verse}` : `${verse}`;
        const current = paragraphs.at(-1);
        // Chapter starts open a paragraph whether or not the source marks one.
        if (current === undefined || found.newParagraph || chapterChanged) paragraphs.push([`[${label}] ${found.text}`]);
        else current.push(`[${label}] ${found.text}`);
      }
    }
    if (paragraphs.length > 0) blocks.push(paragraphs.map((p) => p.join(" ")).join("\n\n"));
  }
  return blocks.join("\n\n");
}
