// The family's clock in the browser: "today", "this Sunday" and the dates a family reads come from
// the family's zone (the session's `timeZone`), never from the device's — a dad on a trip sees his family's week,
// and a page the server drew is the page the browser draws.
import { DEFAULT_TIME_ZONE, safeTimeZone, todayIn } from "../../shared/plan-run.ts";
import { useSession } from "./get-session.ts";

/** The device's zone: what a new family's clock is set to at registration. */
export function deviceTimeZone(): string {
  try {
    return safeTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The signed-in family's zone (the device's while nobody is signed in) and its today. */
export function useFamilyClock(): { timeZone: string; today: () => string } {
  const { user } = useSession();
  const timeZone = user?.timeZone ? safeTimeZone(user.timeZone) : deviceTimeZone();
  return { timeZone, today: () => todayIn(timeZone) };
}

/** The zones a person can choose from: every zone Intl knows, with UTC, the current one and the device's. */
export function timeZoneChoices(current: string): string[] {
  const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return Array.from(new Set(["UTC", current, deviceTimeZone(), ...list])).sort();
}
