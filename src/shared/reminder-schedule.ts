// When a weekly reminder is due: "Sunday at 7 pm in America/Chicago" as an instant, with daylight
// saving included — computed with Intl (full ICU in Node and every browser), no library. Without zod: the server,
// the screens and the bench use it alike.

// Building an Intl.DateTimeFormat costs about 70 µs and the dashboard checks the family's zone on every answer: the
// zones already accepted are remembered (bounded, since the value can come from a request).
const ACCEPTED_TIME_ZONES = new Set<string>();

/** A time zone Intl knows (IANA name, e.g. "Europe/London"); "UTC" included. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  if (ACCEPTED_TIME_ZONES.has(value)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    return false;
  }
  if (ACCEPTED_TIME_ZONES.size < 1000) ACCEPTED_TIME_ZONES.add(value);
  return true;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
  };
}

/** The zone's offset from UTC (ms) at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant the wall clock in `timeZone` reads this date and time. A time the clocks skip (2:30 on a spring-
 * forward night) moves on by the gap (3:30, as PostgreSQL reads it); a time that happens twice (autumn) is the first.
 */
export function instantOf(date: { year: number; month: number; day: number }, hour: number, minute: number, timeZone: string): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Two passes settle the offset on both sides of a change; taking the earlier candidate picks the first of two.
  const first = naive - offsetAt(naive, timeZone);
  const second = naive - offsetAt(first, timeZone);
  const candidates = [first, second].filter((t) => {
    const w = wallClock(new Date(t), timeZone);
    return w.hour === hour && w.minute === minute;
  });
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap: the wall time does not exist; the later offset gives the moment right after the jump.
  return new Date(Math.max(first, second));
}

/** The next instant strictly after `after` that is `weekday` at `hour:minute` in `timeZone`. */
export function nextDueAt(schedule: { weekday: number; hour: number; minute: number; timeZone: string }, after: Date): Date {
  const today = wallClock(after, schedule.timeZone);
  const base = Date.UTC(today.year, today.month - 1, today.day);
  for (let add = 0; add <= 7; add++) {
    const day = new Date(base + add * 86_400_000);
    if (day.getUTCDay() !== schedule.weekday) continue;
    const due = instantOf(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
      schedule.hour,
      schedule.minute,
      schedule.timeZone,
    );
    if (due.getTime() > after.getTime()) return due;
  }
  // Only reached when today is the day and the time has passed: the same weekday next week.
  const day = new Date(base + 7 * 86_400_000);
  return instantOf({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() }, schedule.hour, schedule.minute, schedule.timeZone);
}

/**
 * The last day worked out per zone, with the second it holds for. formatToParts costs about 10 µs and the
 * dashboard asks for today on every answer; no zone's offset has a fraction of a second, so within one second the
 * day cannot change. Bounded like the zones accepted (the value can come from a request).
 */
const lastDays = new Map<string, { second: number; day: string }>();

/** The calendar day ("YYYY-MM-DD") in `timeZone` at `instant`: the period a reminder is sent once for. */
export function localDay(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  const w = wallClock(instant, timeZone);
  const day = `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
  if (last) {
    last.second = second;
    last.day = day;
  } else if (lastDays.size < 1000) lastDays.set(timeZone, { second, day });
  return day;
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
