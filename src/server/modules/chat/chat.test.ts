// The assistant end to end: the real app and the real OpenAI SDK against a local server speaking the
// Chat Completions streaming format (tests/support/fake-openai-server.ts).
import { and, count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../shared/constants.ts";
import { messages } from "../../../shared/messages.ts";
import { CHAT_LIMITS, chatText } from "../../../shared/schemas/chat.ts";
import { challenges, chatMessages, chatThreads, dadsCorner, devotionals } from "../../db/schema/index.ts";
import { DAD_PERSONA, readerInstructions, SON_PERSONA } from "../../integrations/assistant/personas.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../../../../tests/support/fake-openai-server.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor, type Family } from "../../../../tests/support/actors.ts";

let fake: FakeOpenAI;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: "test-key", ASSISTANT_MODEL: "test-model" });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.script({});
});

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Parses a text/event-stream body into its events (comments and blank frames skipped). */
function parseEvents(body: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  for (const frame of body.split("\n\n")) {
    let event = "message";
    const data: string[] = [];
    for (const line of frame.split("\n")) {
      if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data.push(line.slice(6));
    }
    if (data.length > 0) events.push({ event, data: JSON.parse(data.join("\n")) as Record<string, unknown> });
  }
  return events;
}

function replyText(events: StreamEvent[]): string {
  return events
    .filter((e) => e.event === "delta")
    .map((e) => String(e.data.text))
    .join("");
}

function send(actor: Actor, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return actor.post("/api/chat/messages", payload);
}

async function threadIdFrom(response: LightMyRequestResponse): Promise<number> {
  const first = parseEvents(response.body)[0];
  const thread = first?.data.thread as { id: number } | undefined;
  if (!thread) throw new Error(`no thread event in ${response.body}`);
  return thread.id;
}

async function messageCount(where?: { threadId?: number }): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(chatMessages)
    .where(where?.threadId === undefined ? undefined : eq(chatMessages.threadId, where.threadId));
  return row?.n ?? 0;
}

async function threadCountOf(userId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(chatThreads).where(eq(chatThreads.userId, userId));
  return row?.n ?? 0;
}

async function enableSon(family: Family): Promise<void> {
  const response = await family.dad.put(`/api/family/sons/${family.son.id}/assistant`, { enabled: true });
  expect(response.statusCode).toBe(200);
}

const lastRequest = () => {
  const body = fake.requests.at(-1)?.body;
  if (!body) throw new Error("the provider received no request");
  return body;
};

