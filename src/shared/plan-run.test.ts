import { describe, expect, it } from "vitest";
import { familyWeekOn, formatInstantIn, startOfDayIn, thisSunday, todayIn, weekStartsAt } from "./plan-run.ts";

const at = (iso: string) => new Date(iso);

describe("the family's own clock", () => {
  it("reads today in the family's zone on either side of midnight UTC", () => {
    // Saturday 21:00 in Chicago is Sunday 03:00 UTC.
    const sundayEarlyUtc = at("2026-11-29T03:00:00Z");
    expect(todayIn("America/Chicago", sundayEarlyUtc)).toBe("2026-11-28");
    expect(todayIn("America/Los_Angeles", sundayEarlyUtc)).toBe("2026-11-28");
    expect(todayIn("Europe/London", sundayEarlyUtc)).toBe("2026-11-29");
    expect(todayIn("Asia/Tokyo", sundayEarlyUtc)).toBe("2026-11-29");
    // Saturday 23:30 UTC is already Sunday 08:30 in Tokyo.
    const saturdayLateUtc = at("2026-11-28T23:30:00Z");
    expect(todayIn("America/Chicago", saturdayLateUtc)).toBe("2026-11-28");
    expect(todayIn("America/Los_Angeles", saturdayLateUtc)).toBe("2026-11-28");
    expect(todayIn("Europe/London", saturdayLateUtc)).toBe("2026-11-28");
    expect(todayIn("Asia/Tokyo", saturdayLateUtc)).toBe("2026-11-29");
  });

  it("says 'this Sunday' from the family's day, not the server's", () => {
    const now = at("2026-11-29T03:00:00Z");
    expect(thisSunday(todayIn("America/Chicago", now))).toBe("2026-11-29");
    expect(thisSunday(todayIn("Asia/Tokyo", now))).toBe("2026-11-29");
    // Monday 03:00 UTC is still Sunday evening in LA, Monday in London.
    const monday = at("2026-11-30T03:00:00Z");
    expect(thisSunday(todayIn("America/Los_Angeles", monday))).toBe("2026-11-29");
    expect(thisSunday(todayIn("Europe/London", monday))).toBe("2026-12-06");
  });

  it("turns the family week at the family's own midnight", () => {
    const startsOn = "2026-11-29";
    const chicago = "America/Chicago";
    expect(startOfDayIn(startsOn, chicago).toISOString()).toBe("2026-11-29T06:00:00.000Z");
    expect(familyWeekOn(startsOn, todayIn(chicago, at("2026-12-06T05:59:00Z")), 6)).toBe(1);
    expect(familyWeekOn(startsOn, todayIn(chicago, at("2026-12-06T06:00:00Z")), 6)).toBe(2);
    expect(weekStartsAt(startsOn, 2, "Asia/Tokyo").toISOString()).toBe("2026-12-05T15:00:00.000Z");
    expect(weekStartsAt(startsOn, 1, "Europe/London").toISOString()).toBe("2026-11-29T00:00:00.000Z");
  });

  it("keeps midnight through daylight-saving changes", () => {
    // Chicago falls back on Sunday 1 November 2026 (UTC-5 → UTC-6) and springs forward on Sunday 8 March 2026.
    expect(startOfDayIn("2026-11-01", "America/Chicago").toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(startOfDayIn("2026-11-08", "America/Chicago").toISOString()).toBe("2026-11-08T06:00:00.000Z");
    expect(todayIn("America/Chicago", at("2026-11-08T05:30:00Z"))).toBe("2026-11-07");
    expect(todayIn("America/Chicago", at("2026-03-08T05:30:00Z"))).toBe("2026-03-07");
    expect(todayIn("America/Chicago", at("2026-03-09T05:30:00Z"))).toBe("2026-03-09");
    expect(startOfDayIn("2026-03-08", "America/Los_Angeles").toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(startOfDayIn("2026-03-09", "America/Los_Angeles").toISOString()).toBe("2026-03-09T07:00:00.000Z");
    // London leaves summer time on Sunday 25 October 2026.
    expect(todayIn("Europe/London", at("2026-10-24T23:30:00Z"))).toBe("2026-10-25");
    expect(todayIn("Europe/London", at("2026-10-25T23:30:00Z"))).toBe("2026-10-25");
    // A week that spans the change still starts at midnight on its Sunday.
    expect(weekStartsAt("2026-10-25", 2, "America/Chicago").toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(weekStartsAt("2026-10-25", 3, "America/Chicago").toISOString()).toBe("2026-11-08T06:00:00.000Z");
  });

  it("formats an instant in the family's zone and falls back to UTC for an unknown zone", () => {
    const instant = "2026-11-29T03:00:00Z";
    expect(formatInstantIn(instant, "America/Chicago")).toBe("Nov 28, 2026");
    expect(formatInstantIn(instant, "Asia/Tokyo")).toBe("Nov 29, 2026");
    expect(todayIn("Mars/Olympus", at(instant))).toBe("2026-11-29");
  });
});
