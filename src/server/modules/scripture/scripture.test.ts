import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESV_NOTICE, KJV_NOTICE } from "../../integrations/scripture/scripture.ts";
import { messages } from "../../../shared/messages.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { fakePassage, startFakeEsvServer, type FakeEsvServer } from "../../../../tests/support/fake-esv-server.ts";

const scripture = (actor: Actor, reference: string) => actor.get(`/api/scripture?reference=${encodeURIComponent(reference)}`);

describe("GET /api/scripture without an ESV key (bundled KJV)", () => {
  let t: TestApp;
  let son: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    ({ son } = await registerFamily(t));
  });
  afterAll(async () => t.close());

  it("answers a single verse with the public-domain notice", async () => {
    const response = await scripture(son, "John 15:13");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reference: "John 15:13", source: "kjv", notice: KJV_NOTICE });
    expect(response.json().text).toContain("Greater love hath no man than this");
  });

  it("answers whole chapters and ranges in numbered books", async () => {
    const psalm = await scripture(son, "Psalm 23");
    expect(psalm.json().reference).toBe("Psalm 23");
    expect(psalm.json().text).toContain("The LORD is my shepherd");
    const chronicles = await scripture(son, "1 Chronicles 17:16-27");
    expect(chronicles.statusCode).toBe(200);
    expect(chronicles.json().reference).toBe("1 Chronicles 17:16-27");
    expect(chronicles.json().text).toMatch(/\[16\][\s\S]*\[27\]/);
  });

  it("refuses an unknown reference with a clear 400, not a crash", async () => {
    const response = await scripture(son, "Hezekiah 4:2");
    expect(response.statusCode).toBe(400);
    const unknownBook = '"Hezekiah" is not a book of the Bible we recognise.';
    expect(response.json().error).toEqual({ code: "VALIDATION_FAILED", message: unknownBook, fields: { reference: unknownBook } });
  });

  it("refuses a missing or blank reference", async () => {
    expect((await son.get("/api/scripture")).statusCode).toBe(400);
    const blank = await scripture(son, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.reference).toBe("A scripture reference is required");
  });

  it("is for signed-in users only", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/scripture?reference=John%2015%3A13" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/scripture with an ESV key", () => {
  let t: TestApp;
  let esv: FakeEsvServer;
  let dad: Actor;
  beforeAll(async () => {
    esv = await startFakeEsvServer({ apiKey: "test-esv-key", passages: { "Psalm 23": fakePassage("Psalm 23", 19, 23, 1, 6) } });
    t = await createTestApp({ ESV_API_KEY: "test-esv-key", ESV_API_URL: esv.baseUrl });
    ({ dad } = await registerFamily(t));
  });
  afterAll(async () => {
    await t.close();
    await esv.close();
  });

  it("serves the ESV text with the ESV copyright notice, through our server with our key", async () => {
    const response = await scripture(dad, "John 15:13");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reference: "John 15:13",
      text: "[13] Greater love has no one than this, that someone lay down his life for his friends.",
      notice: ESV_NOTICE,
      source: "esv",
    });
    expect(esv.requests.at(-1)?.authorization).toBe("Token test-esv-key");
  });

  it("answers 'Failed to load scripture' when the ESV API fails", async () => {
    esv.failWith(500);
    try {
      const response = await scripture(dad, "Psalm 23");
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(messages.scriptureLoadFailed);
    } finally {
      esv.failWith(undefined);
    }
  });
});
