// The tested topology: two app processes (MIGRATE=0) behind nginx on one PostgreSQL. One process
// is killed with SIGKILL in the middle of an assistant reply and of a burst of writes: the stream ends with a
// clear error, the conversation is intact and asking again works on the other process; every acknowledged
// write is in the database and the burst completes through the survivor. Needs nginx (.ci/run installs it).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxAvailable, startCluster, type Cluster } from "../../scripts/cluster/cluster.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai-server.ts";
import { createTestDatabase } from "../support/test-app.ts";
import { TEST_PASSWORD, uniqueEmail } from "../support/actors.ts";

interface ServerEvent {
  event: string;
  data: unknown;
}

describe.runIf(nginxAvailable())("two app processes behind nginx", () => {
  let cluster: Cluster;
  let fake: FakeOpenAI;
  let db: pg.Pool;
  let cookie = "";
  let origin = "";

  const call = (method: string, url: string, body?: unknown) =>
    fetch(`${cluster.url}${url}`, {
      method,
      headers: { origin, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const upstreamPort = (response: Response) => Number(response.headers.get("x-upstream")?.split(",").at(-1)?.trim().split(":").at(-1));

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    const database = await createTestDatabase({ empty: true });
    cluster = await startCluster({
      databaseUrl: database.url,
      env: { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: "test-key", ASSISTANT_MODEL: "test-model", RATE_LIMIT: "1" },
    });
    origin = cluster.url;
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    const email = uniqueEmail("cluster");
    const registered = await call("POST", "/api/accounts/register", {
      fullName: "Cluster Dad",
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      includeSon: false,
    });
    expect(registered.status).toBe(201);
    cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await db?.end();
    await fake?.close();
  }, 60_000);

  it("spreads requests over both processes and shares the session", async () => {
    const ports = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const response = await call("GET", "/api/session");
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: { email: string } | null }).user).not.toBeNull();
      ports.add(upstreamPort(response));
    }
    expect([...ports].sort()).toEqual(cluster.apps.map((app) => app.port).sort());
  });

  it("ends an assistant reply whose process died with an error event, keeps the conversation, and answers again on the other process", async () => {
    fake.script({ reply: ["Walk", " together", " after", " dinner", " and", " pray."], chunkDelayMs: 400 });
    const response = await call("POST", "/api/chat/messages", { content: "How can we grow closer this week?" });
    expect(response.status).toBe(200);
    const serving = cluster.apps.find((app) => app.port === upstreamPort(response));
    expect(serving).toBeDefined();

    const events: ServerEvent[] = [];
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let killed = false;
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
      if (!killed && events.some((e) => e.event === "delta")) {
        killed = true;
        serving?.child.kill("SIGKILL");
      }
    }
    // The browser's stream ended without `done` (the process is gone): the client reports it (see
    // stream-chat-reply.ts) and offers to ask again. The thread and the question are saved.
    expect(killed).toBe(true);
    expect(events.map((e) => e.event)).not.toContain("done");
    const thread = (events.find((e) => e.event === "thread")?.data as { thread: { id: number } }).thread;
    const saved = await call("GET", `/api/chat/threads/${thread.id}/messages`);
    expect(saved.status).toBe(200);
    const conversation = (await saved.json()) as { messages: Array<{ role: string; content: string }> };
    expect(conversation.messages.map((m) => [m.role, m.content])).toEqual([["user", "How can we grow closer this week?"]]);

    fake.script({ reply: ["Share", " a meal", " without phones."] });
    const again = await call("POST", `/api/chat/threads/${thread.id}/retry`, {});
    expect(again.status).toBe(200);
    expect(upstreamPort(again)).not.toBe(serving?.port);
    const text = await again.text();
    expect(text).toContain("event: done");
    const after = (await (await call("GET", `/api/chat/threads/${thread.id}/messages`)).json()) as { messages: Array<{ role: string; content: string }> };
    expect(after.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(after.messages[1]?.content).toContain("Share a meal without phones.");
  }, 60_000);

  it("keeps every acknowledged write and completes a burst through the survivor when a process is SIGKILLed", async () => {
    // The process killed in the previous test comes back (as its supervisor would restart it), and nginx
    // sends it traffic again once its fail_timeout has passed.
    for (const app of [...cluster.apps]) if (app.child.exitCode !== null || app.child.signalCode !== null) await cluster.restartApp(app.index);
    const seen = new Set<number>();
    const deadline = Date.now() + 30_000;
    while (seen.size < 2 && Date.now() < deadline) {
      seen.add(upstreamPort(await call("GET", "/healthz")));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(seen.size).toBe(2);
    const alive = [...cluster.apps];
    const victim = alive[0];
    const total = 60;
    const acknowledged = new Set<string>();
    const failedAttempts = new Map<string, number>();
    let sent = 0;
    let killedAt = -1;
    const write = async (title: string) => {
      for (let attempt = 0; attempt < 6; attempt++) {
        try {
          const response = await call("POST", "/api/journal/entries", { title, content: `Written in the burst: ${title}` });
          if (response.status === 201) {
            acknowledged.add(title);
            return;
          }
          failedAttempts.set(title, (failedAttempts.get(title) ?? 0) + 1);
        } catch {
          failedAttempts.set(title, (failedAttempts.get(title) ?? 0) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const worker = async () => {
      while (sent < total) {
        const n = sent++;
        if (victim && n === 20) {
          killedAt = acknowledged.size;
          victim.child.kill("SIGKILL");
        }
        await write(`burst-${n}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));

    expect(acknowledged.size).toBe(total);
    const { rows } = await db.query<{ title: string; n: number }>(
      "select title, count(*)::int as n from journal_entries where title like 'burst-%' group by title",
    );
    const stored = new Map(rows.map((row) => [row.title, row.n]));
    for (const title of acknowledged) expect(stored.get(title), title).toBeGreaterThanOrEqual(1);
    // A title stored twice can only be one whose first attempt failed without an answer (the client retried).
    for (const [title, n] of stored) if (n > 1) expect(failedAttempts.get(title), title).toBeGreaterThan(0);
    if (victim) expect(killedAt).toBeGreaterThan(0);
    // Afterwards every request is answered by the survivor.
    const survivor = alive.find((app) => app !== victim) ?? alive[0];
    for (let i = 0; i < 4; i++) expect(upstreamPort(await call("GET", "/api/session"))).toBe(survivor?.port);
  }, 120_000);
});
