// Reminders, push, unsubscribe, recap, encouragement, streak and pause through the real app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { startPushServiceStandIn, type PushServiceStandIn } from "../../../../tests/support/push-service-stand-in.ts";
import { handleReminder } from "./reminder-jobs.ts";
import type { ReminderChannel } from "./channels/reminder-channel.ts";
import { unsubscribeToken } from "./reminders.service.ts";
import { PUSH_SUBSCRIPTIONS_MAX, reminderText, UNSUBSCRIBE_LINK_DAYS } from "../../../shared/schemas/reminders.ts";

let t: TestApp;
let push: PushServiceStandIn;

beforeAll(async () => {
  push = await startPushServiceStandIn();
  t = await createTestApp({ REMINDER_SWEEP_SECONDS: "0", PUSH_ALLOW_PRIVATE_ENDPOINTS: "1" });
});

afterAll(async () => {
  await t?.close();
  await push?.close();
});

const reminder = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  weekday: 0,
  time: "19:00",
  timeZone: "America/Chicago",
  channels: ["email"],
  ...over,
});

async function settingsRow(userId: string) {
  const rows = await t.db.execute<{ enabled: boolean; next_due_at: Date | null; stopped_at: Date | null; unanswered_count: number }>(
    sql`select enabled, next_due_at, stopped_at, unanswered_count from reminder_settings where user_id = ${userId}`,
  );
  return rows.rows[0];
}

async function mailsTo(email: string) {
  await t.app.deps.jobs.settled("reminder");
  await t.settleMail();
  const rows = await t.db.execute<{ subject: string; text: string; headers: Record<string, string> | null }>(
    sql`select subject, text, headers from mail_outbox where lower("to") = lower(${email}) and subject not like '%confirm%' order by id`,
  );
  return rows.rows.filter((r) => !/family|confirm|welcome/i.test(r.subject) || /week/i.test(r.subject));
}

/** Moves the person's next reminder into the past and sweeps at `at`: the clock moved, never waited. */
async function sweepAt(at: Date) {
  const n = await t.app.deps.reminders.sweep(at);
  await t.app.deps.jobs.settled("reminder");
  return n;
}

