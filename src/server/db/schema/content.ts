// Plans and their weekly content: devotionals, fitness challenges and Dad's Corner.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { planCategory, planStatus } from "./enums.ts";
import { organizations } from "./people.ts";

export interface DadsCornerResource {
  label: string;
  url: string;
}

export const devotionalPlans = pgTable(
  "devotional_plans",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    coverImageUrl: text("cover_image_url"),
    durationWeeks: integer("duration_weeks").notNull().default(1),
    category: planCategory("category"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublic: boolean("is_public").notNull().default(true),
    status: planStatus("status").notNull().default("draft"),
    // Paid plans (marketplace checkout) store whole cents; 0 means free.
    priceCents: integer("price_cents").notNull().default(0),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("devotional_plans_duration_min", sql`${t.durationWeeks} >= 1`),
    check("devotional_plans_price_min", sql`${t.priceCents} >= 0`),
    index("devotional_plans_status_created_idx").on(t.status, t.createdAt.desc()),
    index("devotional_plans_organization_idx").on(t.organizationId, t.createdAt.desc()),
  ],
);

export const devotionals = pgTable(
  "devotionals",
  {
    id: serial("id").primaryKey(),
    weekNumber: integer("week_number").notNull(),
    title: text("title").notNull(),
    scriptureReference: text("scripture_reference").notNull(),
    content: text("content").notNull(),
    memoryVerse: text("memory_verse"),
    discussionQuestions: text("discussion_questions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // null = the platform's own item; otherwise the organization that wrote it (only it may use or edit it).
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("devotionals_week_min", sql`${t.weekNumber} >= 1`),
    index("devotionals_week_idx").on(t.weekNumber),
    index("devotionals_organization_idx").on(t.organizationId),
  ],
);

export const challenges = pgTable(
  "challenges",
  {
    id: serial("id").primaryKey(),
    weekNumber: integer("week_number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    fitnessFocus: text("fitness_focus").notNull(),
    difficulty: integer("difficulty").notNull().default(1),
    durationMinutes: integer("duration_minutes").notNull().default(30),
    equipmentNeeded: text("equipment_needed")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("challenges_week_min", sql`${t.weekNumber} >= 1`),
    check("challenges_difficulty_range", sql`${t.difficulty} between 1 and 5`),
    check("challenges_duration_min", sql`${t.durationMinutes} >= 1`),
    index("challenges_week_idx").on(t.weekNumber),
    index("challenges_organization_idx").on(t.organizationId),
  ],
);

export const dadsCorner = pgTable(
  "dads_corner",
  {
    id: serial("id").primaryKey(),
    weekNumber: integer("week_number").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    resources: jsonb("resources")
      .$type<DadsCornerResource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("dads_corner_week_min", sql`${t.weekNumber} >= 1`),
    index("dads_corner_week_idx").on(t.weekNumber),
    index("dads_corner_organization_idx").on(t.organizationId),
  ],
);

export const planContent = pgTable(
  "plan_content",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => devotionalPlans.id, { onDelete: "cascade" }),
    weekNumber: integer("week_number").notNull(),
    devotionalId: integer("devotional_id").references(() => devotionals.id, { onDelete: "set null" }),
    challengeId: integer("challenge_id").references(() => challenges.id, { onDelete: "set null" }),
    dadsCornerId: integer("dads_corner_id").references(() => dadsCorner.id, { onDelete: "set null" }),
  },
  (t) => [check("plan_content_week_min", sql`${t.weekNumber} >= 1`), unique("plan_content_plan_week_unique").on(t.planId, t.weekNumber)],
);
