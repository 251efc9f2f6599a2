// Plans and their weekly content: devotionals, fitness challenges and Dad's Corner.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, partOf, textArrayColumn, timestamps } from "./columns.ts";
import { planCategory, planStatus } from "./enums.ts";
import { organizations } from "./organizations.ts";
import { users } from "./auth.ts";
import type { StoredChallengeMeasure } from "../../../shared/fitness.ts";
import type { Language } from "../../../shared/language.ts";

export interface DadsCornerResource {
  label: string;
  url: string;
}

export type PlanReviewState = "none" | "pending" | "returned";

export const devotionalPlans = pgTable(
  "devotional_plans",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    coverImageUrl: text("cover_image_url"),
    durationWeeks: integer("duration_weeks").notNull().default(1),
    category: planCategory("category"),
    tags: textArrayColumn("tags"),
    // The language its texts are written in ("en" or "es"): the marketplace, /start and a church's page filter by it,
    // and its quotations are checked at publication against that language's Bible.
    language: text("language").$type<Language>().notNull().default("en"),
    isPublic: boolean("is_public").notNull().default(true),
    // Members-only: never listed; open to the organization's member families and staff, and its
    // plan page to whoever holds the link carrying `membersLinkToken`.
    membersOnly: boolean("members_only").notNull().default(false),
    membersLinkToken: text("members_link_token").unique(),
    status: planStatus("status").notNull().default("draft"),
    // Paid plans (marketplace checkout) store whole cents; 0 means free.
    priceCents: integer("price_cents").notNull().default(0),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    // The plan studio. Every write to the plan, its weeks or its draft adds one: an
    // editor that read an older version is told of the conflict instead of overwriting.
    version: integer("version").notNull().default(1),
    // The public review: none, pending (waiting in the platform admins' queue) or returned (with a note).
    reviewState: text("review_state").$type<PlanReviewState>().notNull().default("none"),
    reviewNote: text("review_note"),
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    // When the plan's first publication passed review (or was published by the platform, or before reviews).
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    // Edits to a published plan wait here (the whole editor document) until it is published again; families
    // keep reading the published rows meanwhile.
    draft: jsonb("draft").$type<unknown>(),
    ...timestamps(),
  },
  (t) => [
    check("devotional_plans_duration_min", sql`${t.durationWeeks} >= 1`),
    check("devotional_plans_price_min", sql`${t.priceCents} >= 0`),
    check("devotional_plans_language", sql`${t.language} in ('en', 'es')`),
    check("devotional_plans_review_state", sql`${t.reviewState} in ('none', 'pending', 'returned')`),
    index("devotional_plans_status_created_idx").on(t.status, t.createdAt.desc()),
    index("devotional_plans_organization_idx").on(t.organizationId, t.createdAt.desc()),
    index("devotional_plans_review_idx")
      .on(t.reviewRequestedAt)
      .where(sql`${t.reviewState} = 'pending'`),
  ],
);

// A content item (a devotional, a fitness challenge or a Dad's Corner entry) is written for a week number and
// chosen into plans' weeks; every kind has the same identity, ownership and archive columns around its own.

/** The columns a content item starts with: its id, the week it is written for and its title. */
function contentItemIdentity() {
  return { id: serial("id").primaryKey(), weekNumber: integer("week_number").notNull(), title: text("title").notNull() };
}

/** The columns a content item ends with: its owner, when it was archived and when it was written. */
function contentItemOwnership() {
  return {
    // null = the platform's own item; otherwise the organization that wrote it (only it may use or edit it).
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  };
}

/** A content item's week is 1 or more; items are found by week and by owner. */
function contentItemRules(table: string, t: { weekNumber: AnyPgColumn; organizationId: AnyPgColumn }, ...ownChecks: ReturnType<typeof check>[]) {
  return [
    check(`${table}_week_min`, sql`${t.weekNumber} >= 1`),
    ...ownChecks,
    index(`${table}_week_idx`).on(t.weekNumber),
    index(`${table}_organization_idx`).on(t.organizationId),
  ];
}

export const devotionals = pgTable(
  "devotionals",
  {
    ...contentItemIdentity(),
    scriptureReference: text("scripture_reference").notNull(),
    content: text("content").notNull(),
    memoryVerse: text("memory_verse"),
    discussionQuestions: textArrayColumn("discussion_questions"),
    ...contentItemOwnership(),
  },
  (t) => contentItemRules("devotionals", t),
);

export const challenges = pgTable(
  "challenges",
  {
    ...contentItemIdentity(),
    description: text("description").notNull(),
    fitnessFocus: text("fitness_focus").notNull(),
    difficulty: integer("difficulty").notNull().default(1),
    durationMinutes: integer("duration_minutes").notNull().default(30),
    equipmentNeeded: textArrayColumn("equipment_needed"),
    // What a result of this challenge counts: a list of { unit, label, targets: { standard,
    // easier, harder } } (shared/fitness.ts StoredChallengeMeasure), written only through the validated forms and
    // the seed; empty = a plain checkbox. A list in the row, so a challenge copied at publication keeps its measures.
    measures: jsonb("measures")
      .$type<StoredChallengeMeasure[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...contentItemOwnership(),
  },
  (t) =>
    contentItemRules(
      "challenges",
      t,
      check("challenges_difficulty_range", sql`${t.difficulty} between 1 and 5`),
      check("challenges_duration_min", sql`${t.durationMinutes} >= 1`),
      check("challenges_measures_list", sql`jsonb_typeof(${t.measures}) = 'array'`),
    ),
);

export const dadsCorner = pgTable(
  "dads_corner",
  {
    ...contentItemIdentity(),
    content: text("content").notNull(),
    resources: jsonb("resources")
      .$type<DadsCornerResource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...contentItemOwnership(),
  },
  (t) => contentItemRules("dads_corner", t),
);

export const planContent = pgTable(
  "plan_content",
  {
    id: serial("id").primaryKey(),
    planId: partOf("plan_id", () => devotionalPlans.id),
    weekNumber: integer("week_number").notNull(),
    devotionalId: integer("devotional_id").references(() => devotionals.id, { onDelete: "set null" }),
    challengeId: integer("challenge_id").references(() => challenges.id, { onDelete: "set null" }),
    dadsCornerId: integer("dads_corner_id").references(() => dadsCorner.id, { onDelete: "set null" }),
  },
  (t) => [check("plan_content_week_min", sql`${t.weekNumber} >= 1`), unique("plan_content_plan_week_unique").on(t.planId, t.weekNumber)],
);

/** Every published version of a plan (the editor document as families read it from then on), kept for history. */
export const planVersions = pgTable(
  "plan_versions",
  {
    id: serial("id").primaryKey(),
    planId: partOf("plan_id", () => devotionalPlans.id),
    versionNumber: integer("version_number").notNull(),
    snapshot: jsonb("snapshot").$type<unknown>().notNull(),
    publishedBy: text("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: createdAt(),
  },
  (t) => [unique("plan_versions_plan_version_unique").on(t.planId, t.versionNumber)],
);
