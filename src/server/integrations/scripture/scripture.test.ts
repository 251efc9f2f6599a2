import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeEsvServer } from "../../../../tests/support/fake-esv-server.ts";
import type { FakeEsvServer } from "../../../../tests/support/fake-esv-server.ts";
import { ESV_NOTICE, KJV_NOTICE, ScriptureError, createScriptureProvider, isScriptureError } from "./scripture.ts";

let server: FakeEsvServer;

beforeAll(async () => {
  server = await startFakeEsvServer({ apiKey: "factory-key" });
});

afterAll(async () => {
  await server.close();
});

describe("createScriptureProvider", () => {
  it("uses the ESV when a key is configured", async () => {
    const logger = { warn: vi.fn<(obj: object, msg: string) => void>() };
    const provider = createScriptureProvider({ esvApiKey: " factory-key ", esvBaseUrl: server.baseUrl, logger });
    expect(provider.source).toBe("esv");
    const passage = await provider.getPassage("John 11:35");
    expect(passage).toMatchObject({ source: "esv", notice: ESV_NOTICE, text: "[35] Jesus wept." });
    expect(server.requests.at(-1)?.authorization).toBe("Token factory-key");
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("falls back to the bundled KJV without a key, and says so once", async () => {
    for (const esvApiKey of [undefined, "", "   "]) {
      const logger = { warn: vi.fn<(obj: object, msg: string) => void>() };
      const provider = createScriptureProvider({ esvApiKey, logger });
      expect(provider.source).toBe("kjv");
      expect(logger.warn).toHaveBeenCalledOnce();
      const passage = await provider.getPassage("John 15:13");
      expect(passage).toMatchObject({ source: "kjv", notice: KJV_NOTICE });
      expect(passage.text).toContain("Greater love hath no man than this");
    }
    expect(createScriptureProvider().source).toBe("kjv");
  });

  it("rejects only with ScriptureError", async () => {
    const error: unknown = await createScriptureProvider()
      .getPassage("not a verse")
      .catch((e: unknown) => e);
    expect(isScriptureError(error)).toBe(true);
    expect(error).toBeInstanceOf(ScriptureError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ScriptureError).kind).toBe("invalid-reference");
  });
});
