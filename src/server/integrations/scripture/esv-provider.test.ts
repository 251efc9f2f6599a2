import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakePassage, startFakeEsvServer } from "../../../../tests/support/fake-esv-server.ts";
import type { FakeEsvServer } from "../../../../tests/support/fake-esv-server.ts";
import { ESV_DEFAULT_TIMEOUT_MS, ESV_NOTICE, EsvProvider } from "./esv-provider.ts";
import type { EsvProviderOptions } from "./esv-provider.ts";
import { ScriptureError } from "./types.ts";
import { rejectionOf } from "../../../../tests/support/rejection.ts";

const API_KEY = "test-esv-key-123";

// Whole chapters whose sizes add up to just over the 500-verse cache cap:
// 176 + 89 + 80 + 81 + 75 = 501. ESV book numbers: Psalms 19, Numbers 4, Luke 42,
// 1 Chronicles 13, Matthew 40, Jude 65.
const BIG = {
  psalm119: fakePassage("Psalm 119", 19, 119, 1, 176),
  numbers7: fakePassage("Numbers 7", 4, 7, 1, 89),
  luke1: fakePassage("Luke 1", 42, 1, 1, 80),
  chronicles6: fakePassage("1 Chronicles 6", 13, 6, 1, 81),
  matthew26: fakePassage("Matthew 26", 40, 26, 1, 75),
};

let server: FakeEsvServer;

beforeAll(async () => {
  server = await startFakeEsvServer({
    apiKey: API_KEY,
    passages: {
      ...Object.fromEntries(Object.values(BIG).map((p) => [p.canonical, p])),
      "Jude 1-6": fakePassage("Jude 1-6", 65, 1, 1, 6),
      "Jude 7-12": fakePassage("Jude 7-12", 65, 1, 7, 12),
      "Jude 13": fakePassage("Jude 13", 65, 1, 13, 13),
      "Jude 1-13": fakePassage("Jude 1-13", 65, 1, 1, 13),
      "Psalm 23:1-2": {
        canonical: "Psalm 23:1–2",
        parsed: [[19023001, 19023002]],
        passages: [
          "  [1] The LORD is my shepherd; I shall not want.\n\n    [2] He makes me lie down in green pastures.\n        He leads me beside still waters.\n\n",
        ],
      },
    },
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.failWith(undefined);
  server.setDelay(0);
});

function makeLogger(): { warn: ReturnType<typeof vi.fn<(obj: object, msg: string) => void>> } {
  return { warn: vi.fn<(obj: object, msg: string) => void>() };
}

function provider(overrides: Partial<EsvProviderOptions> = {}): EsvProvider {
  return new EsvProvider({ apiKey: API_KEY, baseUrl: server.baseUrl, ...overrides });
}

/** Passage requests the fake ESV received since the counter was made or last read. */
function fetchCounter(): () => number {
  let seen = server.passageRequestCount;
  return () => {
    const n = server.passageRequestCount - seen;
    seen = server.passageRequestCount;
    return n;
  };
}

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, ScriptureError);

describe("EsvProvider talking to the ESV passage-text endpoint", () => {
  it("asks for the canonical reference with the key and the agreed options", async () => {
    const before = server.requests.length;
    const passage = await provider().getPassage("jn 11:35");
    expect(passage).toEqual({ reference: "John 11:35", text: "[35] Jesus wept.", source: "esv", notice: ESV_NOTICE });

    const request = server.requests.at(-1);
    expect(server.requests.length).toBe(before + 1);
    expect(request?.path).toBe("/v3/passage/text/");
    expect(request?.authorization).toBe(`Token ${API_KEY}`);
    expect(request?.params).toEqual({
      q: "John 11:35",
      "include-headings": "false",
      "include-footnotes": "false",
      "include-short-copyright": "false",
      "include-passage-references": "false",
    });
  });

  it("shows the ESV copyright notice word for word", () => {
    expect(ESV_NOTICE).toBe(
      "Scripture quotations are from the ESV® Bible (The Holy Bible, English Standard Version®), © 2001 by Crossway, a publishing ministry of Good News Publishers. Used by permission. All rights reserved.",
    );
  });

  it("tidies ESV's indentation without flattening poetry", async () => {
    const { text, reference } = await provider().getPassage("Ps 23:1-2");
    expect(reference).toBe("Psalm 23:1-2");
    expect(text).toBe(
      "[1] The LORD is my shepherd; I shall not want.\n\n  [2] He makes me lie down in green pastures.\n      He leads me beside still waters.",
    );
  });

  it("accepts a base URL with a trailing slash", async () => {
    const passage = await provider({ baseUrl: `${server.baseUrl}/` }).getPassage("John 11:35");
    expect(passage.text).toBe("[35] Jesus wept.");
  });

  it("never sends an invalid reference upstream", async () => {
    const before = server.requests.length;
    const esv = provider();
    for (const input of ["Hezekiah 1:1", "John 22", "DROP TABLE", "", "Genesis"]) {
      expect((await rejection(esv.getPassage(input))).kind).toBe("invalid-reference");
    }
    expect(server.requests.length).toBe(before);
  });

  it("reports an empty passages list as not-found and does not cache it", async () => {
    const esv = provider();
    const before = server.passageRequestCount;
    const error = await rejection(esv.getPassage("John 1:1"));
    expect(error.kind).toBe("not-found");
    expect(error.message).toContain("John 1:1");
    await rejection(esv.getPassage("John 1:1"));
    expect(server.passageRequestCount).toBe(before + 2);
  });

  it("turns a server error into upstream, logs it, and recovers afterwards", async () => {
    const logger = makeLogger();
    const esv = provider({ logger });
    server.failWith(500);
    const error = await rejection(esv.getPassage("John 15:13"));
    expect(error.kind).toBe("upstream");
    expect(error.message).toContain("500");
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), expect.any(String));

    server.failWith(undefined);
    const passage = await esv.getPassage("John 15:13");
    expect(passage.text).toContain("Greater love has no one than this");
  });

  it("turns a refused key into upstream without logging the key", async () => {
    const logger = makeLogger();
    const error = await rejection(provider({ apiKey: "wrong-key", logger }).getPassage("John 11:35"));
    expect(error.kind).toBe("upstream");
    expect(error.message).toContain("401");
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain("wrong-key");
    expect(server.requests.at(-1)?.authorization).toBe("Token wrong-key");
  });

  it("gives up on a slow answer after the timeout", async () => {
    server.setDelay(1000);
    const logger = makeLogger();
    const started = Date.now();
    const error = await rejection(provider({ timeoutMs: 100, logger }).getPassage("John 11:35"));
    expect(error.kind).toBe("upstream");
    expect(error.message).toContain("100 ms");
    expect(Date.now() - started).toBeLessThan(900);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(ESV_DEFAULT_TIMEOUT_MS).toBe(5000);
  });

  it("turns an unreachable server, a non-JSON body and a strange body into upstream", async () => {
    const unreachable = new EsvProvider({ apiKey: API_KEY, baseUrl: "http://127.0.0.1:1" });
    expect((await rejection(unreachable.getPassage("John 11:35"))).kind).toBe("upstream");

    const html = provider({ fetchImpl: () => Promise.resolve(new Response("<html>oops</html>", { status: 200 })) });
    expect((await rejection(html.getPassage("John 11:35"))).kind).toBe("upstream");

    const strange = provider({ fetchImpl: () => Promise.resolve(Response.json({ passages: "Jesus wept." })) });
    expect((await rejection(strange.getPassage("John 11:35"))).kind).toBe("upstream");

    const throwing = provider({ fetchImpl: () => Promise.reject(new TypeError("fetch failed")) });
    expect((await rejection(throwing.getPassage("John 11:35"))).kind).toBe("upstream");
  });
});

