// The family's run of a plan and its schedule: the start date, "we're done, next week", catch-up.
import { z } from "zod";
import { ZDay, ZTimestamp } from "./common.ts";
import { START_DATE_FUTURE_DAYS, START_DATE_PAST_DAYS } from "../plan-run.ts";

/** Texts the spec does not give, shared by the routes and the screens. */
export const planRunText = {
  onlyDadMovesWeek: "Your dad sets your family's week. Ask him to move it.",
  invalidStartDate: "Choose a start date (year-month-day)",
  startTooEarly: `The start date can be at most ${START_DATE_PAST_DAYS} days ago.`,
  startTooLate: `The start date can be at most ${START_DATE_FUTURE_DAYS / 7} weeks ahead.`,
  planFinished: "Your family has reached the end of this plan: choose the next one.",
  nothingToCatchUp: "Nothing to catch up: your family is on schedule.",
  noPlanRun: "Start a plan first: the family week belongs to a plan.",
  switchNeedsConfirmation: "Switching plans moves your whole family, your sons too, to week 1 of the new plan. Confirm the switch to go ahead.",
  purchasePending: "A purchase is still being confirmed. Wait until it finishes, then switch plans.",
  weekLocked: "This week is part of the paid plan: it cannot be ticked until your family owns the plan.",
  movedToNextWeek: "On to the next week.",
  backToWeek: "Back to the week you were on.",
  nothingToUndo: "This can no longer be undone: it is undone only right after moving on.",
  caughtUp: "Caught up: the schedule moved, your ticks stayed.",
  startDateSet: "Start date saved.",
} as const;

export const ZStartDate = z
  .string({ error: planRunText.invalidStartDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, planRunText.invalidStartDate)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    planRunText.invalidStartDate,
  );

export const ZSetStartDateRequest = z.object({ startsOn: ZStartDate });
export type TSetStartDateRequest = z.infer<typeof ZSetStartDateRequest>;

/** How long "We're done — next week" can be undone. */
export const NEXT_WEEK_UNDO_MINUTES = 10;

/** The family's schedule after a change. */
export const ZScheduleResponse = z.object({
  startsOn: ZDay,
  familyWeek: z.number().int(),
  message: z.string(),
  /** After "next week": until when "Undo" puts the family back (ISO time); absent otherwise. */
  undoUntil: ZTimestamp.optional(),
});
export type TScheduleResponse = z.infer<typeof ZScheduleResponse>;