describe("setting a reminder", () => {
  let dad: Actor;
  beforeAll(async () => {
    dad = await registerDad(t, "Reminder Dad");
  });

  it("saves day, time and zone; next_due_at is that wall time in his zone", async () => {
    const response = await dad.put("/api/reminders", reminder());
    expect(response.statusCode).toBe(200);
    const body = response.json<{ mine: { enabled: boolean; nextDueAt: string; time: string }; message: string }>();
    expect(body.mine).toMatchObject({ enabled: true, time: "19:00" });
    const due = new Date(body.mine.nextDueAt);
    const local = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", weekday: "short", hour: "numeric", hourCycle: "h23" }).format(due);
    expect(local.replace(",", "")).toBe("Sun 19");
  });

  it("refuses an impossible time, an unknown zone, a bad day or channel: 400 with field messages, nothing stored", async () => {
    const other = await registerDad(t, "Careful Dad");
    for (const [body, field] of [
      [reminder({ time: "25:00" }), "time"],
      [reminder({ time: "7pm" }), "time"],
      [reminder({ timeZone: "Mars/Olympus" }), "timeZone"],
      [reminder({ weekday: 7 }), "weekday"],
      [reminder({ channels: [] }), "channels"],
      [reminder({ channels: ["pigeon"] }), "channels"],
      [reminder({ channels: ["email", "email"] }), "channels"],
      [reminder({ channels: "email" }), "channels"],
      [reminder({ channel: "pigeon" }), "channel"],
    ] as const) {
      const response = await other.put("/api/reminders", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    expect(await settingsRow(other.id)).toBeUndefined();
    const empty = await other.put("/api/reminders", reminder({ channels: [] }));
    expect(empty.json<{ error: { fields: Record<string, string> } }>().error.fields.channels).toBe(reminderText.invalidChannel);
  });

  it("takes a list of channels, and still the one-string choice older apps send", async () => {
    const dad = await registerDad(t, "Channels Dad");
    const channelsOf = async (body: Record<string, unknown>) => {
      const response = await dad.put("/api/reminders", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      return response.json<{ mine: { channels: string[] } }>().mine.channels;
    };
    expect(await channelsOf(reminder({ channels: ["push", "email"] }))).toEqual(["email", "push"]);
    expect(await channelsOf({ channels: ["push"] })).toEqual(["push"]);
    expect(await channelsOf({ time: "20:00" })).toEqual(["push"]); // not sent: kept
    const legacy = { enabled: true, weekday: 0, time: "19:00", timeZone: "UTC" };
    expect(await channelsOf({ ...legacy, channel: "both" })).toEqual(["email", "push"]);
    expect(await channelsOf({ ...legacy, channel: "email" })).toEqual(["email"]);
    expect(await channelsOf({ channel: "both", channels: ["push"] })).toEqual(["push"]); // the list wins
  });
});

describe("a son's reminder needs his dad's consent (COPPA)", () => {
  it("the son cannot turn it on himself; his dad can, with consent; an under-13 son gets no mail", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    expect((await son.put("/api/reminders", reminder({ channels: ["push"] }))).statusCode).toBe(403);
    const noConsent = await dad.put(`/api/reminders/sons/${son.id}`, { ...reminder({ channels: ["push"] }), consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json<{ error: { fields: Record<string, string> } }>().error.fields.consent).toBeDefined();
    const mail = await dad.put(`/api/reminders/sons/${son.id}`, { ...reminder({ channels: ["email", "push"] }), consent: true });
    expect(mail.statusCode).toBe(400);
    expect(mail.json<{ error: { fields: Record<string, string> } }>().error.fields.channels).toBe(reminderText.sonUnder13Mail);
    expect(await settingsRow(son.id)).toBeUndefined();
    const ok = await dad.put(`/api/reminders/sons/${son.id}`, { ...reminder({ channels: ["push"] }), consent: true });
    expect(ok.statusCode).toBe(200);
    const rows = await t.db.execute<{ consent_by: string; consent_at: Date }>(
      sql`select consent_by, consent_at from reminder_settings where user_id = ${son.id}`,
    );
    expect(rows.rows[0]?.consent_by).toBe(dad.id);
    // Another dad cannot touch him.
    const stranger = await registerDad(t, "Stranger Dad");
    expect((await stranger.put(`/api/reminders/sons/${son.id}`, { ...reminder({ channels: ["push"] }), consent: true })).statusCode).toBe(404);
  });

  it("a dad who withdraws his consent clears it and turns them off; the son cannot turn them back on, only his dad", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "13_plus" });
    expect((await dad.put(`/api/reminders/sons/${son.id}`, { ...reminder({ channels: ["push"] }), consent: true })).statusCode).toBe(200);
    expect((await son.put("/api/reminders", { time: "18:00" })).statusCode).toBe(200);
    const withdrawn = await dad.put(`/api/reminders/sons/${son.id}`, { consent: false });
    expect(withdrawn.statusCode).toBe(200);
    const consentOf = async () =>
      (
        await t.db.execute<{ consent_by: string | null; consent_at: Date | null }>(
          sql`select consent_by, consent_at from reminder_settings where user_id = ${son.id}`,
        )
      ).rows[0];
    expect(await consentOf()).toEqual({ consent_by: null, consent_at: null });
    expect((await settingsRow(son.id))?.enabled).toBe(false);
    const again = await son.put("/api/reminders", reminder({ channels: ["push"] }));
    expect(again.statusCode).toBe(403);
    expect((await settingsRow(son.id))?.enabled).toBe(false);
    expect((await dad.put(`/api/reminders/sons/${son.id}`, { enabled: true, consent: true })).statusCode).toBe(200);
    expect((await consentOf())?.consent_by).toBe(dad.id);
  });
});