describe("sending a message and streaming the reply", () => {
  it("streams the reply as it arrives, then saves it and shows the thread with its preview", async () => {
    const { dad } = await registerFamily(t);
    fake.script({ reply: ["Pray", " together", " at dinner."] });

    const response = await send(dad, { content: "How do I start praying with my son?" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/event-stream");
    // The security headers survive taking the reply over for streaming.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    const events = parseEvents(response.body);
    expect(events.map((e) => e.event)).toEqual(["thread", "delta", "delta", "delta", "done"]);
    expect(replyText(events)).toBe("Pray together at dinner.");
    const done = events.at(-1)?.data as { message: { role: string; content: string }; thread: { preview: string } };
    expect(done.message).toMatchObject({ role: "assistant", content: "Pray together at dinner." });
    expect(done.thread.preview).toBe("Pray together at dinner.");

    const threadId = await threadIdFrom(response);
    const history = (await dad.get(`/api/chat/threads/${threadId}/messages`)).json();
    expect(history.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ["user", "How do I start praying with my son?"],
      ["assistant", "Pray together at dinner."],
    ]);
    const list = (await dad.get("/api/chat/threads")).json();
    expect(list.threads).toHaveLength(1);
    expect(list.threads[0]).toMatchObject({ id: threadId, preview: "Pray together at dinner." });

    const [stored] = await t.db.select({ lastMessage: chatThreads.lastMessage }).from(chatThreads).where(eq(chatThreads.id, threadId));
    expect(stored?.lastMessage).toBe("Pray together at dinner.");
    // The model, the dad persona and an opaque user id (never the account id) reach the provider.
    expect(lastRequest().model).toBe("test-model");
    expect(lastRequest().messages[0]).toEqual({ role: "system", content: DAD_PERSONA });
    expect(lastRequest().raw.user).toMatch(/^[0-9a-f]{32}$/);
    expect(lastRequest().raw.user).not.toContain(dad.id);
  });

  it("tells the model a Spanish reader's language and Bible version, and an English reader's", async () => {
    const family = await registerFamily(t);
    expect((await family.dad.put("/api/scripture/version", { version: "rv1909" })).statusCode).toBe(200);
    fake.script({ reply: ["Oremos juntos."] });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/chat/messages",
      headers: { "content-type": "application/json", cookie: family.dad.cookie, origin: TEST_ORIGIN, "accept-language": "es-MX,es;q=0.9,en;q=0.5" },
      payload: { content: "¿Cómo oro con mi hijo?" },
    });
    expect(response.statusCode).toBe(200);
    const spanish = lastRequest().messages;
    expect(spanish[0]).toEqual({ role: "system", content: DAD_PERSONA });
    expect(spanish[1]).toEqual({ role: "system", content: readerInstructions({ language: "es", bibleVersion: "rv1909" }) });
    expect(spanish[1]?.content).toContain("Answer in Spanish");
    expect(spanish[1]?.content).toContain("Reina-Valera 1909");

    // His son, who chose nothing, reads in English by default and (under 13 or not) is told his own version.
    await enableSon(family);
    await send(family.son, { content: "What does this verse mean?" });
    const english = lastRequest().messages[1]?.content ?? "";
    expect(english).toContain("Answer in English.");
    expect(english).not.toContain("Reina-Valera");
  });

  it("reuses the thread it is given and sends the earlier turns; a new conversation starts a new thread", async () => {
    const dad = await registerDad(t);
    fake.script({ reply: ["First answer."] });
    const threadId = await threadIdFrom(await send(dad, { content: "First question" }));
    fake.script({ reply: ["Second answer."] });

    const second = await send(dad, { content: "Second question", threadId });

    expect(await threadIdFrom(second)).toBe(threadId);
    expect(lastRequest().messages.slice(2)).toEqual([
      { role: "user", content: "First question" },
      { role: "assistant", content: "First answer." },
      { role: "user", content: "Second question" },
    ]);
    expect(await messageCount({ threadId })).toBe(4);

    fake.script({ reply: ["Third answer."] });
    const fresh = await send(dad, { content: "Another topic", threadId: null });
    expect(await threadIdFrom(fresh)).not.toBe(threadId);
    expect(lastRequest().messages.slice(2)).toEqual([{ role: "user", content: "Another topic" }]);
    const list = (await dad.get("/api/chat/threads")).json();
    // Most recently active first.
    expect(list.threads.map((th: { preview: string }) => th.preview)).toEqual(["Third answer.", "Second answer."]);
  });

  it("turns '###' into line breaks, also when the marker is split across chunks", async () => {
    const dad = await registerDad(t);
    fake.script({ reply: ["Start small. ", "#", "## Pray", " daily.###", "Keep going."] });

    const events = parseEvents((await send(dad, { content: "Tips?" })).body);

    expect(replyText(events)).toBe("Start small.\nPray daily.\nKeep going.");
    const done = events.at(-1)?.data as { message: { content: string } };
    expect(done.message.content).toBe("Start small.\nPray daily.\nKeep going.");
  });

  it("saves and shows 'No response' when the model sends no text", async () => {
    const dad = await registerDad(t);
    fake.script({ reply: [] });

    const response = await send(dad, { content: "Hello?" });

    const events = parseEvents(response.body);
    expect(events.map((e) => e.event)).toEqual(["thread", "done"]);
    const done = events.at(-1)?.data as { message: { content: string }; thread: { preview: string } };
    expect(done.message.content).toBe(messages.noResponse);
    expect(done.thread.preview).toBe("No response");
  });

  it("previews a long last message as its first 50 characters plus '...'", async () => {
    const dad = await registerDad(t);
    const long = "This reply is definitely longer than fifty characters in total.";
    fake.script({ reply: [long] });
    await send(dad, { content: "Talk to me" });
    const [thread] = (await dad.get("/api/chat/threads")).json().threads;
    expect(thread.preview).toBe(`${long.slice(0, 50)}...`);
  });
});

