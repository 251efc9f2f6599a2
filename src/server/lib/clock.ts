// The server's clock for the family's day. In production it is the machine's. A test server may be
// started at another moment (CLOCK_START, refused in production) so an end-to-end journey can meet a family on a
// Saturday evening in Chicago whatever the hour of the run: the clock then starts there and runs on.
import { todayIn } from "../../shared/plan-run.ts";

let offsetMs = 0;

/** Starts the clock at `start` (from now on it runs at the machine's pace). */
export function startClockAt(start: Date): void {
  offsetMs = start.getTime() - Date.now();
}

/** Now, on the server's clock. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The family's today ("YYYY-MM-DD") in its zone, on the server's clock (shared/plan-run.ts counts from it). */
export function familyToday(timeZone: string): string {
  return todayIn(timeZone, serverNow());
}
