// A local stand-in for the ESV API passage-text endpoint (https://api.esv.org/docs/passage-text/),
// served by a real node:http server on a free port so the provider's HTTP code runs unchanged.
// It checks the Authorization header, answers in ESV's JSON shape, can be told to fail or to be
// slow, and records every request so tests can prove what the cache saved.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeEsvPassage {
  canonical: string;
  /** ESV verse-id ranges, BBCCCVVV (John 11:35 is 43011035). */
  parsed: [number, number][];
  passages: string[];
}

export interface FakeEsvRequest {
  path: string;
  /** The q parameter, or undefined when absent. */
  query: string | undefined;
  params: Record<string, string>;
  authorization: string | undefined;
}

export interface FakeEsvServer {
  readonly baseUrl: string;
  /** Every request received, including rejected ones, oldest first. */
  readonly requests: readonly FakeEsvRequest[];
  /** Passage requests that carried the right key (what ESV would count against a quota). */
  readonly passageRequestCount: number;
  /** Answer every request with this status until called with undefined. */
  failWith(status: number | undefined): void;
  /** Wait this long before answering (0 to stop). */
  setDelay(ms: number): void;
  setPassage(query: string, passage: FakeEsvPassage): void;
  close(): Promise<void>;
}

/** ESV verse id for book number (1-66), chapter and verse. */
export function esvVerseId(book: number, chapter: number, verse: number): number {
  return book * 1_000_000 + chapter * 1000 + verse;
}

/**
 * Builds a passage of synthetic verses "[n] Verse n of canonical." laid out as ESV does: each
 * line indented, a blank line at the end.
 */
export function fakePassage(canonical: string, book: number, chapter: number, firstVerse: number, lastVerse: number): FakeEsvPassage {
  const verses: string[] = [];
  for (let v = firstVerse; v <= lastVerse; v++) verses.push(`[${v}] Verse ${v} of ${canonical}.`);
  return {
    canonical,
    parsed: [[esvVerseId(book, chapter, firstVerse), esvVerseId(book, chapter, lastVerse)]],
    passages: [`  ${verses.join(" ")}\n\n`],
  };
}

const DEFAULT_PASSAGES: Record<string, FakeEsvPassage> = {
  "John 11:35": { canonical: "John 11:35", parsed: [[43011035, 43011035]], passages: ["  [35] Jesus wept.\n\n"] },
  "John 15:13": {
    canonical: "John 15:13",
    parsed: [[43015013, 43015013]],
    passages: ["  [13] Greater love has no one than this, that someone lay down his life for his friends.\n\n"],
  },
};

export async function startFakeEsvServer(options: { apiKey: string; passages?: Record<string, FakeEsvPassage> }): Promise<FakeEsvServer> {
  const passages = new Map(Object.entries({ ...DEFAULT_PASSAGES, ...options.passages }));
  const requests: FakeEsvRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let failStatus: number | undefined;
  let delayMs = 0;
  let passageRequestCount = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const params = Object.fromEntries(url.searchParams);
    const authorization = req.headers.authorization;
    const query = url.searchParams.get("q") ?? undefined;
    requests.push({ path: url.pathname, query, params, authorization });

    const send = (status: number, body: unknown): void => {
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };

    const answer = (): void => {
      if (failStatus !== undefined) return send(failStatus, { detail: "Simulated failure." });
      if (authorization !== `Token ${options.apiKey}`) return send(401, { detail: "Invalid token." });
      if (req.method !== "GET" || url.pathname !== "/v3/passage/text/") return send(404, { detail: "Not found." });
      passageRequestCount++;
      const passage = query === undefined ? undefined : passages.get(query);
      send(200, {
        query: query ?? "",
        canonical: passage?.canonical ?? "",
        parsed: passage?.parsed ?? [],
        passage_meta: [],
        passages: passage?.passages ?? [],
      });
    };

    if (delayMs <= 0) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, delayMs);
    timers.add(timer);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    get passageRequestCount() {
      return passageRequestCount;
    },
    failWith(status) {
      failStatus = status;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    setPassage(query, passage) {
      passages.set(query, passage);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
