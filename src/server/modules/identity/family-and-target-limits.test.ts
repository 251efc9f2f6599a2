// Limits counted per account or per caller's address alone are beaten by free accounts
// (each son a dad adds) and by many addresses. A family — a dad and every son he added — shares one budget of
// group-code guesses and assistant messages; e-mail sign-in codes are counted per target address; registration's
// "address taken" answer is counted per target address and per caller's address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, chatThreads } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { CHAT_LIMITS } from "../../../shared/schemas/chat.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../../../../tests/support/fake-openai-server.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { registerDad, registerFamily, TEST_PASSWORD, uniqueEmail, type Actor } from "../../../../tests/support/actors.ts";
import { JOIN_RATE_LIMIT } from "../groups/groups.routes.ts";
import { TARGET_LIMITS } from "./sign-in-limits.ts";

let t: TestApp;
/** The same database without limits, where accounts are made so registration's own limit stays out of the way. */
let seeder: TestApp;
let openai: FakeOpenAI;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  const assistant = { OPENAI_BASE_URL: openai.baseUrl, OPENAI_API_KEY: "test-key" };
  t = await createTestApp({ RATE_LIMIT: "1", ...assistant });
  seeder = await createTestApp({ RATE_LIMIT: "0", ...assistant }, { sameDatabaseAs: t });
});
afterAll(async () => {
  await seeder?.close();
  await t?.close();
  await openai?.close();
});

let addressCounter = 10;
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function post(url: string, payload: Record<string, unknown>, remoteAddress: string) {
  return t.rawInject({ method: "POST", url, remoteAddress, headers: { origin: TEST_ORIGIN, "content-type": "application/json" }, payload });
}

/** The same person on the limited app (actors made on the seeder talk to the seeder). */
function onLimitedApp(actor: Actor): Actor {
  const request: Actor["request"] = (options) => t.app.inject({ ...options, headers: { cookie: actor.cookie, ...(options.headers ?? {}) } });
  return { ...actor, request, post: (url, payload) => request({ method: "POST", url, payload: payload as string }) } as Actor;
}

describe("a family shares one budget", () => {
  it("of group-code guesses: a son's guesses count against his dad's", async () => {
    const family = await registerFamily(seeder);
    const dad = onLimitedApp(family.dad);
    const son = onLimitedApp(family.son);
    const wrong = { code: "ZZZZ99" };
    for (let i = 0; i < 6; i++) expect((await dad.post("/api/groups/join", wrong)).statusCode).toBe(404);
    for (let i = 0; i < JOIN_RATE_LIMIT.max - 6; i++) expect((await son.post("/api/groups/join", wrong)).statusCode).toBe(404);
    // The family's tenth guess is spent: the son (on his 5th of his own) is refused, and so is his dad.
    const refused = await son.post("/api/groups/join", wrong);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await dad.post("/api/groups/join", wrong)).statusCode).toBe(429);
    // Another family is not affected.
    const other = onLimitedApp((await registerFamily(seeder)).dad);
    expect((await other.post("/api/groups/join", wrong)).statusCode).toBe(404);
  });

  it("of assistant messages: a son's messages count against his dad's", async () => {
    const family = await registerFamily(seeder);
    expect((await family.dad.put(`/api/family/sons/${family.son.id}/assistant`, { enabled: true })).statusCode).toBe(200);
    // The dad used his own budget, the son half of his: together the family's.
    const recent = async (userId: string, n: number) => {
      const [thread] = await t.db.insert(chatThreads).values({ userId, lastMessage: "recent" }).returning({ id: chatThreads.id });
      await t.db.insert(chatMessages).values(Array.from({ length: n }, () => ({ threadId: thread?.id ?? 0, role: "user" as const, content: "recent" })));
    };
    await recent(family.dad.id, CHAT_LIMITS.messagesPerUser);
    await recent(family.son.id, CHAT_LIMITS.messagesPerFamily - CHAT_LIMITS.messagesPerUser);
    const refused = await family.son.post("/api/chat/messages", { content: "One more question" });
    expect(refused.statusCode).toBe(429);
    // A dad alone still has his own 20.
    const lone = await registerDad(seeder);
    await recent(lone.id, CHAT_LIMITS.messagesPerUser - 1);
    expect((await lone.post("/api/chat/messages", { content: "Still fine" })).statusCode).toBe(200);
  });
});

describe("what an outsider aims at is counted per target", () => {
  it("e-mail sign-in codes: a sixth code for one address in an hour is refused, whatever addresses ask", async () => {
    const dad = await registerDad(seeder);
    const ask = () => post("/api/auth/email-otp/send-verification-otp", { email: dad.email, type: "sign-in" }, freshAddress());
    for (let i = 0; i < TARGET_LIMITS.emailCodeSendsPerTarget.max; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_REQUESTS");
  });

  it("e-mail sign-in codes: wrong codes for one address from many addresses are refused after ten", async () => {
    const dad = await registerDad(seeder);
    const tryCode = () => post("/api/auth/sign-in/email-otp", { email: dad.email, otp: "000000" }, freshAddress());
    for (let i = 0; i < TARGET_LIMITS.emailCodeFailuresPerTarget.max; i++) expect((await tryCode()).statusCode).not.toBe(429);
    expect((await tryCode()).statusCode).toBe(429);
  });

  it("registration: 'address taken' keeps the spec's message, then is refused per target address and per caller", async () => {
    const taken = await registerDad(seeder);
    const register = (email: string, address: string) =>
      post("/api/accounts/register", { fullName: "Curious", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, includeSon: false }, address);
    for (let i = 0; i < TARGET_LIMITS.takenAddressPerTarget.max; i++) {
      const answer = await register(taken.email, freshAddress());
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe(messages.emailAlreadyRegistered);
    }
    expect((await register(taken.email, freshAddress())).statusCode).toBe(429);

    // One caller probing many addresses: past ten "taken" answers, even a free address gets 429 from him.
    const caller = freshAddress();
    for (let i = 0; i < TARGET_LIMITS.takenAddressPerCaller.max; i++) {
      const someone = await registerDad(seeder);
      expect((await register(someone.email, caller)).statusCode).toBe(409);
    }
    expect((await register(uniqueEmail("free"), caller)).statusCode).toBe(429);
    expect((await register(uniqueEmail("free"), freshAddress())).statusCode).toBe(201);
  });
});