describe("EsvProvider cache", () => {
  it("answers repeated and equivalent references from memory", async () => {
    const esv = provider();
    const before = server.passageRequestCount;
    const first = await esv.getPassage("John 11:35");
    expect(await esv.getPassage("John 11:35")).toEqual(first);
    expect(await esv.getPassage("  jn 11 : 35 ")).toEqual(first);
    expect(server.passageRequestCount).toBe(before + 1);
    expect(esv.cachedVerseCount).toBe(1);
  });

  it("shares one upstream call between concurrent requests for the same passage", async () => {
    server.setDelay(50);
    const esv = provider();
    const before = server.passageRequestCount;
    const [a, b] = await Promise.all([esv.getPassage("John 15:13"), esv.getPassage("Jn 15:13")]);
    expect(a).toEqual(b);
    expect(server.passageRequestCount).toBe(before + 1);
  });

  it("keeps at most 500 verses, evicting the least recently used passage", async () => {
    const esv = provider();
    const fetched = fetchCounter();

    await esv.getPassage("Psalm 119"); // 176
    await esv.getPassage("Numbers 7"); // 89
    await esv.getPassage("Luke 1"); // 80
    await esv.getPassage("1 Chronicles 6"); // 81
    expect(fetched()).toBe(4);
    expect(esv.cachedVerseCount).toBe(426);

    // Touch Psalm 119 so Numbers 7 becomes the least recently used.
    await esv.getPassage("Psalms 119");
    expect(fetched()).toBe(0);

    await esv.getPassage("Matthew 26"); // 75: 501 would break the cap
    expect(fetched()).toBe(1);
    expect(esv.cachedVerseCount).toBe(501 - 89);

    await esv.getPassage("Psalm 119");
    await esv.getPassage("Luke 1");
    await esv.getPassage("1 Chronicles 6");
    await esv.getPassage("Matthew 26");
    expect(fetched()).toBe(0);

    // Numbers 7 was evicted, so it is fetched again, and something else makes room for it.
    await esv.getPassage("Numbers 7");
    expect(fetched()).toBe(1);
    expect(esv.cachedVerseCount).toBeLessThanOrEqual(500);
  });

  it("never holds more than half of any book", async () => {
    const esv = provider();
    const fetched = fetchCounter();

    // Jude has 25 verses, so at most 12 may be held.
    await esv.getPassage("Jude 1-13");
    await esv.getPassage("Jude 1-13");
    expect(fetched()).toBe(2);
    expect(esv.cachedVerseCount).toBe(0);

    await esv.getPassage("Jude 1-6");
    await esv.getPassage("Jude 7-12");
    expect(esv.cachedVerseCount).toBe(12);
    await esv.getPassage("Jude 13"); // evicts Jude 1-6, the least recently used Jude passage
    expect(fetched()).toBe(3);
    expect(esv.cachedVerseCount).toBe(7);

    await esv.getPassage("Jude 7-12");
    await esv.getPassage("Jude 13");
    expect(fetched()).toBe(0);
    await esv.getPassage("Jude 1-6");
    expect(fetched()).toBe(1);
  });
});
