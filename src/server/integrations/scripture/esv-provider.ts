// English Standard Version through Crossway's ESV API (passage text endpoint).
// https://api.esv.org/docs/passage-text/
import { bookById } from "./book-data.ts";
import type { BibleBook } from "./book-data.ts";
import { countVerses, parseReference } from "./reference.ts";
import type { ParsedReference } from "./reference.ts";
import { ScriptureError } from "./types.ts";
import type { ScriptureLogger, ScripturePassage, ScriptureProvider } from "./types.ts";

export const ESV_NOTICE =
  "Scripture quotations are from the ESV® Bible (The Holy Bible, English Standard Version®), © 2001 by Crossway, a publishing ministry of Good News Publishers. Used by permission. All rights reserved.";

export const ESV_DEFAULT_BASE_URL = "https://api.esv.org";
export const ESV_DEFAULT_TIMEOUT_MS = 5000;
/** Crossway's terms: no more than 500 verses, nor more than half of any book, held at once. */
export const ESV_MAX_CACHED_VERSES = 500;

export interface EsvProviderOptions {
  apiKey: string;
  /** Defaults to https://api.esv.org; tests point it at a local stand-in. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  maxCachedVerses?: number;
  logger?: ScriptureLogger;
}

interface CacheEntry {
  readonly passage: ScripturePassage;
  /** Verses held, per ESV book id, counted from the `parsed` ranges ESV returned. */
  readonly versesByBook: ReadonlyMap<number, number>;
  readonly verses: number;
}

/** ESV's plain-text answer; only the fields used here. */
interface EsvTextResponse {
  readonly passages: readonly string[];
  readonly parsed: readonly (readonly [number, number])[];
}

function readEsvResponse(body: unknown): EsvTextResponse | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { passages, parsed } = body as { passages?: unknown; parsed?: unknown };
  if (!Array.isArray(passages) || !passages.every((p): p is string => typeof p === "string")) return undefined;
  const ranges: (readonly [number, number])[] = [];
  if (Array.isArray(parsed)) {
    for (const item of parsed) {
      if (Array.isArray(item) && item.length === 2 && Number.isInteger(item[0]) && Number.isInteger(item[1])) {
        ranges.push([item[0] as number, item[1] as number]);
      }
    }
  }
  return { passages, parsed: ranges };
}

/** ESV verse ids are BBCCCVVV, e.g. 43011035 for John 11:35. */
function splitVerseId(id: number): { book: BibleBook | undefined; chapter: number; verse: number } {
  return { book: bookById(Math.floor(id / 1_000_000)), chapter: Math.floor(id / 1000) % 1000, verse: id % 1000 };
}

/**
 * Counts the verses ESV actually returned, per book. Falls back to our own parse when `parsed`
 * is missing or odd, so a malformed answer can never make the cache under-count.
 */
function countEsvVerses(parsedIds: EsvTextResponse["parsed"], fallback: ParsedReference): Map<number, number> {
  const byBook = new Map<number, number>();
  for (const [startId, endId] of parsedIds) {
    const start = splitVerseId(startId);
    const end = splitVerseId(endId);
    if (start.book === undefined || start.book !== end.book || endId < startId) continue;
    const n = countVerses(start.book, { start, end });
    byBook.set(start.book.id, (byBook.get(start.book.id) ?? 0) + n);
  }
  const total = [...byBook.values()].reduce((a, b) => a + b, 0);
  if (total < fallback.verseCount) return new Map([[fallback.book.id, fallback.verseCount]]);
  return byBook;
}

/**
 * ESV's plain text indents every line (poetry more deeply) and ends with blank lines. Trailing
 * space and outer blank lines go; the common indent goes too, so the first line is not shifted
 * left of the rest while poetry keeps its relative indentation.
 */
function tidyPassageText(passages: readonly string[]): string {
  const lines = passages
    .join("\n\n")
    .split("\n")
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === "") lines.shift();
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  const indents = lines.filter((l) => l !== "").map((l) => l.length - l.trimStart().length);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines
    .map((l) => l.slice(common))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}

export class EsvProvider implements ScriptureProvider {
  readonly source = "esv";
  readonly #apiKey: string;
  readonly #endpoint: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #maxCachedVerses: number;
  readonly #logger: ScriptureLogger | undefined;
  // A Map iterates in insertion order; re-inserting on every hit makes the first key the least
  // recently used one.
  readonly #cache = new Map<string, CacheEntry>();
  readonly #cachedByBook = new Map<number, number>();
  #cachedVerses = 0;
  // Concurrent requests for the same passage share one upstream call.
  readonly #inFlight = new Map<string, Promise<ScripturePassage>>();

