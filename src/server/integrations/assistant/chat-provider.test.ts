import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "../../../../tests/support/fake-openai-server.ts";
import type { FakeOpenAI } from "../../../../tests/support/fake-openai-server.ts";
import { AssistantError, createChatProvider } from "./chat-provider.ts";
import type { AssistantLogger, ChatProviderOptions, ChatTurn } from "./chat-provider.ts";
import { DAD_PERSONA, SON_PERSONA } from "./personas.ts";
import { formatWeekContext } from "./week-context.ts";

const API_KEY = "sk-test-0123456789abcdef";

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.script({});
});

function provider(overrides: ChatProviderOptions = {}): ReturnType<typeof createChatProvider> {
  return createChatProvider({ baseUrl: fake.baseUrl, apiKey: API_KEY, maxRetries: 0, ...overrides });
}

async function collect(stream: AsyncIterable<string>): Promise<{ deltas: string[]; error: unknown }> {
  const deltas: string[] = [];
  try {
    for await (const delta of stream) {
      deltas.push(delta);
    }
  } catch (error) {
    return { deltas, error };
  }
  return { deltas, error: undefined };
}

function recordingLogger(): { logger: AssistantLogger; entries: Array<{ details: Record<string, unknown>; message: string }> } {
  const entries: Array<{ details: Record<string, unknown>; message: string }> = [];
  return { logger: { warn: (details, message) => entries.push({ details, message }) }, entries };
}

const question: ChatTurn[] = [
  { role: "system", content: DAD_PERSONA },
  { role: "user", content: "How do I start a prayer habit with my son?" },
];

describe("createChatProvider streaming", () => {
  it("yields the deltas in order and they concatenate to the reply", async () => {
    fake.script({ reply: ["Start", " small:", " pray", " together", " at dinner."] });

    const { deltas, error } = await collect(provider().streamReply({ messages: question }));

    expect(error).toBeUndefined();
    expect(deltas).toEqual(["Start", " small:", " pray", " together", " at dinner."]);
    expect(deltas.join("")).toBe("Start small: pray together at dinner.");
  });

  it("sends the system prompt, the context-prefixed user message, the model and the key", async () => {
    const userMessage = formatWeekContext(
      {
        weekNumber: 2,
        devotional: {
          title: "A House for God",
          scriptureReference: "1 Chronicles 17:1-15",
          content: "David wanted to build God a house.",
          discussionQuestions: ["What does God promise David?"],
        },
      },
      "What does this mean for me?",
    );
    fake.script({ reply: (body) => [`You sent ${body.messages.length} messages.`] });

    const { deltas } = await collect(
      provider({ model: "llama3.2" }).streamReply({
        messages: [
          { role: "system", content: SON_PERSONA },
          { role: "user", content: userMessage },
        ],
        user: "hashed-user-id",
      }),
    );

    expect(deltas.join("")).toBe("You sent 2 messages.");
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body?.model).toBe("llama3.2");
    expect(request?.body?.stream).toBe(true);
    expect(request?.body?.raw.user).toBe("hashed-user-id");
    expect(request?.body?.messages).toEqual([
      { role: "system", content: SON_PERSONA },
      { role: "user", content: userMessage },
    ]);
    expect(request?.body?.messages[1]?.content).toContain("Scripture: 1 Chronicles 17:1-15");
    expect(request?.body?.messages[1]?.content).toMatch(/My question: What does this mean for me\?$/);
  });

  it("defaults the model to gpt-4o-mini", async () => {
    await collect(provider().streamReply({ messages: question }));
    expect(fake.requests[0]?.body?.model).toBe("gpt-4o-mini");
  });

  it("sends a placeholder key when only a base URL is configured (Ollama, LM Studio)", async () => {
    const local = createChatProvider({ baseUrl: fake.baseUrl, maxRetries: 0 });

    const { deltas, error } = await collect(local.streamReply({ messages: question }));

    expect(local.configured).toBe(true);
    expect(error).toBeUndefined();
    expect(deltas.join("")).toBe("Hello from the fake assistant.");
    expect(fake.requests[0]?.headers.authorization).toMatch(/^Bearer \S+$/);
  });

  it("accepts a base URL with a trailing slash", async () => {
    const { error } = await collect(provider({ baseUrl: `${fake.baseUrl}/` }).streamReply({ messages: question }));
    expect(error).toBeUndefined();
    expect(fake.requests[0]?.path).toBe("/v1/chat/completions");
  });
});

