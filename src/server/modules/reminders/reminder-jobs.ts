// The reminder sweep and the jobs it queues.
//
// Sweep: every REMINDER_SWEEP_SECONDS each process claims the due reminders with one indexed range query on
// `next_due_at` (partial index over enabled, not stopped rows; FOR UPDATE SKIP LOCKED, so two processes never
// claim the same row), moves each to its next week in the same statement (wall time in the person's zone, so
// DST is kept by PostgreSQL), and queues a `reminder` job per person in batches — all in one transaction: a crash
// before the commit leaves the rows due, after it the jobs are there. The singleton key (person + local day)
// keeps a second copy out of the queue.
//
// A reminder job, in one transaction: claims (person, kind, local day) in reminder_deliveries — taken already
// means sent already, nothing more — then queues the mail (and a push job per subscription) on the same
// connection. So each reminder leaves exactly once, a failure before the commit is retried, and the mail and
// push jobs retry their own deliveries.
import type pg from "pg";
import type { Logger } from "pino";
import type { PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { QUEUES, type JobQueue, type JobPayloads } from "../../jobs/job-queue.ts";
import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { localDay } from "../../../shared/reminder-schedule.ts";
import { reminderText } from "../../../shared/schemas/reminders.ts";
import { getWeekContent } from "../content/week-content.ts";
import { findFamilyWeek } from "./family-week.queries.ts";
import { recapFor, unsubscribeToken, isPaused } from "./reminders.service.ts";
import type { PushSender } from "./push-sender.ts";

/** Rows claimed and jobs queued per statement. */
export const SWEEP_BATCH = 1000;
/** After this many reminders in a row without a visit, they stop (and say so once). */
export const UNANSWERED_LIMIT = 3;

function adapter(client: pg.PoolClient) {
  return { executeSql: async (text: string, values?: unknown[]) => client.query(text, values as unknown[]) };
}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The sweep's statement: the due rows (oldest first, one batch), claimed and moved to their next week. The next
 * due time is the same weekday and wall time one week on, in the person's zone; a sweep that comes late (the
 * server was down) moves it as many weeks as needed to be in the future.
 */
export const SWEEP_SQL = `
  with due as (
    select user_id, next_due_at from reminder_settings
     where enabled and stopped_at is null and next_due_at <= $1
     order by next_due_at
     limit $2
     for update skip locked
  )
  update reminder_settings r
     set next_due_at = ((date_trunc('day', due.next_due_at at time zone r.time_zone)
                         + make_interval(days => 7 * greatest(1, ceil(extract(epoch from ($1::timestamptz - due.next_due_at)) / 604800.0)::int),
                                         hours => r.hour, mins => r.minute)) at time zone r.time_zone),
         updated_at = now()
    from due
   where r.user_id = due.user_id
  returning r.user_id, due.next_due_at, r.time_zone`;

/** One sweep at `now`: claims every due reminder in batches and queues their jobs. Returns how many. */
export async function sweepReminders(pool: pg.Pool, boss: PgBoss, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const queued = await inTransaction(pool, async (client) => {
      const { rows } = await client.query<{ user_id: string; next_due_at: Date; time_zone: string }>(SWEEP_SQL, [now, SWEEP_BATCH]);
      if (rows.length === 0) return 0;
      const jobs = rows.map((row) => {
        const period = localDay(row.next_due_at, row.time_zone);
        const data: JobPayloads["reminder"] = { userId: row.user_id, dueAt: row.next_due_at.toISOString(), period };
        return { data, singletonKey: `${row.user_id}:${period}`, ...QUEUES.reminder.options };
      });
      await boss.insert(
        QUEUES.reminder.name,
        jobs.map(({ notify: _notify, ...job }) => job),
        { db: adapter(client) },
      );
      return rows.length;
    });
    total += queued;
    if (queued < SWEEP_BATCH) return total;
  }
}

export interface ReminderWorkerDeps {
  db: Database;
  jobs: JobQueue;
  push: PushSender;
  appUrl: string;
  secret: string;
  logger: Logger;
  /** Tests move the clock: "now" for the visit check and the recap. */
  now?: () => Date;
}

/** A visit since `since`: a sign-in or a session refreshed, a tick, or a journal entry (never app opens alone). */
const VISITED_SQL = `
  select exists (select 1 from sessions where user_id = $1 and (created_at > $2 or updated_at > $2))
      or exists (select 1 from progress where user_id = $1 and updated_at > $2)
      or exists (select 1 from journal_entries where user_id = $1 and created_at > $2) as visited`;

function firstName(name: string): string {
  return name.split(" ")[0] || name;
}