  constructor(options: EsvProviderOptions) {
    this.#apiKey = options.apiKey;
    this.#endpoint = `${(options.baseUrl ?? ESV_DEFAULT_BASE_URL).replace(/\/+$/, "")}/v3/passage/text/`;
    const fetchImpl = options.fetchImpl ?? fetch;
    // Called unbound: some fetch implementations reject being called as a method of another object.
    this.#fetch = (input, init) => fetchImpl(input, init);
    this.#timeoutMs = options.timeoutMs ?? ESV_DEFAULT_TIMEOUT_MS;
    this.#maxCachedVerses = Math.min(options.maxCachedVerses ?? ESV_MAX_CACHED_VERSES, ESV_MAX_CACHED_VERSES);
    this.#logger = options.logger;
  }

  /** Verses currently cached; exposed for tests and diagnostics. */
  get cachedVerseCount(): number {
    return this.#cachedVerses;
  }

  async getPassage(reference: string): Promise<ScripturePassage> {
    // Validating first means garbage never reaches ESV, and equivalent spellings ("Ps 23",
    // "psalm 23") share one canonical query and one cache entry.
    const parsed = parseReference(reference);
    const key = parsed.canonical;
    const hit = this.#cache.get(key);
    if (hit !== undefined) {
      this.#cache.delete(key);
      this.#cache.set(key, hit);
      return hit.passage;
    }
    let pending = this.#inFlight.get(key);
    if (pending === undefined) {
      pending = this.#fetchPassage(parsed).finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  async #fetchPassage(parsed: ParsedReference): Promise<ScripturePassage> {
    const url = new URL(this.#endpoint);
    url.search = new URLSearchParams({
      q: parsed.canonical,
      "include-headings": "false",
      "include-footnotes": "false",
      "include-short-copyright": "false",
      "include-passage-references": "false",
    }).toString();

    let body: unknown;
    try {
      const response = await this.#fetch(url, {
        headers: { Authorization: `Token ${this.#apiKey}`, Accept: "application/json" },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      if (!response.ok) {
        // 401/403 mean a bad key; the operator needs to see that, the user does not.
        this.#logger?.warn({ status: response.status, reference: parsed.canonical }, "ESV API answered with an error status");
        await response.body?.cancel().catch(() => undefined);
        throw new ScriptureError("upstream", `The ESV API answered with status ${response.status}.`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof ScriptureError) throw error;
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const message = timedOut ? `The ESV API did not answer within ${this.#timeoutMs} ms.` : "The ESV API could not be reached or sent an unreadable answer.";
      this.#logger?.warn({ err: error, reference: parsed.canonical }, message);
      throw new ScriptureError("upstream", message, { cause: error });
    }

    const answer = readEsvResponse(body);
    if (answer === undefined) {
      this.#logger?.warn({ reference: parsed.canonical }, "ESV API answer has no passages list");
      throw new ScriptureError("upstream", "The ESV API sent an answer in an unexpected format.");
    }
    const text = tidyPassageText(answer.passages);
    if (text === "") throw new ScriptureError("not-found", `${parsed.canonical} was not found in the ESV.`);

    const passage: ScripturePassage = { reference: parsed.canonical, text, source: "esv", notice: ESV_NOTICE };
    this.#remember(parsed.canonical, passage, countEsvVerses(answer.parsed, parsed));
    return passage;
  }

  #remember(key: string, passage: ScripturePassage, versesByBook: Map<number, number>): void {
    const verses = [...versesByBook.values()].reduce((a, b) => a + b, 0);
    // A passage that alone breaks a limit is served but never stored.
    if (verses > this.#maxCachedVerses) return;
    for (const [bookId, n] of versesByBook) if (n > this.#bookLimit(bookId)) return;

    const stale = this.#cache.get(key);
    if (stale !== undefined) this.#evict(key, stale);
    this.#cache.set(key, { passage, versesByBook, verses });
    this.#cachedVerses += verses;
    for (const [bookId, n] of versesByBook) this.#cachedByBook.set(bookId, (this.#cachedByBook.get(bookId) ?? 0) + n);

    for (const [oldKey, entry] of this.#cache) {
      if (oldKey === key) continue;
      const overTotal = this.#cachedVerses > this.#maxCachedVerses;
      // Only the new entry's books can have gone over their limit.
      const booksOver = [...versesByBook.keys()].filter((id) => (this.#cachedByBook.get(id) ?? 0) > this.#bookLimit(id));
      if (!overTotal && booksOver.length === 0) break;
      const evictingHelps = overTotal || booksOver.some((id) => entry.versesByBook.has(id));
      if (evictingHelps) this.#evict(oldKey, entry);
    }
  }

  /** Half of the book, rounded down, per Crossway's terms. */
  #bookLimit(bookId: number): number {
    return Math.floor((bookById(bookId)?.verseTotal ?? 0) / 2);
  }

  #evict(key: string, entry: CacheEntry): void {
    this.#cache.delete(key);
    this.#cachedVerses -= entry.verses;
    for (const [bookId, n] of entry.versesByBook) {
      const left = (this.#cachedByBook.get(bookId) ?? 0) - n;
      if (left > 0) this.#cachedByBook.set(bookId, left);
      else this.#cachedByBook.delete(bookId);
    }
  }
}
