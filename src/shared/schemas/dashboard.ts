// The dad and son dashboards: everything the shell needs arrives in one response (GET /api/dashboard).
import { z } from "zod";
import { MAX_DASHBOARD_WEEK, MIN_WEEK } from "../constants.ts";
import { messages } from "../messages.ts";
import { ZWeekView } from "./content.ts";
import { ZJournalEntryType } from "./journal.ts";
import { ZPlanOverview } from "./marketplace.ts";
import { ZAchievements, ZWeekItemsCompleted } from "./progress.ts";
import { ZStreak } from "./streak.ts";
import { familyPersonFields, ZTimestamp, ZDay } from "./common.ts";

/**
 * The dashboards move between weeks 1 and 52 (docs/areas/weekly-journey.md). Without a week the dashboard opens on the viewer's
 * current week of the family's plan (docs/areas/family.md: the first week he has not completed).
 */
export const ZDashboardWeek = z.coerce
  .number({ error: messages.invalidWeek })
  .int(messages.invalidWeek)
  .min(MIN_WEEK, messages.invalidWeek)
  .max(MAX_DASHBOARD_WEEK, messages.invalidWeek);

export const ZDashboardQuery = z.object({ week: ZDashboardWeek.optional() });
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

/** The dashboards show a plan's overview only. */
export const ZDashboardPlan = ZPlanOverview;
export type TDashboardPlan = z.infer<typeof ZDashboardPlan>;

export const ZDashboardJournalEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The start of the entry's text, enough for a card. */
  excerpt: z.string(),
  entryType: ZJournalEntryType,
  weekNumber: z.number().int().nullable(),
  createdAt: ZTimestamp,
});
export type TDashboardJournalEntry = z.infer<typeof ZDashboardJournalEntry>;

/** A family member's three items for the shown week; his journal text only when he shared an entry for it. */
export const ZFamilyMemberWeek = z.object({
  ...familyPersonFields,
  progress: ZWeekItemsCompleted,
  sharedEntry: z.object({ id: z.number().int(), title: z.string(), excerpt: z.string() }).nullable(),
});
export type TFamilyMemberWeek = z.infer<typeof ZFamilyMemberWeek>;

/** Where the viewer stands on the family's plan. */
export const ZJourney = z.object({
  /**
   * The family week: counted from the run's start date, the same for the dad and his sons; week 1
   * until the start date; totalWeeks + 1 once the schedule has passed the plan's end (at most 52).
   */
  currentWeek: z.number().int(),
  /** When week 1 of the family's run starts ("YYYY-MM-DD"); null before the family has a run. */
  startsOn: ZDay.nullable(),
  /**
   * The family's today ("YYYY-MM-DD") and its zone, as the server counted the week: the page and the
   * browser read these, never the device's clock, so what the server drew is what the browser draws.
   */
  today: ZDay,
  timeZone: z.string(),
  /** The viewer moves the family week (he owns the run: a dad, or a son without a confirmed dad). */
  canMoveWeek: z.boolean(),
  /** For the run's owner: the first earlier week he has not completed, which "Catch up" would begin today; else null. */
  catchUpWeek: z.number().int().nullable(),
  /** The plan's length, or null without a plan. */
  totalWeeks: z.number().int().nullable(),
  /** Weeks of the plan with all three items done. */
  completedWeeks: z.array(z.number().int()),
  planTitle: z.string().nullable(),
});
export type TJourney = z.infer<typeof ZJourney>;

/** The latest word a son's dad sent him ("Encourage my son"), shown on the son's dashboard. */
export const ZFromDad = z.object({ id: z.number().int(), message: z.string(), sentAt: ZTimestamp });
export type TFromDad = z.infer<typeof ZFromDad>;

export const ZDashboardResponse = z.object({
  /** Up to 3 of the latest published plans. */
  plans: z.array(ZDashboardPlan),
  achievements: ZAchievements,
  /** The viewer's 3 latest journal entries. */
  recentEntries: z.array(ZDashboardJournalEntry),
  week: ZWeekView,
  journey: ZJourney,
  /** The rest of the family (confirmed links): a dad's sons, a son's dad — their items for the shown week. */
  family: z.array(ZFamilyMemberWeek),
  /** The family streak: weeks the whole family finished together, shown on both dashboards. */
  streak: ZStreak,
  /** A son's: the latest encouragement from his dad in the last 14 days; null for a dad or when there is none. */
  fromDad: ZFromDad.nullable(),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

/** Dashboard journal excerpts are cut here (characters). */
export const DASHBOARD_EXCERPT_LENGTH = 160;
