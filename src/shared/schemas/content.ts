// Weekly content as every screen and the assistant see it: a week's devotional, fitness challenge and
// (dads only) Dad's Corner, from the viewer's selected plan or the general content for that week.
import { z } from "zod";
import { DIFFICULTY_MAX, DIFFICULTY_MIN, MIN_WEEK, MAX_INT4 } from "../constants.ts";
import { messages } from "../messages.ts";
import { ZProgress } from "./progress.ts";
import { ZChallengeMeasure } from "./fitness.ts";

/**
 * The week page enforces no upper bound (docs/areas/weekly-journey.md), but the database column is a 32-bit integer:
 * larger numbers are refused as invalid rather than failing in PostgreSQL.
 */
export const MAX_WEEK_NUMBER = MAX_INT4;

/** True for an integer week number the content lookup accepts (docs/areas/weekly-journey.md: an integer of at least 1). */
export function isValidWeekNumber(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_WEEK && value <= MAX_WEEK_NUMBER;
}

/** A week number from a path or query string; anything that is not an integer >= 1 gives 'Invalid week number'. */
export const ZWeekNumber = z.coerce.number({ error: messages.invalidWeek }).refine(isValidWeekNumber, messages.invalidWeek);

export const ZWeekParams = z.object({ week: ZWeekNumber });
export type TWeekParams = z.infer<typeof ZWeekParams>;

/** What a week's three items (devotional, challenge, Dad's Corner) have in common: the row, its week and its title. */
const ZWeekItem = z.object({
  id: z.number().int(),
  weekNumber: z.number().int(),
  title: z.string(),
});

export const ZDevotional = ZWeekItem.extend({
  scriptureReference: z.string(),
  content: z.string(),
  memoryVerse: z.string().nullable(),
  discussionQuestions: z.array(z.string()),
});
export type TDevotional = z.infer<typeof ZDevotional>;

export const ZChallenge = ZWeekItem.extend({
  description: z.string(),
  fitnessFocus: z.string(),
  difficulty: z.number().int().min(DIFFICULTY_MIN).max(DIFFICULTY_MAX),
  durationMinutes: z.number().int(),
  equipmentNeeded: z.array(z.string()),
  /** What a result counts; empty for a challenge that is only ticked. A measured week is a test. */
  measures: z.array(ZChallengeMeasure),
});
export type TChallenge = z.infer<typeof ZChallenge>;

/** A Dad's Corner resource as the week page receives it (the admin studio's request shape is admin.ts ZDadsCornerResource). */
export const ZDadsCornerResourceView = z.object({ label: z.string(), url: z.string() });
export type TDadsCornerResourceView = z.infer<typeof ZDadsCornerResourceView>;

export const ZDadsCorner = ZWeekItem.extend({
  content: z.string(),
  resources: z.array(ZDadsCornerResourceView),
});
export type TDadsCorner = z.infer<typeof ZDadsCorner>;

export const ZWeekPlan = z.object({ id: z.number().int(), title: z.string(), durationWeeks: z.number().int() });
export type TWeekPlan = z.infer<typeof ZWeekPlan>;

export const ZWeekContent = z.object({
  weekNumber: z.number().int(),
  plan: ZWeekPlan.nullable(),
  /** Week ≥ 2 of a paid plan the family has not bought: the items are null and the page offers the plan. */
  purchaseRequired: z.boolean(),
  /** A paid week closed to him that a seat his organization sponsors would open: he takes it with a POST. */
  seatAvailable: z.boolean().optional(),
  devotional: ZDevotional.nullable(),
  challenge: ZChallenge.nullable(),
  /** Always null for a son: Dad's Corner is never sent to him. */
  dadsCorner: ZDadsCorner.nullable(),
});
export type TWeekContent = z.infer<typeof ZWeekContent>;

/** A week as the week page and the dashboard's week panel show it: the content and the viewer's progress. */
export const ZWeekView = ZWeekContent.extend({ progress: ZProgress });
export type TWeekView = z.infer<typeof ZWeekView>;
