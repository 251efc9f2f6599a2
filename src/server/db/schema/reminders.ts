// Coming back every week: reminders by mail and Web Push, the dad's weekly recap, his
// "encourage my son" nudge, and the pauses that keep a family's streak through a holiday or an illness.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique, date } from "drizzle-orm/pg-core";
import { ownedRow, userReference, users } from "./auth.ts";
import { createdAt, timestamps, partOf } from "./columns.ts";
import { planRuns } from "./activity.ts";

/**
 * One person's reminder: the day and hour in his own time zone, the channels it goes by, and `next_due_at` — the next moment
 * it is due, in UTC, which the sweep finds with one indexed range query per minute (partial index on the enabled
 * rows). A son's row exists only with his dad's consent (`consent_by`, `consent_at`): COPPA, a child's contact.
 */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(true),
    /** 0 = Sunday … 6 = Saturday, in the person's time zone. */
    weekday: integer("weekday").notNull(),
    hour: integer("hour").notNull(),
    minute: integer("minute").notNull().default(0),
    timeZone: text("time_zone").notNull(),
    /** The ways it goes, one or more of REMINDER_CHANNELS ("email", "push"); a new transport widens the check. */
    channels: text("channels")
      .array()
      .notNull()
      .default(sql`'{email}'::text[]`),
    /** The dad's weekly recap rides with his reminder (his choice). */
    recap: boolean("recap").notNull().default(true),
    nextDueAt: timestamp("next_due_at", { withTimezone: true }),
    /** Reminders sent in a row without a visit since; at 3 the reminders stop (and say so once). */
    unansweredCount: integer("unanswered_count").notNull().default(0),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** Set when the reminders stopped by themselves (three unanswered) or by an unsubscribe link. */
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    stoppedReason: text("stopped_reason"),
    /** When the person (or his dad) last saved this reminder: an older mail's stop link no longer changes it. */
    savedAt: timestamp("saved_at", { withTimezone: true }),
    /** For a son: the dad who consented to reminding him, and when (null for a person's own reminder). */
    consentBy: text("consent_by").references(() => users.id, { onDelete: "set null" }),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("reminder_settings_weekday", sql`${t.weekday} between 0 and 6`),
    check("reminder_settings_hour", sql`${t.hour} between 0 and 23`),
    check("reminder_settings_minute", sql`${t.minute} between 0 and 59`),
    check("reminder_settings_channels", sql`cardinality(${t.channels}) > 0 and ${t.channels} <@ array['email', 'push']::text[]`),
    index("reminder_settings_due_idx")
      .on(t.nextDueAt)
      .where(sql`${t.enabled} and ${t.stoppedAt} is null`),
  ],
);

/** A browser's Web Push subscription (endpoint and its keys). A 404/410 from the push service deletes it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    ...ownedRow("cascade"),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * What was sent, once: (person, kind, period) is unique, claimed in the transaction that queues the mail and the
 * pushes, so a second process or a retried job never sends it twice. Kinds: reminder, recap, stopped, encourage.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    ...ownedRow("cascade"),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("reminder_deliveries_once").on(t.userId, t.kind, t.period)],
);

/** "Encourage my son": the dad's one-tap nudge, shown in the son's app (and mailed only with consent, 13+). */
export const encouragements = pgTable(
  "encouragements",
  {
    id: serial("id").primaryKey(),
    fromUserId: userReference("from_user_id", "cascade"),
    toUserId: userReference("to_user_id", "cascade"),
    /** The day it was sent (the dad's): one a day per son. */
    sentOn: date("sent_on", { mode: "string" }).notNull(),
    message: text("message").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique("encouragements_once_a_day").on(t.fromUserId, t.toUserId, t.sentOn), index("encouragements_to_idx").on(t.toUserId, t.createdAt.desc())],
);

/** A pause of a family's plan run (holiday, illness): its weeks neither count for nor break the streak. */
export const planRunPauses = pgTable(
  "plan_run_pauses",
  {
    id: serial("id").primaryKey(),
    planRunId: partOf("plan_run_id", () => planRuns.id),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    /** Null while the pause lasts. */
    endsOn: date("ends_on", { mode: "string" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("plan_run_pauses_run_idx").on(t.planRunId, t.startsOn),
    check("plan_run_pauses_reason", sql`${t.reason} in ('holiday', 'illness', 'other')`),
    check("plan_run_pauses_order", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);