describe("week context", () => {
  beforeAll(async () => {
    await t.db.insert(devotionals).values({
      weekNumber: 7,
      title: "A Father's Promise",
      scriptureReference: "1 Chronicles 17:11-14",
      content: "God promises David a lasting house.",
      discussionQuestions: ["What promise did God make?"],
    });
    await t.db.insert(challenges).values({ weekNumber: 7, title: "Farmer Carry", description: "Carry two buckets 20 m.", fitnessFocus: "Grip", difficulty: 2 });
    await t.db.insert(dadsCorner).values({ weekNumber: 7, title: "Leading by Example", content: "Your son watches how you rest." });
  });

  it("prefixes a dad's question with the week's devotional, challenge and Dad's Corner; saves only the question", async () => {
    const dad = await registerDad(t);
    const response = await send(dad, { content: "How do I explain this?", weekNumber: 7 });

    const sent = lastRequest().messages.at(-1)?.content ?? "";
    expect(sent.startsWith("This week's plan (week 7):")).toBe(true);
    for (const part of [
      "Devotional: A Father's Promise",
      "Scripture: 1 Chronicles 17:11-14",
      "1. What promise did God make?",
      "Fitness challenge: Farmer Carry",
      "Focus: Grip",
      "Difficulty: 2",
      "Dad's Corner: Leading by Example",
    ]) {
      expect(sent).toContain(part);
    }
    expect(sent.endsWith("My question: How do I explain this?")).toBe(true);

    const threadId = await threadIdFrom(response);
    const history = (await dad.get(`/api/chat/threads/${threadId}/messages`)).json();
    expect(history.messages[0].content).toBe("How do I explain this?");
    expect(history.thread.weekNumber).toBe(7);
  });

  it("never sends Dad's Corner for a son, and uses the son persona", async () => {
    const family = await registerFamily(t);
    await enableSon(family);
    await send(family.son, { content: "What does this verse mean?", weekNumber: 7 });

    const request = lastRequest();
    expect(request.messages[0]).toEqual({ role: "system", content: SON_PERSONA });
    const sent = request.messages.at(-1)?.content ?? "";
    expect(sent).toContain("Devotional: A Father's Promise");
    expect(sent).not.toContain("Dad's Corner");
    expect(sent).not.toContain("Leading by Example");
  });

  it("sends the bare question when no week is open or the week has no content", async () => {
    const dad = await registerDad(t);
    await send(dad, { content: "Just a question" });
    expect(lastRequest().messages.at(-1)?.content).toBe("Just a question");
    await send(dad, { content: "Empty week?", weekNumber: 40 });
    expect(lastRequest().messages.at(-1)?.content).toBe("Empty week?");
  });
});

