// Mail goes through the pg-boss queue: the request answers before any delivery work (a reset
// for an address with an account takes the same time as one without), each mail is delivered once even with
// two processes working the queue, and a delivery that fails or whose process died is retried.
import { count, eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { JOB_SCHEMA } from "../../jobs/job-queue.ts";
import { createMailTransport, type MailTransport } from "./mailer.ts";
import type { MailMessage } from "./mail-message.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { registerDad, uniqueEmail, requestPasswordReset } from "../../../../tests/support/actors.ts";

/** A transport that holds every delivery until the test releases it, and records when each began. */
function heldTransport() {
  const started: Array<{ message: MailMessage; at: number }> = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const transport: MailTransport = {
    kind: "outbox",
    async deliver(message) {
      started.push({ message, at: performance.now() });
      await gate;
    },
  };
  return { transport, started, release };
}

/** A transport as slow as a distant SMTP server. */
function slowTransport(ms: number): MailTransport {
  return { kind: "smtp", deliver: () => new Promise((resolve) => setTimeout(resolve, ms)) };
}

describe("reset mail is sent after answering", () => {
  it("answers a reset for a real account while its delivery is still held, with the unknown address's answer", async () => {
    const held = heldTransport();
    const t = await createTestApp({}, { mailTransport: held.transport });
    try {
      const dad = await registerDad(t);
      const known = await requestPasswordReset(t, dad.email);
      const unknown = await requestPasswordReset(t, uniqueEmail("nobody"));
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      // The answer came although the transport has not finished (it cannot until released): nothing on the
      // request path waits for delivery. The delivery then starts from the queue.
      await expect.poll(() => held.started.length, { timeout: 5000 }).toBe(1);
      expect(held.started[0]?.message.to).toBe(dad.email);
      expect(held.started[0]?.message.subject).toMatch(/reset/i);
      held.release();
      await t.settleMail();
    } finally {
      held.release();
      await t.close();
    }
  }, 60_000);

  it("takes the same time for an address with an account as for one without, with a slow (1 s) mail server", async () => {
    const t = await createTestApp({}, { mailTransport: slowTransport(1000) });
    try {
      const dad = await registerDad(t);
      const time = async (email: string) => {
        const start = performance.now();
        const response = await requestPasswordReset(t, email);
        expect(response.statusCode).toBe(200);
        return performance.now() - start;
      };
      await time(uniqueEmail("warmup"));
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i++) {
        known.push(await time(dad.email));
        unknown.push(await time(uniqueEmail("nobody")));
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
      // Sent inline, every known-address answer would take a second more than an unknown one. (Bounds leave
      // room for a loaded test machine; on a quiet one the medians differ by a few milliseconds.)
      expect(Math.max(...known)).toBeLessThan(600);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
      await t.settleMail();
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe("delivery across processes", () => {
  it("delivers each of 30 mails queued by two processes exactly once", async () => {
    const a = await createTestApp();
    const b = await createTestApp({}, { sameDatabaseAs: a });
    try {
      const to = uniqueEmail("many");
      await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).app.deps.mailer.send({ to, subject: `Mail ${i}`, text: `Number ${i}` })));
      await a.settleMail();
      const rows = await a.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(rows).toHaveLength(30);
      expect(new Set(rows.map((row) => row.subject)).size).toBe(30);
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);

  it("retries a delivery that failed (the mail server said 'try later'), and delivers it once", async () => {
    const box: { db?: TestApp["db"] } = {};
    let attempts = 0;
    const flaky: MailTransport = {
      kind: "outbox",
      async deliver(message, jobId) {
        attempts++;
        if (attempts === 1) throw new Error("421 try again later");
        if (!box.db) throw new Error("no database yet");
        await createMailTransport({ smtpUrl: undefined, from: "test@example.com", db: box.db, logger: pino({ level: "silent" }) }).deliver(message, jobId);
      },
    };
    const t = await createTestApp({}, { mailTransport: flaky });
    box.db = t.db;
    try {
      await t.app.deps.jobs.boss.updateQueue("mail", { retryDelay: 1, retryBackoff: false });
      const to = uniqueEmail("flaky");
      await t.app.deps.mailer.send({ to, subject: "Flaky", text: "Try again" });
      await t.app.deps.jobs.settled("mail", 15_000);
      expect(attempts).toBe(2);
      const [stored] = await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(stored?.n).toBe(1);
    } finally {
      await t.close();
    }
  }, 60_000);

  it("hands a mail whose process died mid-delivery to another process, which delivers it once", async () => {
    const held = heldTransport();
    const a = await createTestApp({}, { mailTransport: held.transport });
    let b: TestApp | undefined;
    try {
      const to = uniqueEmail("orphan");
      await a.app.deps.mailer.send({ to, subject: "Orphaned", text: "Deliver me" });
      await expect.poll(() => held.started.length, { timeout: 5000 }).toBe(1);
      // Process A dies mid-delivery (SIGKILL): nothing finishes or fails its job, which stays active. Here A's
      // worker stops and the job is put back the way a killed process leaves it.
      await a.app.deps.jobs.boss.offWork("mail", { wait: false });
      const [job] = (await a.db.execute<{ id: string; state: string }>(sql.raw(`select id, state from ${JOB_SCHEMA}.job where name = 'mail'`))).rows;
      expect(job?.state).toBe("active");
      // Its claim lapses (a minute in production; one second here), and process B's supervisor retries it.
      await a.db.execute(
        sql.raw(
          `update ${JOB_SCHEMA}.job set state = 'active', expire_seconds = 1, retry_delay = 0, retry_backoff = false, started_on = now() - interval '5 seconds' where id = '${job?.id ?? ""}'`,
        ),
      );
      b = await createTestApp({}, { sameDatabaseAs: a });
      await b.app.deps.jobs.boss.supervise("mail");
      await b.app.deps.jobs.settled("mail", 15_000);
      const rows = await b.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.jobId).toBe(job?.id);
    } finally {
      held.release();
      await b?.close();
      await a.close();
    }
  }, 60_000);
});
