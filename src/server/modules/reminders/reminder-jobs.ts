// The reminder sweep and the job it queues per person.
//
// Sweep: every REMINDER_SWEEP_SECONDS each process claims the due reminders with one indexed range query on
// `next_due_at` (partial index over enabled, not stopped rows; FOR UPDATE SKIP LOCKED, so two processes never
// claim the same row), moves each to its next week in the same statement (wall time in the person's zone, so
// DST is kept by PostgreSQL), and queues a `reminder` job per person in batches — all in one transaction: a crash
// before the commit leaves the rows due, after it the jobs are there. The singleton key (person + local day)
// keeps a second copy out of the queue.
//
// A reminder job, in one transaction: decides whether and what to send (consent, pause, three unanswered), claims
// (person, kind, local day) in reminder_deliveries — taken already means sent already, nothing more — then hands the
// reminder to each channel the person chose (channels/), which queue their messages on the same connection. So each
// reminder leaves exactly once, a failure before the commit is retried, and each channel's jobs retry their own
// deliveries. The job knows no transport: a new channel is added to the list it is given, not here.
import type pg from "pg";
import type { Logger } from "pino";
import type { PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { QUEUES, type JobQueue, type JobPayloads } from "../../jobs/job-queue.ts";
import { localDay } from "../../../shared/reminder-schedule.ts";
import { isLocale } from "../../../shared/i18n/locales.ts";
import { mailWords } from "../../integrations/mail/mail-words.ts";
import { getWeekContent } from "../content/week-content.ts";
import { findFamilyWeek } from "./family-week.queries.ts";
import { isPaused } from "./reminders.service.ts";
import {
  claimDelivery,
  claimDueReminders,
  findEncouragementRecipient,
  inJobTransaction,
  jobsOn,
  lockReminderRecipient,
  pushSubscriptionIds,
  recordReminderSent,
  recordRemindersStopped,
  visitedSince,
  type SqlClient,
} from "./reminder-jobs.queries.ts";
import {
  firstName,
  type DeliveryOutcome,
  type DeliveryTransaction,
  type Reminder,
  type ReminderChannel,
  type ReminderRecipient,
} from "./channels/reminder-channel.ts";

/** Rows claimed and jobs queued per statement. */
export const SWEEP_BATCH = 1000;
/** After this many reminders in a row without a visit, they stop (and say so once). */
export const UNANSWERED_LIMIT = 3;

/** One sweep at `now`: claims every due reminder in batches and queues their jobs. Returns how many. */
export async function sweepReminders(pool: pg.Pool, boss: PgBoss, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const queued = await inJobTransaction(pool, async (client) => {
      const rows = await claimDueReminders(client, now, SWEEP_BATCH);
      if (rows.length === 0) return 0;
      const jobs = rows.map((row) => {
        const period = localDay(row.next_due_at, row.time_zone);
        const data: JobPayloads["reminder"] = { userId: row.user_id, dueAt: row.next_due_at.toISOString(), period };
        return { data, singletonKey: `${row.user_id}:${period}`, ...QUEUES.reminder.options };
      });
      await boss.insert(
        QUEUES.reminder.name,
        jobs.map(({ notify: _notify, ...job }) => job),
        { db: jobsOn(client) },
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
  /** The ways a reminder can go, in the order they are tried; each person's row names the ones he chose. */
  channels: ReadonlyArray<ReminderChannel<string>>;
  appUrl: string;
  logger: Logger;
  /** Tests move the clock: "now" for the visit check and the recap. */
  now?: () => Date;
}

/** What became of one reminder on one channel. */
export type ChannelOutcome = { channel: string } & DeliveryOutcome;

/**
 * Hands the reminder to each channel the person chose, in the list's order. A chosen name no channel answers to
 * (a channel withdrawn from this server) is skipped and said so; the others still go.
 */
export async function deliverToChannels(
  channels: ReadonlyArray<ReminderChannel<string>>,
  chosen: readonly string[],
  reminder: Reminder,
  person: ReminderRecipient,
  tx: DeliveryTransaction,
): Promise<ChannelOutcome[]> {
  const outcomes: ChannelOutcome[] = [];
  for (const channel of channels) {
    if (chosen.includes(channel.name)) outcomes.push({ channel: channel.name, ...(await channel.deliver(reminder, person, tx)) });
  }
  for (const name of chosen) {
    if (!channels.some((channel) => channel.name === name)) outcomes.push({ channel: name, status: "skipped", reason: "no such channel here" });
  }
  return outcomes;
}

/** The job's connection as the channels see it: their jobs are queued in its transaction. */
function deliveryTransaction(jobs: JobQueue, client: SqlClient): DeliveryTransaction {
  const db = jobsOn(client);
  return {
    client,
    async queue(queue, data, options = {}) {
      await jobs.boss.send(QUEUES[queue].name, data as object, { db, ...QUEUES[queue].options, ...options });
    },
  };
}

/** Handles one `reminder` job (see the file's comment); returns what each chosen channel did, empty when nothing went. */
export async function handleReminder(deps: ReminderWorkerDeps, data: JobPayloads["reminder"]): Promise<ChannelOutcome[]> {
  const now = deps.now?.() ?? new Date();
  return inJobTransaction(deps.db.$client, async (client) => {
    const row = await lockReminderRecipient(client, data.userId);
    if (!row || !row.enabled || row.stopped_at) return [];
    // A son's reminders exist only with his dad's consent (COPPA).
    if (row.role === "son" && !row.consent_at) return [];
    const family = await findFamilyWeek(deps.db, data.userId);
    if (await isPaused(deps.db, family.ownerId, family.planId)) return [];

    const visited = row.last_sent_at === null || (await visitedSince(client, data.userId, row.last_sent_at));
    const unanswered = visited ? 0 : row.unanswered_count + 1;
    const stopping = unanswered >= UNANSWERED_LIMIT;
    const kind = stopping ? "stopped" : "reminder";
    const deliveryId = await claimDelivery(client, { userId: data.userId, kind, period: data.period });
    if (deliveryId === undefined) return []; // sent already (another process, or a retry after the commit)

    if (stopping) await recordRemindersStopped(client, data.userId, now, unanswered);
    else await recordReminderSent(client, data.userId, now, unanswered);

    const locale = isLocale(row.language) ? row.language : "en";
    const person: ReminderRecipient = {
      userId: data.userId,
      email: row.email,
      firstName: firstName(row.full_name),
      role: row.role,
      under13: row.under13,
      locale,
    };
    const content = await weekTitleOf(deps, family);
    const { t } = mailWords(locale);
    const reminder: Reminder = {
      kind,
      period: data.period,
      deliveryId,
      title: stopping ? t("mail.reminder.stoppedSubject") : t("mail.reminder.subject"),
      body: stopping
        ? t("mail.reminder.stoppedLine")
        : t("mail.reminder.line", { name: person.firstName, title: content ?? t("mail.reminder.weekFallback", { week: family.familyWeek }) }),
      path: stopping ? "/reminders" : `/week/${family.familyWeek}`,
      withRecap: !stopping && row.recap && row.role === "dad" && family.ownerId === data.userId,
      now,
    };
    const outcomes = await deliverToChannels(deps.channels, row.channels, reminder, person, deliveryTransaction(deps.jobs, client));
    for (const outcome of outcomes) {
      if (outcome.status === "skipped") deps.logger.debug({ userId: data.userId, ...outcome }, "reminder not sent on this channel");
    }
    return outcomes;
  });
}

async function weekTitleOf(deps: ReminderWorkerDeps, family: Awaited<ReturnType<typeof findFamilyWeek>>): Promise<string | null> {
  const content = await getWeekContent(deps.db, { weekNumber: family.familyWeek, planId: family.planId, includeDadsCorner: false, userId: family.ownerId });
  return content.devotional?.title ?? null;
}

/** Sends an encouragement to the son by push (always allowed: in the app), and by mail only to a consenting 13+. */
export async function queueEncouragement(deps: ReminderWorkerDeps, sonId: string, message: string, id: number): Promise<void> {
  const pool = deps.db.$client;
  const son = await findEncouragementRecipient(pool, sonId);
  const title = mailWords(isLocale(son?.language) ? son.language : "en").t("mail.encourage.title");
  for (const subscriptionId of await pushSubscriptionIds(pool, sonId)) {
    await deps.jobs.boss.send(
      QUEUES.push.name,
      { subscriptionId, payload: { title, body: message, url: "/dashboard/son", tag: `encourage-${id}` } },
      { ...QUEUES.push.options, singletonKey: `${subscriptionId}:encourage:${id}` },
    );
  }
  if (son && !son.under13 && son.consent_at && son.channels?.includes("email")) {
    await deps.jobs.send("mail", { to: son.email, subject: title, text: `${message}\n\n${deps.appUrl}/dashboard/son` });
  }
}

/** Starts this process's reminder worker, each channel's own worker and, unless `sweepSeconds` is 0, the sweep timer. */
export async function startReminderWorkers(
  deps: ReminderWorkerDeps,
  sweepSeconds: number,
  /** Other timed sends that ride on the same sweep (an organization's invitation follow-ups). */
  alsoOnSweep: Array<(now: Date) => Promise<unknown>> = [],
): Promise<{ sweep(now?: Date): Promise<number>; stop(): void }> {
  await deps.jobs.work("reminder", async (data) => {
    await handleReminder(deps, data);
  });
  for (const channel of deps.channels) await channel.start?.(deps.jobs);
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