describe("createChatProvider errors", () => {
  it("maps a 500 to an upstream AssistantError with the status", async () => {
    fake.script({ fail: { status: 500 } });

    const { deltas, error } = await collect(provider().streamReply({ messages: question }));

    expect(deltas).toEqual([]);
    expect(error).toBeInstanceOf(AssistantError);
    expect(error).toMatchObject({ kind: "upstream", status: 500 });
  });

  it("maps a 401 to upstream and keeps the key out of the error and the log", async () => {
    // Self-hosted servers may echo the key verbatim; OpenAI echoes a masked form.
    fake.script({ fail: { status: 401, message: `Incorrect API key provided: ${API_KEY} (sk-tes***cdef).` } });
    const { logger, entries } = recordingLogger();

    const { error } = await collect(provider({ logger }).streamReply({ messages: question }));

    expect(error).toMatchObject({ kind: "upstream", status: 401 });
    expect(String(error)).not.toContain(API_KEY);
    expect(entries).toHaveLength(1);
    const logged = JSON.stringify(entries);
    expect(logged).toContain("Incorrect API key provided");
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain("sk-tes***cdef");
  });

  it("retries a transient failure when retries are enabled", async () => {
    fake.script({ fail: { status: 503, times: 1, retryAfterMs: 5 } });

    const { deltas, error } = await collect(provider({ maxRetries: 1 }).streamReply({ messages: question }));

    expect(error).toBeUndefined();
    expect(deltas.join("")).toBe("Hello from the fake assistant.");
    expect(fake.requests).toHaveLength(2);
  });

  it("maps an unreachable server to upstream", async () => {
    const other = await startFakeOpenAI();
    const deadUrl = other.baseUrl;
    await other.close();

    const { error } = await collect(provider({ baseUrl: deadUrl }).streamReply({ messages: question }));

    expect(error).toBeInstanceOf(AssistantError);
    expect(error).toMatchObject({ kind: "upstream" });
  });

  it("maps a connection dropped mid-reply to upstream after the deltas already sent", async () => {
    fake.script({ reply: ["One", " two", " three"], dropAfterChunks: 2 });

    const { deltas, error } = await collect(provider().streamReply({ messages: question }));

    expect(deltas).toEqual(["One", " two"]);
    expect(error).toMatchObject({ kind: "upstream" });
  });
});

describe("createChatProvider timeouts", () => {
  it("ends with a timeout when the server never answers", async () => {
    fake.script({ hang: true });
    const { logger, entries } = recordingLogger();
    const started = Date.now();

    const { error } = await collect(provider({ timeoutMs: 300, idleTimeoutMs: 5_000, logger }).streamReply({ messages: question }));

    expect(error).toBeInstanceOf(AssistantError);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(entries[0]?.details).toMatchObject({ kind: "timeout", timeout: "overall" });
    await expect.poll(() => fake.requests[0]?.closedByClient).toBe(true);
  });

  it("ends with a timeout when the stream goes silent between chunks", async () => {
    fake.script({ reply: ["Be", " strong", " and courageous."], stallAfterChunks: 2 });
    const { logger, entries } = recordingLogger();

    const { deltas, error } = await collect(provider({ timeoutMs: 10_000, idleTimeoutMs: 200, logger }).streamReply({ messages: question }));

    expect(deltas).toEqual(["Be", " strong"]);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(entries[0]?.details).toMatchObject({ timeout: "idle" });
    await expect.poll(() => fake.requests[0]?.closedByClient).toBe(true);
  });

  it("ends with a timeout when a steady trickle exceeds the overall limit", async () => {
    fake.script({ reply: Array.from({ length: 40 }, (_, i) => `${i} `), chunkDelayMs: 30 });

    const { deltas, error } = await collect(provider({ timeoutMs: 300, idleTimeoutMs: 200 }).streamReply({ messages: question }));

    expect(error).toMatchObject({ kind: "timeout" });
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.length).toBeLessThan(40);
  });
});

describe("createChatProvider cancellation", () => {
  it("rethrows the caller's abort reason and cancels the upstream request", async () => {
    fake.script({ reply: ["a", "b", "c", "d"], chunkDelayMs: 100 });
    const controller = new AbortController();
    const reason = new Error("client went away");
    const deltas: string[] = [];

    const run = (async () => {
      for await (const delta of provider().streamReply({ messages: question, signal: controller.signal })) {
        deltas.push(delta);
        controller.abort(reason);
      }
    })();

    await expect(run).rejects.toBe(reason);
    expect(deltas).toEqual(["a"]);
    await expect.poll(() => fake.requests[0]?.closedByClient).toBe(true);
  });

  it("does not call upstream when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("already gone"));

    const { error } = await collect(provider().streamReply({ messages: question, signal: controller.signal }));

    expect(error).toEqual(new Error("already gone"));
    expect(fake.requests).toHaveLength(0);
  });

  it("cancels the upstream request when the consumer stops early", async () => {
    fake.script({ reply: ["a", "b", "c", "d"], chunkDelayMs: 50 });

    for await (const delta of provider().streamReply({ messages: question })) {
      expect(delta).toBe("a");
      break;
    }

    await expect.poll(() => fake.requests[0]?.closedByClient).toBe(true);
  });
});

describe("createChatProvider without configuration", () => {
  it("is not configured without base URL and key, and streamReply fails with not-configured", async () => {
    const unconfigured = createChatProvider({});

    const { deltas, error } = await collect(unconfigured.streamReply({ messages: question }));

    expect(unconfigured.configured).toBe(false);
    expect(deltas).toEqual([]);
    expect(error).toBeInstanceOf(AssistantError);
    expect(error).toMatchObject({ kind: "not-configured" });
  });

  it("treats blank settings (empty env vars) as not configured", () => {
    expect(createChatProvider({ baseUrl: "  ", apiKey: "" }).configured).toBe(false);
  });

  it("is configured with only an API key (OpenAI)", () => {
    expect(createChatProvider({ apiKey: API_KEY }).configured).toBe(true);
  });
});

describe("fake OpenAI server", () => {
  it("answers a non-streaming request with a chat.completion", async () => {
    fake.script({ reply: ["Joshua", " 1:9"] });

    const response = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "Verse?" }] }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      object: "chat.completion",
      model: "m",
      choices: [{ index: 0, message: { role: "assistant", content: "Joshua 1:9" }, finish_reason: "stop" }],
    });
    expect(fake.requests[0]?.body?.stream).toBe(false);
  });
});