/** Handles one `reminder` job: see the file's comment. */
export async function handleReminder(deps: ReminderWorkerDeps, data: JobPayloads["reminder"]): Promise<void> {
  const pool = deps.db.$client;
  const now = deps.now?.() ?? new Date();
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      enabled: boolean;
      stopped_at: Date | null;
      channel: string;
      recap: boolean;
      unanswered_count: number;
      last_sent_at: Date | null;
      consent_at: Date | null;
      email: string;
      full_name: string;
      role: string;
      under13: boolean;
    }>(
      `select s.enabled, s.stopped_at, s.channel, s.recap, s.unanswered_count, s.last_sent_at, s.consent_at, u.email, p.full_name, p.role::text as role,
              coalesce((select son_age_band = 'under_13' from family_links where son_id = s.user_id), false) as under13
         from reminder_settings s join users u on u.id = s.user_id join profiles p on p.id = s.user_id
        where s.user_id = $1 for update of s`,
      [data.userId],
    );
    const row = rows[0];
    if (!row || !row.enabled || row.stopped_at) return;
    // A son's reminders exist only with his dad's consent (COPPA).
    if (row.role === "son" && !row.consent_at) return;
    const family = await findFamilyWeek(deps.db, data.userId);
    if (await isPaused(deps.db, family.ownerId, family.planId)) return;

    const visited =
      row.last_sent_at === null || (await client.query<{ visited: boolean }>(VISITED_SQL, [data.userId, row.last_sent_at])).rows[0]?.visited === true;
    const unanswered = visited ? 0 : row.unanswered_count + 1;
    const stopping = unanswered >= UNANSWERED_LIMIT;
    const kind = stopping ? "stopped" : "reminder";
    const claimed = await client.query<{ id: number }>(
      `insert into reminder_deliveries (user_id, kind, period) values ($1, $2, $3) on conflict do nothing returning id`,
      [data.userId, kind, data.period],
    );
    const mailId = claimed.rows[0]?.id;
    if (mailId === undefined) return; // sent already (another process, or a retry after the commit)

    if (stopping) {
      await client.query(
        `update reminder_settings set stopped_at = $2, stopped_reason = 'unanswered', unanswered_count = $3, updated_at = now() where user_id = $1`,
        [data.userId, now, unanswered],
      );
    } else {
      await client.query(`update reminder_settings set last_sent_at = $2, unanswered_count = $3, updated_at = now() where user_id = $1`, [
        data.userId,
        now,
        unanswered,
      ]);
    }

    const content = await weekTitleOf(deps, family);
    const name = firstName(row.full_name);
    const link = `${deps.appUrl}/week/${family.familyWeek}`;
    const title = stopping ? reminderText.stoppedSubject : reminderText.reminderSubject;
    const body = stopping ? reminderText.stoppedLine : reminderText.reminderLine(name, content ?? `Week ${family.familyWeek}`);
    const channelMail = row.channel === "email" || row.channel === "both";
    const channelPush = row.channel === "push" || row.channel === "both";
    const db = { db: adapter(client) };

    // A son under 13 is never mailed (COPPA); a son 13+ is mailed only with his dad's consent (checked above).
    if (channelMail && !row.under13) {
      // The stop link names this mail: it expires with it, and cannot undo a later choice (reminders.service.ts).
      const token = unsubscribeToken(deps.secret, { userId: data.userId, mailId });
      const unsubscribeUrl = `${deps.appUrl}/api/unsubscribe/one-click?token=${token}`;
      const recap = !stopping && row.recap && row.role === "dad" && family.ownerId === data.userId ? await recapLines(deps, data.userId, now) : [];
      const text = [
        body,
        "",
        ...recap,
        stopping ? `Turn reminders back on: ${deps.appUrl}/reminders` : `Open this week: ${link}`,
        "",
        `Stop these reminders: ${deps.appUrl}/unsubscribe?token=${token}`,
      ].join("\n");
      const message: MailMessage = {
        to: row.email,
        subject: recap.length > 0 ? reminderText.recapSubject : title,
        text,
        headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
      await deps.jobs.boss.send(QUEUES.mail.name, message, { ...db, ...QUEUES.mail.options });
    }
    if (channelPush) {
      const subs = await client.query<{ id: number }>(`select id from push_subscriptions where user_id = $1`, [data.userId]);
      for (const sub of subs.rows) {
        const payload = { title, body, url: stopping ? "/reminders" : `/week/${family.familyWeek}`, tag: `reminder-${data.period}` };
        await deps.jobs.boss.send(
          QUEUES.push.name,
          { subscriptionId: sub.id, payload },
          { ...db, ...QUEUES.push.options, singletonKey: `${sub.id}:${kind}:${data.period}` },
        );
      }
    }
  });
}

async function weekTitleOf(deps: ReminderWorkerDeps, family: Awaited<ReturnType<typeof findFamilyWeek>>): Promise<string | null> {
  const content = await getWeekContent(deps.db, { weekNumber: family.familyWeek, planId: family.planId, includeDadsCorner: false, userId: family.ownerId });
  return content.devotional?.title ?? null;
}

