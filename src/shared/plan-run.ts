// The family's schedule on a plan run, without zod: both dashboards and the API count the family
// week the same way. Dates are calendar days "YYYY-MM-DD" on the family's own clock: its time zone decides what
// "today" is (`todayIn`), on the server, in the page it draws and in the browser alike, so a week turns at the
// family's midnight and the page the server drew is the page the browser draws.
import { MAX_DASHBOARD_WEEK } from "./constants.ts";
import { instantOf, isTimeZone, localDay } from "./reminder-schedule.ts";

/** How far back a start date may be set (days): "last Sunday" and a time zone behind the server's. */
export const START_DATE_PAST_DAYS = 7;
/** How far ahead a start date may be set (days): 8 weeks. */
export const START_DATE_FUTURE_DAYS = 56;

const DAY_MS = 86_400_000;

/** The zone a family has before it chose one (and the one used for a name Intl does not know). */
export const DEFAULT_TIME_ZONE = "UTC";

/** The calendar day in UTC: only for what no family owns (a group's schedule across families). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A zone Intl knows, else UTC: a stored or sent name never makes a date throw. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** The family's calendar day ("YYYY-MM-DD") at `now` in its time zone: what it means by "today". */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDay(now, safeTimeZone(timeZone));
}

/** The instant a calendar day begins at the family's own midnight (a week of a run starts then). */
export function startOfDayIn(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return instantOf({ year: year!, month: month!, day: day! }, 0, 0, safeTimeZone(timeZone));
}

/** The instant week `week` of a run started on `startsOn` begins, at the family's midnight. */
export function weekStartsAt(startsOn: string, week: number, timeZone: string): Date {
  return startOfDayIn(addDays(startsOn, 7 * (week - 1)), timeZone);
}

function toDays(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date((toDays(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return toDays(to) - toDays(from);
}

/** "Start this Sunday": today when it is Sunday, else the coming Sunday. */
export function thisSunday(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (7 - weekday) % 7);
}

/** The Sunday that began the current week (today when it is Sunday): week 1 of a run begun without a date. */
export function lastSunday(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -weekday);
}

/** The last week a family can be on: one past the plan's end (the plan is done), at most week 52. */
export function lastFamilyWeek(totalWeeks: number | null): number {
  return totalWeeks === null ? MAX_DASHBOARD_WEEK : Math.min(totalWeeks + 1, MAX_DASHBOARD_WEEK);
}

/** The family week on `today`: week 1 until the start date, then one more every 7 days, up to lastFamilyWeek. */
export function familyWeekOn(startsOn: string, today: string, totalWeeks: number | null): number {
  const week = Math.floor(daysBetween(startsOn, today) / 7) + 1;
  return Math.min(Math.max(week, 1), lastFamilyWeek(totalWeeks));
}

/** The start date that makes `week` begin today (the schedule moves; the ticks stay). */
export function startForWeekToday(week: number, today: string): string {
  return addDays(today, -7 * (week - 1));
}

/**
 * "Catch me up" (YouVersion's rule for a family): the first week the calendar moved the family past without the
 * run's owner completing it — from the week the schedule was last set on (`fromWeek`; a week the dad himself
 * moved on from is his choice, not a missed week) up to the week before the family week. Null: nothing to catch up.
 */
export function catchUpWeek(completed: ReadonlySet<number>, familyWeek: number, totalWeeks: number | null, fromWeek = 1): number | null {
  const last = Math.min(familyWeek - 1, totalWeeks ?? MAX_DASHBOARD_WEEK);
  for (let week = Math.max(fromWeek, 1); week <= last; week++) if (!completed.has(week)) return week;
  return null;
}

/** "Sunday, November 29" for a calendar day (a day is the same day in every zone: no clock is read). */
export function formatDay(date: string, locale = "en-US"): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}

/** An instant as the family reads it ("Nov 29, 2026"), in its zone — never the device's nor the server's. */
export function formatInstantIn(
  instant: string | Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" },
  locale = "en-US",
): string {
  return new Date(instant).toLocaleDateString(locale, { ...options, timeZone: safeTimeZone(timeZone) });
}