describe("failures and retry", () => {
  it("ends the stream with a retryable error, keeps the user's message, and a retry saves the reply", async () => {
    const dad = await registerDad(t);
    fake.script({ fail: { status: 500, times: 5 } });

    const failed = await send(dad, { content: "Are you there?" });

    expect(failed.statusCode).toBe(200);
    const events = parseEvents(failed.body);
    expect(events.map((e) => e.event)).toEqual(["thread", "error"]);
    expect(events[1]?.data).toEqual({ message: chatText.replyFailed, retryable: true });
    const threadId = await threadIdFrom(failed);
    const kept = (await dad.get(`/api/chat/threads/${threadId}/messages`)).json();
    expect(kept.messages.map((m: { role: string }) => m.role)).toEqual(["user"]);
    expect(kept.thread.preview).toBe("Are you there?");

    fake.script({ reply: ["Yes, I'm here."] });
    const retried = await dad.post(`/api/chat/threads/${threadId}/retry`, {});
    const retryEvents = parseEvents(retried.body);
    expect(retryEvents.map((e) => e.event)).toEqual(["thread", "delta", "done"]);
    expect(lastRequest().messages.slice(2)).toEqual([{ role: "user", content: "Are you there?" }]);
    const after = (await dad.get(`/api/chat/threads/${threadId}/messages`)).json();
    expect(after.messages.map((m: { role: string; content: string }) => m.content)).toEqual(["Are you there?", "Yes, I'm here."]);

    // Nothing is left to retry once the question is answered.
    const again = await dad.post(`/api/chat/threads/${threadId}/retry`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(chatText.nothingToRetry);
  });

  it("saves no partial reply when the connection to the provider drops mid-reply", async () => {
    const dad = await registerDad(t);
    fake.script({ dropAfterChunks: 1, reply: ["Part", "ial"] });
    const response = await send(dad, { content: "Hello" });
    const events = parseEvents(response.body);
    expect(events.at(-1)).toEqual({ event: "error", data: { message: chatText.replyFailed, retryable: true } });
    expect(await messageCount({ threadId: await threadIdFrom(response) })).toBe(1);
  });

  it("aborts the provider call when the browser goes away and saves no partial reply", async () => {
    // A real socket this time: the browser closing its connection is what is being tested.
    const live = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: "test-key" });
    const dad = await registerDad(live);
    fake.script({ reply: ["One", " two", " three", " four"], chunkDelayMs: 400 });
    const address = await live.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const controller = new AbortController();
      const response = await fetch(`${address}/api/chat/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: dad.cookie, origin: TEST_ORIGIN },
        body: JSON.stringify({ content: "Tell me a long story" }),
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain("event: thread");
      controller.abort();

      await expect.poll(() => fake.requests.at(-1)?.closedByClient, { timeout: 5000 }).toBe(true);
      // Give the server a moment to have saved anything it (wrongly) would.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [thread] = await live.db.select({ id: chatThreads.id }).from(chatThreads).where(eq(chatThreads.userId, dad.id));
      if (!thread) throw new Error("thread not saved");
      const rows = await live.db.select({ role: chatMessages.role }).from(chatMessages).where(eq(chatMessages.threadId, thread.id));
      expect(rows.map((r) => r.role)).toEqual(["user"]);
    } finally {
      await live.close();
    }
  });
});

describe("limits and bad input", () => {
  it.each([
    [{ content: "   " }, "content", chatText.messageRequired],
    [{}, "content", chatText.messageRequired],
    [{ content: "x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, "content", chatText.messageTooLong],
    [{ content: "Hi", weekNumber: 0 }, "weekNumber", messages.invalidWeek],
    [{ content: "Hi", threadId: "abc" }, "threadId", "Invalid input: expected number, received string"],
    [{ content: "Hi", threadId: 99_999_999_999 }, "threadId", "Too big: expected number to be <=2147483647"],
    [{ content: "a\u0000b" }, "content", "This text contains a character that is not allowed."],
  ])("refuses %j with 400 and a field message, and writes nothing", async (payload, field, message) => {
    const dad = await registerDad(t);
    const response = await send(dad, payload);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    // Exactly one field named, with exactly this message (also the answer's message).
    expect(error).toEqual({ code: "VALIDATION_FAILED", message, fields: { [field]: message } });
    expect(await threadCountOf(dad.id)).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a thread id beyond the database's integers with 400 on every thread route, not a 500", async () => {
    const dad = await registerDad(t);
    const huge = "99999999999";
    expect((await dad.get(`/api/chat/threads/${huge}/messages`)).statusCode).toBe(400);
    expect((await dad.post(`/api/chat/threads/${huge}/retry`, {})).statusCode).toBe(400);
    expect((await dad.delete(`/api/chat/threads/${huge}`)).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it("accepts a message of exactly the maximum length", async () => {
    const dad = await registerDad(t);
    expect((await send(dad, { content: "y".repeat(CHAT_MESSAGE_MAX_LENGTH) })).statusCode).toBe(200);
  });

  it(`refuses message ${CHAT_LIMITS.messagesPerUser + 1} within five minutes with a clear message, and counts only recent ones`, async () => {
    const dad = await registerDad(t);
    const threadId = await threadIdFrom(await send(dad, { content: "Message 1" }));
    // Old messages (outside the window) do not count.
    const longAgo = new Date(Date.now() - 10 * 60 * 1000);
    await t.db.insert(chatMessages).values(Array.from({ length: 30 }, () => ({ threadId, role: "user" as const, content: "old", createdAt: longAgo })));
    await t.db
      .insert(chatMessages)
      .values(Array.from({ length: CHAT_LIMITS.messagesPerUser - 2 }, () => ({ threadId, role: "user" as const, content: "recent" })));
    const before = await messageCount({ threadId });
    fake.requests.length = 0;

    // Two at once for the last free slot: exactly one gets it.
    const [a, b] = await Promise.all([send(dad, { content: "Race A", threadId }), send(dad, { content: "Race B", threadId })]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = a.statusCode === 429 ? a : b;
    expect(refused.json().error.message).toBe(chatText.rateLimited);
    expect(await messageCount({ threadId })).toBe(before + 2); // one question, one reply
    expect(fake.requests).toHaveLength(1);

    // Another user is not affected.
    const other = await registerDad(t);
    expect((await send(other, { content: "Hello" })).statusCode).toBe(200);
  });
});

describe("who may read and write which conversation", () => {
  let owner: Actor;
  let ownerThreadId: number;
  let family: Family;

  beforeAll(async () => {
    owner = await registerDad(t);
    ownerThreadId = await threadIdFrom(await send(owner, { content: "My private question" }));
    family = await registerFamily(t);
    await enableSon(family);
  });

  it("answers 401 to a signed-out visitor on every route", async () => {
    const anonymous = (method: "GET" | "POST" | "DELETE" | "PUT", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) });
    expect((await anonymous("GET", "/api/chat/status")).statusCode).toBe(401);
    expect((await anonymous("GET", "/api/chat/threads")).statusCode).toBe(401);
    expect((await anonymous("GET", `/api/chat/threads/${ownerThreadId}/messages`)).statusCode).toBe(401);
    expect((await anonymous("POST", "/api/chat/messages", { content: "Hi" })).statusCode).toBe(401);
    expect((await anonymous("POST", `/api/chat/threads/${ownerThreadId}/retry`, {})).statusCode).toBe(401);
    expect((await anonymous("DELETE", `/api/chat/threads/${ownerThreadId}`)).statusCode).toBe(401);
    expect((await anonymous("PUT", `/api/family/sons/${family.son.id}/assistant`, { enabled: true })).statusCode).toBe(401);
  });

  it("never shows one user's thread to another (404 as for an unknown id), not even to family", async () => {
    for (const stranger of [family.dad, family.son]) {
      expect((await stranger.get("/api/chat/threads")).json().threads.map((th: { id: number }) => th.id)).not.toContain(ownerThreadId);
      const read = await stranger.get(`/api/chat/threads/${ownerThreadId}/messages`);
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain("My private question");
    }
    expect((await owner.get("/api/chat/threads/999999/messages")).statusCode).toBe(404);
  });

  it("refuses to post into, retry or delete another user's thread, and writes nothing", async () => {
    const before = await messageCount({ threadId: ownerThreadId });
    const post = await send(family.dad, { content: "Sneaking in", threadId: ownerThreadId });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.message).toBe(chatText.threadNotFound);
    expect((await family.dad.post(`/api/chat/threads/${ownerThreadId}/retry`, {})).statusCode).toBe(404);
    expect((await family.dad.delete(`/api/chat/threads/${ownerThreadId}`)).statusCode).toBe(404);
    expect(await messageCount({ threadId: ownerThreadId })).toBe(before);
    expect(await threadCountOf(family.dad.id)).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it("lets the owner delete a conversation with its messages", async () => {
    const threadId = await threadIdFrom(await send(owner, { content: "Forget this" }));
    const response = await owner.delete(`/api/chat/threads/${threadId}`);
    expect(response.statusCode).toBe(204);
    expect((await owner.get(`/api/chat/threads/${threadId}/messages`)).statusCode).toBe(404);
    expect(await messageCount({ threadId })).toBe(0);
  });

  it("lets an admin use the assistant with the fathers' persona", async () => {
    const admin = await createGlobalAdmin(t);
    expect((await admin.get("/api/chat/status")).json()).toEqual({ availability: "ready", message: null });
    await send(admin, { content: "Hello" });
    expect(lastRequest().messages[0]?.content).toBe(DAD_PERSONA);
  });
});

describe("the son's assistant is off until his dad switches it on", () => {
  it("explains to the son that his dad can turn it on, and refuses his messages without writing anything", async () => {
    const { dad, son } = await registerFamily(t);
    expect((await son.get("/api/chat/status")).json()).toEqual({ availability: "off-for-son", message: chatText.sonNeedsDad });
    const refused = await send(son, { content: "Hi there" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(chatText.sonNeedsDad);
    expect(await threadCountOf(son.id)).toBe(0);
    expect(fake.requests).toHaveLength(0);

    const on = await dad.put(`/api/family/sons/${son.id}/assistant`, { enabled: true });
    expect(on.json()).toEqual({ sonId: son.id, enabled: true });
    expect((await dad.get("/api/family")).json().members[0].sonAssistantEnabled).toBe(true);
    expect((await son.get("/api/chat/status")).json().availability).toBe("ready");
    const threadId = await threadIdFrom(await send(son, { content: "Hi there" }));

    await dad.put(`/api/family/sons/${son.id}/assistant`, { enabled: false });
    expect((await son.get("/api/chat/status")).json().availability).toBe("off-for-son");
    expect((await son.post(`/api/chat/threads/${threadId}/retry`, {})).statusCode).toBe(403);
    expect((await send(son, { content: "Again", threadId })).statusCode).toBe(403);
  });

  it("lets only the son's own dad change the setting", async () => {
    const family = await registerFamily(t);
    const otherDad = await registerDad(t);
    const admin = await createGlobalAdmin(t);
    const url = `/api/family/sons/${family.son.id}/assistant`;

    expect((await otherDad.put(url, { enabled: true })).statusCode).toBe(404);
    expect((await family.son.put(url, { enabled: true })).statusCode).toBe(403);
    expect((await admin.put(url, { enabled: true })).statusCode).toBe(403);
    expect((await family.dad.put(`/api/family/sons/${otherDad.id}/assistant`, { enabled: true })).statusCode).toBe(404);
    expect((await family.dad.put("/api/family/sons/no-such-son/assistant", { enabled: true })).statusCode).toBe(404);
    const bad = await family.dad.put(url, { enabled: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ code: "VALIDATION_FAILED", message: "Choose on or off", fields: { enabled: "Choose on or off" } });
    expect((await family.son.get("/api/chat/status")).json().availability).toBe("off-for-son");
  });
});

describe("without a configured provider", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => bare.close());

  it("says plainly that the assistant is not set up, and refuses messages without writing anything", async () => {
    const dad = await registerDad(bare);
    expect((await dad.get("/api/chat/status")).json()).toEqual({ availability: "not-configured", message: chatText.notConfigured });
    const response = await dad.post("/api/chat/messages", { content: "Hello?" });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(chatText.notConfigured);
    const [row] = await bare.db
      .select({ n: count() })
      .from(chatThreads)
      .where(and(eq(chatThreads.userId, dad.id)));
    expect(row?.n).toBe(0);
  });

  it("tells only an admin how to connect one; a family's words carry no operator terms", async () => {
    const admin = await createGlobalAdmin(bare);
    expect((await admin.get("/api/chat/status")).json()).toEqual({ availability: "not-configured", message: chatText.notConfiguredAdmin });
    expect(chatText.notConfiguredAdmin).toContain("OPENAI_BASE_URL");
    const { son } = await registerFamily(bare);
    const text = JSON.stringify((await son.get("/api/chat/status")).json());
    expect(text).not.toMatch(/README|OPENAI|environment|server's administrator/);
  });
});
