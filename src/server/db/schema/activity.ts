// What users do: progress, journal, groups, purchases and assistant conversations.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
  unique,
  char,
  date,
  jsonb,
} from "drizzle-orm/pg-core";
import { ownedRow, userReference, users } from "./auth.ts";
import { createdAt, partOf, timestamps } from "./columns.ts";
import { chatRole, fitnessUnit, fitnessVersion, groupMemberRole, journalEntryType, progressSource, purchaseStatus } from "./enums.ts";
import { challenges, devotionalPlans } from "./content.ts";
import { organizationFamilies, organizationFamilyInvitations } from "./people.ts";
import { organizations } from "./organizations.ts";
import { GROUP_LIMITS } from "../../../shared/schemas/groups.ts";

/**
 * A family's run of a plan: whose run it is (the dad, or a person without a confirmed dad — a son
 * on a confirmed link joins his dad's runs), which plan (null: the general weeks, without a plan) and the date
 * week 1 starts, from which the family week is counted. One run per owner and plan: coming back to a plan
 * resumes its run with its ticks. `user_id` is the owner (named so the read caches' user trigger announces him).
 */
export const planRuns = pgTable(
  "plan_runs",
  {
    ...ownedRow("cascade"),
    planId: integer("plan_id").references(() => devotionalPlans.id, { onDelete: "restrict" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    // When the schedule was last set (a start, "next week", catch-up): weeks the calendar passed after it can be caught up.
    scheduleSetOn: date("schedule_set_on", { mode: "string" })
      .notNull()
      .default(sql`CURRENT_DATE`),
    // "We're done — next week" can be undone right after (until undo_until): the schedule it replaced. Any other
    // schedule change clears them.
    undoStartsOn: date("undo_starts_on", { mode: "string" }),
    undoScheduleSetOn: date("undo_schedule_set_on", { mode: "string" }),
    undoUntil: timestamp("undo_until", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [unique("plan_runs_user_plan_unique").on(t.userId, t.planId).nullsNotDistinct(), index("plan_runs_plan_idx").on(t.planId)],
);

export const progress = pgTable(
  "progress",
  {
    ...ownedRow("cascade"),
    planRunId: partOf("plan_run_id", () => planRuns.id),
    weekNumber: integer("week_number").notNull(),
    devotionalCompleted: boolean("devotional_completed").notNull().default(false),
    challengeCompleted: boolean("challenge_completed").notNull().default(false),
    journalCompleted: boolean("journal_completed").notNull().default(false),
    // Who or what completed each item; null while it is not completed.
    devotionalSource: progressSource("devotional_source"),
    challengeSource: progressSource("challenge_source"),
    journalSource: progressSource("journal_source"),
    reflection: text("reflection"),
    ...timestamps(),
  },
  (t) => [
    check("progress_week_min", sql`${t.weekNumber} >= 1`),
    // One row per user, run and week: concurrent toggles upsert onto this key.
    unique("progress_user_run_week_unique").on(t.userId, t.planRunId, t.weekNumber),
    index("progress_run_week_idx").on(t.planRunId, t.weekNumber),
  ],
);

/**
 * The fitness log: one result per person, plan, week, challenge and measure (logging again
 * replaces it). A measure of the week's challenge carries the challenge (a test: it may tick the challenge); a measure
 * the family follows on its own carries none. Keyed by plan id and week number, not by the progress row, so the
 * progress table can be re-keyed on its own. The challenge's title and the measure's name are kept with the result,
 * so an edited or deleted challenge never changes or takes away what a family logged.
 */
export const fitnessResults = pgTable(
  "fitness_results",
  {
    ...ownedRow("cascade"),
    challengeId: integer("challenge_id").references(() => challenges.id, { onDelete: "set null" }),
    planId: integer("plan_id").references(() => devotionalPlans.id, { onDelete: "set null" }),
    weekNumber: integer("week_number").notNull(),
    /** null: the family's own weekly measure, logged outside the week's challenge. */
    challengeTitle: text("challenge_title"),
    measureLabel: text("measure_label").notNull(),
    /** The measure's name as it is compared (case ignored): with the unit, which measure this is. */
    measureName: text("measure_name")
      .notNull()
      .generatedAlwaysAs(sql`lower(measure_label)`),
    unit: fitnessUnit("unit").notNull(),
    version: fitnessVersion("version").notNull().default("standard"),
    value: doublePrecision("value").notNull(),
    /** Who wrote it: the person himself, or his dad for him (null once that account is deleted). */
    loggedBy: text("logged_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("fitness_results_week_min", sql`${t.weekNumber} >= 1`),
    check("fitness_results_value_min", sql`${t.value} >= 0`),
    unique("fitness_results_person_plan_week_measure_unique").on(t.userId, t.planId, t.weekNumber, t.challengeId, t.measureName, t.unit).nullsNotDistinct(),
  ],
);

/**
 * The measures a family follows week by week, whatever the week's challenge: push-ups every week,
 * not only in the plan's test weeks. The family is its dad (or a person without a confirmed dad, like a plan run).
 */
export const familyMeasures = pgTable(
  "family_measures",
  {
    id: serial("id").primaryKey(),
    familyId: userReference("family_id", "cascade"),
    label: text("label").notNull(),
    measureName: text("measure_name")
      .notNull()
      .generatedAlwaysAs(sql`lower(label)`),
    unit: fitnessUnit("unit").notNull(),
    /** Who chose it: the dad or his son (null once that account is deleted). */
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [unique("family_measures_family_measure_unique").on(t.familyId, t.measureName, t.unit)],
);

export const journalEntries = pgTable(
  "journal_entries",
  {
    ...ownedRow("cascade"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    weekNumber: integer("week_number"),
    isPrivate: boolean("is_private").notNull().default(true),
    entryType: journalEntryType("entry_type").notNull().default("reflection"),
    ...timestamps(),
  },
  (t) => [
    check("journal_entries_week_min", sql`${t.weekNumber} is null or ${t.weekNumber} >= 1`),
    index("journal_entries_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("journal_entries_user_week_idx").on(t.userId, t.weekNumber),
  ],
);

/** What an entry says, where it belongs and who may see it: the columns every reader of entries selects. */
export const journalEntryWords = {
  title: journalEntries.title,
  content: journalEntries.content,
  weekNumber: journalEntries.weekNumber,
  entryType: journalEntries.entryType,
  isPrivate: journalEntries.isPrivate,
  createdAt: journalEntries.createdAt,
};

export const dadGroups = pgTable(
  "dad_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    isPrivate: boolean("is_private").notNull().default(true),
    groupCode: char("group_code", { length: 6 }).notNull().unique(),
    groupImageUrl: text("group_image_url"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    // The organization whose group this is (its staff linked it), null for any dad's group.
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    // The plan the group runs and the day its week 1 starts; every member family follows it on that
    // schedule. A plan deleted later leaves the group without one (its families' runs keep their ticks).
    planId: integer("plan_id").references(() => devotionalPlans.id, { onDelete: "set null" }),
    planStartsOn: date("plan_starts_on", { mode: "string" }),
    ...timestamps(),
  },
  (t) => [check("dad_groups_code_format", sql`${t.groupCode} ~ '^[A-Z0-9]{6}$'`), index("dad_groups_organization_idx").on(t.organizationId)],
);

/**
 * The group a church's shared invitation link carries: accepting it joins the church and this group
 * and starts the family on the group's plan. A table of its own because people.ts cannot import the groups. A group
 * deleted takes this row with it; the link (`for_group`) then answers as withdrawn, never as a church-only link.
 */
export const familyInvitationGroups = pgTable(
  "family_invitation_groups",
  {
    invitationId: integer("invitation_id")
      .primaryKey()
      .references(() => organizationFamilyInvitations.id, { onDelete: "cascade" }),
    groupId: partOf("group_id", () => dadGroups.id),
  },
  (t) => [index("family_invitation_groups_group_idx").on(t.groupId)],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: partOf("group_id", () => dadGroups.id),
    userId: userReference("user_id", "cascade"),
    role: groupMemberRole("role").notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    // A dad's choice, off by default, to let this group's leaders see his family's own progress.
    sharesProgress: boolean("shares_progress").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_members_user_idx").on(t.userId)],
);

/**
 * A post in a group's conversation for one week of its plan. Leaders hide a post (`hidden_at`: its
 * members no longer see it, leaders do, marked) or remove it (the row is deleted, its reports with it).
 */
export const groupPosts = pgTable(
  "group_posts",
  {
    id: serial("id").primaryKey(),
    groupId: partOf("group_id", () => dadGroups.id),
    weekNumber: integer("week_number").notNull(),
    authorId: userReference("author_id", "cascade"),
    body: text("body").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("group_posts_week_min", sql`${t.weekNumber} >= 1`),
    check("group_posts_body_length", sql`char_length(${t.body}) between 1 and ${sql.raw(String(GROUP_LIMITS.postMax))}`),
    index("group_posts_group_week_idx").on(t.groupId, t.weekNumber, t.createdAt),
    index("group_posts_group_author_created_idx").on(t.groupId, t.authorId, t.createdAt),
  ],
);

/** A member's report of a post, waiting for a leader's answer (dismiss, hide or remove). */
export const groupPostReports = pgTable(
  "group_post_reports",
  {
    id: serial("id").primaryKey(),
    postId: partOf("post_id", () => groupPosts.id),
    reporterId: userReference("reporter_id", "cascade"),
    reason: text("reason").notNull().default(""),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("group_post_reports_post_reporter_unique").on(t.postId, t.reporterId),
    index("group_post_reports_reporter_created_idx").on(t.reporterId, t.createdAt),
    check("group_post_reports_reason_length", sql`char_length(${t.reason}) <= 500`),
  ],
);

/**
 * A son under 13 asked to join a group by its code; his dad approves or declines it from /family.
 * A deleted group leaves the request with its name (group_id null) so the dad is told it no longer exists.
 */
export const groupJoinRequests = pgTable(
  "group_join_requests",
  {
    id: serial("id").primaryKey(),
    sonId: userReference("son_id", "cascade"),
    groupId: integer("group_id").references(() => dadGroups.id, { onDelete: "set null" }),
    groupName: text("group_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("group_join_requests_son_group_unique").on(t.sonId, t.groupId), index("group_join_requests_son_id_idx").on(t.sonId)],
);

export const userPurchases = pgTable(
  "user_purchases",
  {
    ...ownedRow("restrict"),
    planId: integer("plan_id")
      .notNull()
      .references(() => devotionalPlans.id, { onDelete: "restrict" }),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    // Money in whole cents; shown with a dollar sign and 2 decimals.
    pricePaidCents: integer("price_paid_cents").notNull(),
    appCommissionCents: integer("app_commission_cents").notNull(),
    organizationPayoutCents: integer("organization_payout_cents").notNull(),
    status: purchaseStatus("status").notNull().default("pending"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").unique(),
    stripePaymentIntentId: text("stripe_payment_intent_id").unique(),
    // What Stripe has refunded so far (charge.amount_refunded): partial refunds leave the purchase completed.
    refundedCents: integer("refunded_cents").notNull().default(0),
    // The latest dispute's status as Stripe reported it (needs_response, won, lost...); null = never disputed.
    disputeStatus: text("dispute_status"),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // Sponsored access: an organization's purchase of `sponsoredSeats` seats of the plan
    // for its member families. Null on a family's own purchase; such a row never opens the plan to its buyer.
    sponsorOrganizationId: integer("sponsor_organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    sponsoredSeats: integer("sponsored_seats"),
    ...timestamps(),
  },
  (t) => [
    check(
      "user_purchases_sponsorship_shape",
      sql`(${t.sponsorOrganizationId} is null and ${t.sponsoredSeats} is null) or (${t.sponsorOrganizationId} is not null and ${t.sponsoredSeats} >= 1)`,
    ),
    index("user_purchases_sponsor_plan_idx").on(t.sponsorOrganizationId, t.planId),
    check("user_purchases_amounts_min", sql`${t.pricePaidCents} >= 0 and ${t.appCommissionCents} >= 0 and ${t.organizationPayoutCents} >= 0`),
    check("user_purchases_split_sum", sql`${t.appCommissionCents} + ${t.organizationPayoutCents} = ${t.pricePaidCents}`),
    check("user_purchases_refunded_range", sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.pricePaidCents}`),
    index("user_purchases_plan_user_idx").on(t.planId, t.userId),
    index("user_purchases_org_created_idx").on(t.organizationId, t.createdAt.desc()),
    index("user_purchases_user_idx").on(t.userId),
    index("user_purchases_created_idx").on(t.createdAt.desc()),
  ],
);

export const chatThreads = pgTable(
  "chat_threads",
  {
    ...ownedRow("cascade"),
    planId: integer("plan_id").references(() => devotionalPlans.id, { onDelete: "set null" }),
    weekNumber: integer("week_number"),
    lastMessage: text("last_message"),
    ...timestamps(),
  },
  (t) => [
    check("chat_threads_week_min", sql`${t.weekNumber} is null or ${t.weekNumber} >= 1`),
    index("chat_threads_user_updated_idx").on(t.userId, t.updatedAt.desc()),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    threadId: partOf("thread_id", () => chatThreads.id),
    role: chatRole("role").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_thread_created_idx").on(t.threadId, t.createdAt, t.id)],
);

/**
 * Stripe events already applied: the event id is inserted in the same transaction as the event's effects,
 * so a redelivered or replayed event changes nothing.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What Stripe said about a charge, kept by payment intent whatever order the events arrive in: a refund
 * or a dispute that comes before the checkout's completion is applied when the completion arrives.
 */
export const stripeChargeFacts = pgTable(
  "stripe_charge_facts",
  {
    paymentIntentId: text("payment_intent_id").primaryKey(),
    amountCents: integer("amount_cents"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    disputeStatus: text("dispute_status"),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("stripe_charge_facts_amounts_min", sql`${t.refundedCents} >= 0`)],
);

/** The dev outbox: every mail sent without SMTP_URL is kept here (and logged) so it can be read. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on reminders, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The mail queue's job that delivered it: a retried job never stores a second copy. */
    jobId: text("job_id").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt.desc())],
);

/**
 * rate-limiter-flexible's RateLimiterPostgres table (its own column layout), created by our migrations so app
 * processes started with MIGRATE=0 never run DDL. Every @fastify/rate-limit limit counts here (or in Redis
 * when REDIS_URL is set), so all app processes share one count.
 */
export const rateLimiterCounters = pgTable("rate_limiter_counters", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * A sponsored seat: a member family (its dad) holds one of the seats its organization bought for a
 * plan. Taken when the family first opens a paid week of the plan; the family's leaving deletes its membership row
 * and, by the foreign key, the seat, which frees it for another family.
 */
export const sponsoredSeats = pgTable(
  "sponsored_seats",
  {
    id: serial("id").primaryKey(),
    organizationId: integer("organization_id").notNull(),
    planId: partOf("plan_id", () => devotionalPlans.id),
    dadId: text("dad_id").notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "sponsored_seats_membership_fk",
      columns: [t.organizationId, t.dadId],
      foreignColumns: [organizationFamilies.organizationId, organizationFamilies.dadId],
    }).onDelete("cascade"),
    unique("sponsored_seats_org_plan_dad_unique").on(t.organizationId, t.planId, t.dadId),
    index("sponsored_seats_plan_dad_idx").on(t.planId, t.dadId),
  ],
);