describe("the sweep: due reminders go out once, by mail, with one-click unsubscribe", () => {
  it("time moved across the DST change: the mail is caught once, List-Unsubscribe headers set, unsubscribed in one click", async () => {
    const { dad } = await registerFamily(t, { dadName: "Sweep Dad", sonName: "Sweep Son" });
    // Saved on Sunday, March 1 2026 at noon in Chicago (CST): next Sunday's 7 pm is after the change to CDT.
    await t.db.execute(sql`delete from reminder_settings where user_id = ${dad.id}`);
    const saved = await dad.put("/api/reminders", reminder());
    expect(saved.statusCode).toBe(200);
    await t.db.execute(sql`update reminder_settings set next_due_at = '2026-03-02T01:00:00Z' where user_id = ${dad.id}`);

    expect(await sweepAt(new Date("2026-03-02T00:59:00Z"))).toBe(0); // a minute early: nothing
    expect(await sweepAt(new Date("2026-03-02T01:00:30Z"))).toBeGreaterThanOrEqual(1);
    const row = await settingsRow(dad.id);
    expect(new Date(String(row?.next_due_at)).toISOString()).toBe("2026-03-09T00:00:00.000Z"); // Sunday 7 pm CDT
    let mails = (await mailsTo(dad.email)).filter((m) => m.subject.startsWith("Your family's week is ready"));
    expect(mails).toHaveLength(1);
    // The subject says it once, with the recap (never "Your family's week is ready · Your family's week").
    expect(mails[0]?.subject).toBe(reminderText.recapSubject);
    expect(mails[0]?.subject.match(/family's week/g)).toHaveLength(1);
    expect(mails[0]?.text).not.toMatch(/lose|miss|fail/i);
    expect(mails[0]?.text).toContain("Sweep Son".split(" ")[0]);
    const headers = mails[0]?.headers ?? {};
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(.+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?token=/);

    // The same minute swept again (a second process, a restart): nothing more.
    await sweepAt(new Date("2026-03-02T01:00:45Z"));
    mails = (await mailsTo(dad.email)).filter((m) => m.subject.startsWith("Your family's week is ready"));
    expect(mails).toHaveLength(1);

    // A forged link: 400, nothing changed.
    const forged = await t.rawInject({
      method: "POST",
      url: `/api/unsubscribe/one-click?token=${unsubscribeToken("not-our-secret-0123456789012345678", { userId: dad.id, mailId: 1 })}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.statusCode).toBe(400);
    expect((await settingsRow(dad.id))?.enabled).toBe(true);

    // RFC 8058: the mail provider POSTs the form body, no cookie, no Origin.
    const path = new URL(url).pathname + new URL(url).search;
    const oneClick = await t.rawInject({
      method: "POST",
      url: path,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await settingsRow(dad.id))?.enabled).toBe(false);
    expect(await sweepAt(new Date("2026-03-09T00:01:00Z"))).toBe(0);
  });

  describe("an unsubscribe link is bound to its person and its mail", () => {
    const tokenOf = (text: string) => decodeURIComponent(/\/unsubscribe\?token=(\S+)/.exec(text)?.[1] ?? "");
    const oneClick = (token: string) =>
      t.rawInject({
        method: "POST",
        url: `/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    /** The reminder mail of `period` to `dad` (the job run by hand), and the token its stop link carries. */
    async function mailOf(dad: Actor, period: string) {
      await handleReminder(t.app.deps.reminders.workerDeps, { userId: dad.id, dueAt: `${period}T19:00:00.000Z`, period });
      const mails = (await mailsTo(dad.email)).filter((m) => m.subject.startsWith("Your family's week"));
      const text = mails.at(-1)?.text ?? "";
      return tokenOf(text);
    }

    it("each mail carries its own link; another person's id spliced into one is refused and changes nothing", async () => {
      const first = await registerDad(t, "Bound Dad");
      const other = await registerDad(t, "Spliced Dad");
      for (const dad of [first, other]) await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
      const week1 = await mailOf(first, "2026-05-03");
      const week2 = await mailOf(first, "2026-05-10");
      expect(week1).not.toBe("");
      expect(week2).not.toBe(week1);

      const [, ...rest] = week1.split(".");
      const spliced = [Buffer.from(other.id).toString("base64url"), ...rest].join(".");
      const refused = await oneClick(spliced);
      expect(refused.statusCode).toBe(400);
      expect((await settingsRow(other.id))?.enabled).toBe(true);
      expect((await settingsRow(first.id))?.enabled).toBe(true);
      // The person's own link of another mail still works.
      expect((await oneClick(week2)).statusCode).toBe(200);
      expect((await settingsRow(first.id))?.enabled).toBe(false);
    });

    it("an old link replayed after he turned reminders back on changes nothing, and says why", async () => {
      const dad = await registerDad(t, "Replay Dad");
      await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
      const token = await mailOf(dad, "2026-05-17");
      expect((await oneClick(token)).statusCode).toBe(200);
      expect((await settingsRow(dad.id))?.enabled).toBe(false);
      // Turned back on; the same link, replayed (a mail scanner, a forwarded mail), leaves them on.
      await t.db.execute(sql`update reminder_deliveries set created_at = now() - interval '1 minute' where user_id = ${dad.id}`);
      await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
      const replayed = await oneClick(token);
      expect(replayed.statusCode).toBe(409);
      expect(replayed.json<{ error: { message: string } }>().error.message).toBe(reminderText.unsubscribeSuperseded);
      expect((await settingsRow(dad.id))?.enabled).toBe(true);
    });

    it(`a link older than ${UNSUBSCRIBE_LINK_DAYS} days has expired: nothing changes`, async () => {
      const dad = await registerDad(t, "Old Mail Dad");
      await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
      const token = await mailOf(dad, "2026-01-04");
      await t.db.execute(
        sql`update reminder_deliveries set created_at = now() - make_interval(days => ${UNSUBSCRIBE_LINK_DAYS + 1}) where user_id = ${dad.id}`,
      );
      await t.db.execute(sql`update reminder_settings set saved_at = now() - interval '1 year' where user_id = ${dad.id}`);
      const expired = await oneClick(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json<{ error: { message: string } }>().error.message).toBe(reminderText.unsubscribeExpired);
      expect((await settingsRow(dad.id))?.enabled).toBe(true);
    });
  });

  it("a job run twice (a retry after the commit) sends once", async () => {
    const dad = await registerDad(t, "Twice Dad");
    await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
    const data = { userId: dad.id, dueAt: "2026-04-05T19:00:00.000Z", period: "2026-04-05" };
    await handleReminder(t.app.deps.reminders.workerDeps, data);
    await handleReminder(t.app.deps.reminders.workerDeps, data);
    expect((await mailsTo(dad.email)).filter((m) => m.subject.startsWith("Your family's week"))).toHaveLength(1);
  });

  it("two processes sweeping the same minute send one mail", async () => {
    const second = await createTestApp({ REMINDER_SWEEP_SECONDS: "0" }, { sameDatabaseAs: t });
    try {
      const dad = await registerDad(t, "Two Process Dad");
      await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
      await t.db.execute(sql`update reminder_settings set next_due_at = '2026-05-03T19:00:00Z' where user_id = ${dad.id}`);
      const at = new Date("2026-05-03T19:00:10Z");
      await Promise.all([t.app.deps.reminders.sweep(at), second.app.deps.reminders.sweep(at)]);
      await second.app.deps.jobs.settled("reminder");
      expect((await mailsTo(dad.email)).filter((m) => m.subject.startsWith("Your family's week"))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("after three reminders in a row with no visit it stops, and says so once", async () => {
    const dad = await registerDad(t, "Quiet Dad");
    await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
    const deps = t.app.deps.reminders.workerDeps;
    // Reminders 1-3 go out; nobody visits (the session is older than each send).
    for (const period of ["2026-06-07", "2026-06-14", "2026-06-21", "2026-06-28", "2026-07-05"]) {
      await t.db.execute(sql`update sessions set created_at = now() - interval '1 day', updated_at = now() - interval '1 day' where user_id = ${dad.id}`);
      await handleReminder(deps, { userId: dad.id, dueAt: `${period}T19:00:00.000Z`, period });
    }
    const mails = await mailsTo(dad.email);
    expect(mails.filter((m) => m.subject.startsWith("Your family's week"))).toHaveLength(3);
    const stopped = mails.filter((m) => m.subject === "We'll pause your reminders");
    expect(stopped).toHaveLength(1);
    expect(stopped[0]?.text).toContain("We'll stop reminding you; turn it back on any time.");
    expect((await settingsRow(dad.id))?.stopped_at).not.toBeNull();
    const view = (await dad.get("/api/reminders")).json<{ mine: { stopped: boolean; enabled: boolean } }>();
    expect(view.mine).toMatchObject({ stopped: true, enabled: false });
    // Turning them back on starts afresh.
    await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
    expect(await settingsRow(dad.id)).toMatchObject({ stopped_at: null, unanswered_count: 0 });
  });
});

describe("Web Push", () => {
  it("gives the VAPID public key, refuses non-https and private endpoints without the test setting", async () => {
    const dad = await registerDad(t, "Push Dad");
    const key = (await dad.get("/api/push/public-key")).json<{ publicKey: string }>().publicKey;
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    const strict = await createTestApp({ REMINDER_SWEEP_SECONDS: "0" }, { sameDatabaseAs: t });
    try {
      const keys = push.createSubscription().keys;
      for (const endpoint of [
        "http://push.example.com/x",
        "https://127.0.0.1/x",
        "https://10.1.2.3/x",
        "https://localhost/x",
        "https://[::1]/x",
        "https://[::ffff:127.0.0.1]/x",
        "https://100.64.0.1/x",
        "https://169.254.169.254/x",
        "ftp://push.example.com/x",
        "not a url",
      ]) {
        const response = await strict.app.inject({
          method: "POST",
          url: "/api/push/subscriptions",
          headers: { cookie: dad.cookie, origin: TEST_ORIGIN },
          payload: { endpoint, keys },
        });
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields.endpoint).toBeDefined();
      }
      const bad = await strict.app.inject({
        method: "POST",
        url: "/api/push/subscriptions",
        headers: { cookie: dad.cookie, origin: TEST_ORIGIN },
        payload: { endpoint: "https://push.example.com/x", keys: { p256dh: "short", auth: "x" } },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await strict.close();
    }
    const rows = await t.db.execute(sql`select 1 from push_subscriptions where user_id = ${dad.id}`);
    expect(rows.rows).toHaveLength(0);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} subscriptions per account: a new browser replaces the oldest`, async () => {
    const dad = await registerDad(t, "Many Phones Dad");
    const endpoints: string[] = [];
    for (let n = 0; n < PUSH_SUBSCRIPTIONS_MAX + 3; n += 1) {
      const subscription = push.createSubscription();
      endpoints.push(subscription.endpoint);
      expect((await dad.post("/api/push/subscriptions", subscription)).statusCode).toBe(201);
    }
    const kept = await t.db.execute<{ endpoint: string }>(sql`select endpoint from push_subscriptions where user_id = ${dad.id}`);
    expect(kept.rows.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(3).sort());
    expect((await dad.get("/api/reminders")).json<{ pushSubscriptions: number }>().pushSubscriptions).toBe(PUSH_SUBSCRIPTIONS_MAX);
    // A browser that subscribes again is the newest, not a new one: the others stay.
    const again = push.createSubscription();
    expect((await dad.post("/api/push/subscriptions", { ...again, endpoint: endpoints[4] })).statusCode).toBe(201);
    const after = await t.db.execute<{ endpoint: string }>(sql`select endpoint from push_subscriptions where user_id = ${dad.id}`);
    expect(after.rows.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(3).sort());
  });

  it("two browsers subscribing at once still leave at most the cap", async () => {
    const dad = await registerDad(t, "Racing Phones Dad");
    for (let n = 0; n < PUSH_SUBSCRIPTIONS_MAX - 1; n += 1) await dad.post("/api/push/subscriptions", push.createSubscription());
    const answers = await Promise.all([1, 2, 3, 4].map(() => dad.post("/api/push/subscriptions", push.createSubscription())));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const count = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from push_subscriptions where user_id = ${dad.id}`);
    expect(count.rows[0]?.n).toBe(PUSH_SUBSCRIPTIONS_MAX);
  });

  it("a due reminder is delivered to the push service, encrypted for the subscription (RFC 8291); a 410 drops it", async () => {
    const dad = await registerDad(t, "Phone Dad");
    const subscription = push.createSubscription();
    expect((await dad.post("/api/push/subscriptions", subscription)).statusCode).toBe(201);
    await dad.put("/api/reminders", reminder({ channels: ["push"], timeZone: "Europe/London" }));
    const before = push.delivered.length;
    await t.db.execute(sql`update reminder_settings set next_due_at = '2026-10-25T19:00:00Z' where user_id = ${dad.id}`);
    await sweepAt(new Date("2026-10-25T19:00:05Z"));
    await t.app.deps.jobs.settled("push");
    const [message] = (await push.waitFor(before + 1)).slice(before);
    expect(message?.payload).toMatchObject({ title: "Your family's week is ready", url: "/week/1" });
    expect(message?.payload.body).toContain("Phone");
    expect(push.refused).toEqual([]);

    // The browser dropped the subscription: the push service answers 410, we forget it.
    push.expire(subscription.endpoint);
    await t.app.deps.reminders.workerDeps.jobs.send("push", {
      subscriptionId: Number((await t.db.execute<{ id: number }>(sql`select id from push_subscriptions where user_id = ${dad.id}`)).rows[0]?.id),
      payload: { title: "x", body: "y", url: "/", tag: "t" },
    });
    await t.app.deps.jobs.settled("push");
    expect((await t.db.execute(sql`select 1 from push_subscriptions where user_id = ${dad.id}`)).rows).toHaveLength(0);
  });
});

describe("the recap, encouragement, streak and pause", () => {
  it("shows each son's week and shared entries; the dad encourages once a day; the son sees it in the app", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Recap Dad", sonName: "Caleb Recap", sonAgeBand: "under_13" });
    await son.post("/api/journal/entries", { title: "What I learned", content: "Courage", entryType: "reflection", isShared: true });
    await son.put("/api/progress/1", { flag: "devotional", completed: true });
    const recap = (await dad.get("/api/recap")).json<{
      sons: Array<{ name: string; itemsDone: number; sharedEntries: Array<{ title: string }> }>;
      streak: { weeks: number };
    }>();
    expect(recap.sons[0]).toMatchObject({ name: "Caleb Recap", itemsDone: 1 });
    expect(recap.sons[0]?.sharedEntries.map((e) => e.title)).toContain("What I learned");
    expect((await son.get("/api/recap")).statusCode).toBe(403);

    // His dashboard, read (and kept by the server) before the word is sent, carries it once it is.
    expect((await son.get("/api/dashboard")).json().fromDad).toBeNull();
    const sent = await dad.post(`/api/family/sons/${son.id}/encourage`);
    expect(sent.statusCode).toBe(201);
    await expect.poll(async () => (await son.get("/api/dashboard")).json().fromDad?.message).toMatch(/proud of you/);
    expect((await dad.get("/api/dashboard")).json().fromDad).toBeNull();
    expect((await dad.post(`/api/family/sons/${son.id}/encourage`)).statusCode).toBe(409);
    const stranger = await registerDad(t, "Other Recap Dad");
    expect((await stranger.post(`/api/family/sons/${son.id}/encourage`)).statusCode).toBe(404);
    const inbox = (await son.get("/api/encouragements")).json<{ encouragements: Array<{ message: string }> }>();
    expect(inbox.encouragements[0]?.message).toMatch(/proud of you/);
    // Under 13 and no consent: nothing mailed to him.
    await t.settleMail();
    const mailed = await t.db.execute(sql`select 1 from mail_outbox where "to" = ${son.email} and subject = 'A word from your dad'`);
    expect(mailed.rows).toHaveLength(0);
  });

  it("the streak counts weeks finished together, and a pause keeps it", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Streak Dad", sonName: "Streak Son" });
    for (const who of [dad, son]) for (const flag of ["devotional", "challenge", "journal"]) await who.put("/api/progress/1", { flag, completed: true });
    expect((await dad.get("/api/streak")).json()).toMatchObject({ weeks: 1, paused: false });
    // Three weeks later, week 1 done, weeks 2-3 paused (holiday): the streak is still 1.
    await t.db.execute(sql`update plan_runs set starts_on = current_date - 21 where user_id = ${dad.id}`);
    const run = (await t.db.execute<{ id: number }>(sql`select id from plan_runs where user_id = ${dad.id}`)).rows[0];
    await t.db.execute(
      sql`insert into plan_run_pauses (plan_run_id, starts_on, ends_on, reason) values (${run?.id}, current_date - 14, current_date - 1, 'holiday')`,
    );
    expect((await son.get("/api/streak")).json()).toMatchObject({ weeks: 1 });
    expect((await son.post("/api/plan-run/pause", { reason: "holiday" })).statusCode).toBe(403);
    expect((await dad.post("/api/plan-run/pause", { reason: "sunburn" })).statusCode).toBe(400);
    expect((await dad.post("/api/plan-run/pause", { reason: "illness" })).statusCode).toBe(200);
    expect((await dad.post("/api/plan-run/pause", { reason: "illness" })).statusCode).toBe(409);
    expect((await dad.get("/api/streak")).json()).toMatchObject({ paused: true });
    expect((await dad.post("/api/plan-run/resume")).statusCode).toBe(200);
  });
});

describe("the job and its channels", () => {
  it("a third channel goes out once the table's check names it: the job is the same; a channel failing rolls the whole reminder back", async () => {
    // What adding a channel takes in the database: its name in the check (the migration a real one would ship).
    await t.db.execute(sql`alter table reminder_settings drop constraint reminder_settings_channels`);
    await t.db.execute(sql`alter table reminder_settings add constraint reminder_settings_channels
      check (cardinality(channels) > 0 and channels <@ array['email', 'push', 'sms']::text[])`);
    const dad = await registerDad(t, "Texting Dad");
    await dad.put("/api/reminders", reminder({ timeZone: "UTC" }));
    await t.db.execute(sql`update reminder_settings set channels = '{email,sms}' where user_id = ${dad.id}`);

    const sent: string[] = [];
    let smsDown = true;
    const mailNote: ReminderChannel<"email"> = {
      name: "email",
      async deliver(given, person, tx) {
        sent.push(`email:${given.kind}:${person.firstName}`);
        await tx.queue("mail", { to: person.email, subject: "Your family's week, by the fake", text: given.body });
        return { status: "queued", messages: 1 };
      },
    };
    const sms: ReminderChannel<"sms"> = {
      name: "sms",
      async deliver(given, person) {
        if (smsDown) throw new Error("the SMS gateway is down");
        sent.push(`sms:${given.path}:${person.userId === dad.id}`);
        return { status: "queued", messages: 1 };
      },
    };
    const deps = { ...t.app.deps.reminders.workerDeps, channels: [mailNote, sms] };
    const data = { userId: dad.id, dueAt: "2026-08-02T19:00:00.000Z", period: "2026-08-02" };
    const claims = async () => (await t.db.execute(sql`select 1 from reminder_deliveries where user_id = ${dad.id} and period = '2026-08-02'`)).rows.length;

    // The SMS gateway fails after the mail was queued: nothing stays — no claim, no mail — and the job is retried.
    await expect(handleReminder(deps, data)).rejects.toThrow("the SMS gateway is down");
    expect(await claims()).toBe(0);
    expect((await mailsTo(dad.email)).filter((m) => m.subject.includes("by the fake"))).toHaveLength(0);

    smsDown = false;
    expect(await handleReminder(deps, data)).toEqual([
      { channel: "email", status: "queued", messages: 1 },
      { channel: "sms", status: "queued", messages: 1 },
    ]);
    expect(sent).toEqual(["email:reminder:Texting", "email:reminder:Texting", "sms:/week/1:true"]);
    expect(await claims()).toBe(1);
    expect((await mailsTo(dad.email)).filter((m) => m.subject.includes("by the fake"))).toHaveLength(1);
    // Run again (a retry after the commit): no channel is asked.
    expect(await handleReminder(deps, data)).toEqual([]);
    expect(sent).toHaveLength(3);
  });
});
