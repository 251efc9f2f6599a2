import { describe, expect, it } from "vitest";
import { instantOf, isTimeZone, localDay, nextDueAt } from "./reminder-schedule.ts";

describe("nextDueAt (time zones, daylight saving)", () => {
  it("Sunday 7 pm in Chicago: CST before the change, CDT after (the same wall time, one hour less UTC offset)", () => {
    const schedule = { weekday: 0, hour: 19, minute: 0, timeZone: "America/Chicago" };
    const before = nextDueAt(schedule, new Date("2026-02-28T12:00:00Z"));
    expect(before.toISOString()).toBe("2026-03-02T01:00:00.000Z"); // Sun Mar 1, 19:00 CST (UTC-6)
    const after = nextDueAt(schedule, before);
    expect(after.toISOString()).toBe("2026-03-09T00:00:00.000Z"); // Sun Mar 8, 19:00 CDT (UTC-5): DST began at 2 am
  });

  it("London in autumn: 9 am BST, then 9 am GMT the week after the clocks go back", () => {
    const schedule = { weekday: 0, hour: 9, minute: 0, timeZone: "Europe/London" };
    const first = nextDueAt(schedule, new Date("2026-10-18T10:00:00Z"));
    expect(first.toISOString()).toBe("2026-10-25T09:00:00.000Z"); // clocks went back at 2 am that Sunday: GMT
    expect(nextDueAt(schedule, new Date("2026-10-11T00:00:00Z")).toISOString()).toBe("2026-10-11T08:00:00.000Z"); // BST
  });

  it("a time the clocks skip moves on by the gap (2:30 → 3:30, as PostgreSQL reads it); a doubled time is the first one", () => {
    expect(instantOf({ year: 2026, month: 3, day: 8 }, 2, 30, "America/Chicago").toISOString()).toBe("2026-03-08T08:30:00.000Z"); // 3:30 CDT, as PostgreSQL reads it
    expect(instantOf({ year: 2026, month: 11, day: 1 }, 1, 30, "America/Chicago").toISOString()).toBe("2026-11-01T06:30:00.000Z"); // 1:30 CDT
  });

  it("is strictly after the given moment, even on the day itself", () => {
    const schedule = { weekday: 3, hour: 18, minute: 30, timeZone: "Asia/Kolkata" };
    const due = nextDueAt(schedule, new Date("2026-11-25T13:00:00Z")); // Wed 18:30 IST exactly
    expect(due.toISOString()).toBe("2026-12-02T13:00:00.000Z");
    expect(localDay(due, "Asia/Kolkata")).toBe("2026-12-02");
  });

  it("turns the day at the zone's midnight even when asked again and again around it (the day is remembered per second)", () => {
    const zone = "Asia/Kolkata"; // UTC+5:30: midnight is at 18:30 UTC
    for (let i = 0; i < 3; i++) expect(localDay(new Date("2026-11-25T18:29:59.999Z"), zone)).toBe("2026-11-25");
    expect(localDay(new Date("2026-11-25T18:30:00.000Z"), zone)).toBe("2026-11-26");
    expect(localDay(new Date("2026-11-25T18:29:59.000Z"), zone)).toBe("2026-11-25");
    expect(localDay(new Date("2026-11-25T18:29:59.000Z"), "UTC")).toBe("2026-11-25");
    expect(localDay(new Date("2026-11-25T18:30:00.500Z"), zone)).toBe("2026-11-26");
  });

  it("knows real zones and refuses made-up ones", () => {
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