/** The recap's lines in the dad's reminder mail: each son's week, shared entries, the streak, next week. */
async function recapLines(deps: ReminderWorkerDeps, dadId: string, now: Date): Promise<string[]> {
  const recap = await recapFor(deps.db, dadId, now.toISOString().slice(0, 10));
  const lines = [`Your family's week ${recap.familyWeek}:`];
  for (const son of recap.sons) {
    lines.push(`- ${firstName(son.name)}: ${son.finished ? "finished the week" : `${son.itemsDone} of 3 done`}`);
    for (const entry of son.sharedEntries) lines.push(`  shared "${entry.title}"`);
  }
  if (recap.streak.weeks > 0) lines.push(`Family streak: ${recap.streak.weeks} ${recap.streak.weeks === 1 ? "week" : "weeks"} together.`);
  if (recap.nextWeekTitle) lines.push(`Next week: "${recap.nextWeekTitle}".`);
  if (recap.sons.length > 0) lines.push(`Encourage your sons with one tap: ${deps.appUrl}/reminders#recap`);
  lines.push("");
  return lines;
}

/** Handles one `push` job: sends, drops an expired subscription (404/410), throws otherwise (retried). */
export async function handlePush(deps: ReminderWorkerDeps, data: JobPayloads["push"]): Promise<void> {
  const { rows } = await deps.db.$client.query<{ endpoint: string; p256dh: string; auth: string }>(
    `select endpoint, p256dh, auth from push_subscriptions where id = $1`,
    [data.subscriptionId],
  );
  const target = rows[0];
  if (!target) return;
  const outcome = await deps.push.send(target, data.payload, { topic: data.payload.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) });
  if (outcome.status === "gone") {
    await deps.db.$client.query(`delete from push_subscriptions where id = $1`, [data.subscriptionId]);
    deps.logger.info({ subscriptionId: data.subscriptionId }, "push subscription expired (404/410): dropped");
  } else if (outcome.status === "refused") {
    deps.logger.warn({ subscriptionId: data.subscriptionId, reason: outcome.reason }, "push not sent: the endpoint is refused");
  }
}

/** Sends an encouragement to the son by push (always allowed: in the app), and by mail only to a consenting 13+. */
export async function queueEncouragementPush(deps: ReminderWorkerDeps, sonId: string, message: string, id: number): Promise<void> {
  const subs = await deps.db.$client.query<{ id: number }>(`select id from push_subscriptions where user_id = $1`, [sonId]);
  for (const sub of subs.rows) {
    await deps.jobs.boss.send(
      QUEUES.push.name,
      { subscriptionId: sub.id, payload: { title: "A word from your dad", body: message, url: "/dashboard/son", tag: `encourage-${id}` } },
      { ...QUEUES.push.options, singletonKey: `${sub.id}:encourage:${id}` },
    );
  }
  const { rows } = await deps.db.$client.query<{ email: string; consent_at: Date | null; under13: boolean; channel: string | null }>(
    `select u.email, s.consent_at, s.channel, coalesce(l.son_age_band = 'under_13', false) as under13
       from users u left join reminder_settings s on s.user_id = u.id left join family_links l on l.son_id = u.id where u.id = $1`,
    [sonId],
  );
  const son = rows[0];
  if (son && !son.under13 && son.consent_at && (son.channel === "email" || son.channel === "both")) {
    await deps.jobs.send("mail", { to: son.email, subject: "A word from your dad", text: `${message}\n\n${deps.appUrl}/dashboard/son` });
  }
}

/** Starts this process's reminder and push workers and, unless `sweepSeconds` is 0, its sweep timer. */
export async function startReminderWorkers(
  deps: ReminderWorkerDeps,
  sweepSeconds: number,
  /** Other timed sends that ride on the same sweep (an organization's invitation follow-ups). */
  alsoOnSweep: Array<(now: Date) => Promise<unknown>> = [],
): Promise<{ sweep(now?: Date): Promise<number>; stop(): void }> {
  await deps.jobs.work("reminder", (data) => handleReminder(deps, data));
  await deps.jobs.work("push", (data) => handlePush(deps, data));
  const sweep = async (at?: Date) => {
    const now = at ?? deps.now?.() ?? new Date();
    const queued = await sweepReminders(deps.db.$client, deps.jobs.boss, now);
    for (const also of alsoOnSweep) await also(now);
    return queued;
  };
  let running = false;
  const timer =
    sweepSeconds > 0
      ? setInterval(() => {
          if (running) return;
          running = true;
          sweep()
            .catch((error: unknown) => deps.logger.warn({ err: error }, "reminder sweep failed; the next one retries"))
            .finally(() => {
              running = false;
            });
        }, sweepSeconds * 1000)
      : undefined;
  timer?.unref();
  return {
    sweep,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
