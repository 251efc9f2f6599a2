// The dad and son dashboards: everything the shell needs arrives in one response (GET /api/dashboard).
import { z } from "zod";
import { MAX_DASHBOARD_WEEK, MIN_WEEK } from "../constants.ts";
import { messages } from "../messages.ts";
import { ZWeekView } from "./content.ts";
import { ZJournalEntryType } from "./journal.ts";
import { ZAchievements } from "./progress.ts";

/** The dashboards move between weeks 1 and 52 (spec 000 §5); the week defaults to 1. */
export const ZDashboardWeek = z.coerce
  .number({ error: messages.invalidWeek })
  .int(messages.invalidWeek)
  .min(MIN_WEEK, messages.invalidWeek)
  .max(MAX_DASHBOARD_WEEK, messages.invalidWeek);

export const ZDashboardQuery = z.object({ week: ZDashboardWeek.default(MIN_WEEK) });
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

export const ZDashboardPlan = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  durationWeeks: z.number().int(),
});
export type DashboardPlan = z.infer<typeof ZDashboardPlan>;

export const ZDashboardJournalEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The start of the entry's text, enough for a card. */
  excerpt: z.string(),
  entryType: ZJournalEntryType,
  weekNumber: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DashboardJournalEntry = z.infer<typeof ZDashboardJournalEntry>;

export const ZDashboardResponse = z.object({
  /** Up to 3 of the latest published plans. */
  plans: z.array(ZDashboardPlan),
  achievements: ZAchievements,
  /** The viewer's 3 latest journal entries. */
  recentEntries: z.array(ZDashboardJournalEntry),
  week: ZWeekView,
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

/** Dashboard journal excerpts are cut here (characters). */
export const DASHBOARD_EXCERPT_LENGTH = 160;
