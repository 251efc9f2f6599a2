import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESV_NOTICE, KJV_NOTICE } from "../../integrations/scripture/scripture.ts";
import { messages } from "../../../shared/messages.ts";
import { createTestApp, type TestApp, testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { fakePassage, startFakeEsvServer, type FakeEsvServer } from "../../../../tests/support/fake-esv-server.ts";

const scripture = (actor: Actor, reference: string) => actor.get(`/api/scripture?reference=${encodeURIComponent(reference)}`);

describe("GET /api/scripture without an ESV key (bundled KJV)", () => {
  const t = testAppForFile();
  let son: Actor;
  beforeAll(async () => {
    ({ son } = await registerFamily(t));
  });

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

  it("offers the ESV as a version and its default; a reader who picks a bundled one reads it without asking the ESV", async () => {
    const answer = (await dad.get("/api/scripture/version")).json() as { version: string; chosen: boolean; choices: { version: string }[] };
    expect(answer).toMatchObject({ version: "esv", chosen: false });
    expect(answer.choices.map((c) => c.version)).toEqual(["kjv", "web", "rv1909", "esv"]);
    expect((await dad.put("/api/scripture/version", { version: "rv1909" })).statusCode).toBe(200);
    const before = esv.requests.length;
    const passage = await scripture(dad, "Juan 3:16");
    expect(passage.json()).toMatchObject({ source: "rv1909", reference: "John 3:16" });
    expect(esv.requests.length).toBe(before);
    expect((await dad.put("/api/scripture/version", { version: "esv" })).json()).toMatchObject({ version: "esv", chosen: true });
    expect((await scripture(dad, "John 15:13")).json().source).toBe("esv");
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

describe("each reader's Bible version", () => {
  const t = testAppForFile();
  let dad: Actor;
  let son: Actor;
  let youngSon: Actor;
  beforeAll(async () => {
    ({ dad, son } = await registerFamily(t, { sonAgeBand: "13_plus" }));
    ({ son: youngSon } = await registerFamily(t, { sonAgeBand: "under_13" }));
  });

  const version = async (actor: Actor) =>
    (await actor.get("/api/scripture/version")).json() as { version: string; chosen: boolean; choices: { version: string }[] };

  it("defaults a son under 13 to the World English Bible and everyone else to the KJV; the ESV is offered only with a key", async () => {
    expect(await version(youngSon)).toMatchObject({ version: "web", chosen: false });
    expect(await version(dad)).toMatchObject({ version: "kjv", chosen: false });
    expect((await version(dad)).choices.map((c) => c.version)).toEqual(["kjv", "web", "rv1909"]);
    const passage = await scripture(youngSon, "John 3:16");
    expect(passage.json()).toMatchObject({ source: "web", reference: "John 3:16" });
    expect(passage.json().text).toContain("For God so loved the world, that he gave his only born Son");
  });

  it("defaults one who reads StrongBond in Spanish to the Reina-Valera 1909, whatever his age", async () => {
    const { dad: spanishDad, son: spanishSon } = await registerFamily(t, { sonAgeBand: "under_13" });
    for (const reader of [spanishDad, spanishSon]) expect((await reader.put("/api/account/language", { language: "es" })).statusCode).toBe(200);
    expect(await version(spanishDad)).toMatchObject({ version: "rv1909", chosen: false });
    expect(await version(spanishSon)).toMatchObject({ version: "rv1909", chosen: false });
    expect((await scripture(spanishSon, "Juan 3:16")).json()).toMatchObject({ source: "rv1909" });
  });

  it("serves the popup in the version he chooses, and Spanish references too", async () => {
    const saved = await son.put("/api/scripture/version", { version: "rv1909" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: "rv1909", chosen: true });
    const passage = await scripture(son, "Juan 3:16");
    expect(passage.json()).toMatchObject({ source: "rv1909", reference: "John 3:16" });
    expect(passage.json().text).toMatch(/^\[16\] Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito/);
    expect((await scripture(son, "1 Crónicas 17:16")).json().source).toBe("rv1909");
  });

  it("refuses an unknown code or the ESV without a key with a 400 and stores nothing", async () => {
    for (const body of [{ version: "niv" }, { version: "" }, {}, { version: "esv" }, { version: "KJV" }, { version: ["web"] }]) {
      const response = await dad.put("/api/scripture/version", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toHaveProperty("version");
    }
    expect((await dad.put("/api/scripture/version", { version: "niv" })).json().error.fields.version).toBe("Choose one of the Bible versions offered");
    expect(await version(dad)).toMatchObject({ version: "kjv", chosen: false });
  });

  it("changes only his own choice: another person's cannot be named, and signed-out callers are refused", async () => {
    await youngSon.put("/api/scripture/version", { version: "kjv" });
    const response = await dad.put("/api/scripture/version", { version: "web", userId: "someone-else", sonId: "someone-else" });
    expect(response.statusCode).toBe(200);
    expect(await version(youngSon)).toMatchObject({ version: "kjv", chosen: true });
    expect(await version(son)).toMatchObject({ version: "rv1909" });
    expect(await version(dad)).toMatchObject({ version: "web", chosen: true });
    expect((await t.app.inject({ method: "PUT", url: "/api/scripture/version", payload: { version: "web" } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/scripture/version" })).statusCode).toBe(401);
  });
});
