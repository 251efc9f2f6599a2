// The public-domain Bibles imported from SWORD modules by scripts/bible-import.ts: one Brotli-compressed
// JSON file per version in ./bibles, read on first use and kept for the life of the process.
import { readFile } from "node:fs/promises";
import { brotliDecompress } from "node:zlib";
import { promisify } from "node:util";
import { parseReference } from "./reference.ts";
import { renderPassage } from "./render-passage.ts";
import type { VerseLookup } from "./render-passage.ts";
import { ScriptureError } from "./types.ts";
import type { ScripturePassage, ScriptureProvider } from "./types.ts";

export type BundledBibleCode = "web" | "rv1909";

/** The file's shape. books[bookId - 1][chapter - 1][verse - 1]; "" for a verse the version leaves out. */
export interface BundledBible {
  code: BundledBibleCode;
  name: string;
  abbreviation: string;
  /** The module's language code ("en", "es"). */
  language: string;
  /** Shown with the text. */
  notice: string;
  /** Where the text came from: the Debian package and the SWORD module with their versions. */
  source: string;
  /** The module's copyright lines (public domain). */
  copyright: string;
  books: string[][][];
}

const decompress = promisify(brotliDecompress);
const loaded = new Map<BundledBibleCode, Promise<BundledBible>>();

async function readBible(code: BundledBibleCode): Promise<BundledBible> {
  const file = new URL(`./bibles/${code}.json.br`, import.meta.url);
  const data = JSON.parse((await decompress(await readFile(file))).toString("utf8")) as BundledBible;
  if (data.code !== code || !Array.isArray(data.books) || data.books.length !== 66) throw new Error(`${file.pathname} is not the ${code} Bible`);
  return data;
}

/** The whole version, read once per process; a failed read is forgotten so the next request can try again. */
export function loadBundledBible(code: BundledBibleCode): Promise<BundledBible> {
  let promise = loaded.get(code);
  if (promise === undefined) {
    promise = readBible(code).catch((error: unknown) => {
      loaded.delete(code);
      throw error;
    });
    loaded.set(code, promise);
  }
  return promise;
}

function lookupIn(bible: BundledBible): VerseLookup {
  return (book, chapter, verse) => {
    const raw = bible.books[book.id - 1]?.[chapter - 1]?.[verse - 1];
    if (raw === undefined || raw === "") return undefined;
    return raw.startsWith("¶") ? { text: raw.slice(1), newParagraph: true } : { text: raw, newParagraph: false };
  };
}

export class BundledBibleProvider implements ScriptureProvider {
  readonly source: BundledBibleCode;

  constructor(code: BundledBibleCode) {
    this.source = code;
  }

  async getPassage(reference: string): Promise<ScripturePassage> {
    const parsed = parseReference(reference);
    let bible: BundledBible;
    try {
      bible = await loadBundledBible(this.source);
    } catch (error) {
      throw new ScriptureError("upstream", "The bundled Bible could not be loaded.", { cause: error });
    }
    const text = renderPassage(lookupIn(bible), parsed);
    if (text === "") throw new ScriptureError("not-found", `${parsed.canonical} is not in the ${bible.name}.`);
    return { reference: parsed.canonical, text, source: this.source, notice: bible.notice };
  }
}
