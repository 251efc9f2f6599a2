// Session lifetime by moving the clock (ASVS 7.3.1, 7.3.2): a session rolls forward 7 days from its last
// day of use, dies after 7 idle days, and dies at 30 days whatever the use. Better Auth and viewer.ts both read
// Date, so faking Date (timers stay real) moves every check at once.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { SESSION_ABSOLUTE_MS } from "../../auth/session-lifetime.ts";
import { SESSION_ROLLING_SECONDS } from "./better-auth.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerDad, type Actor } from "../../../../tests/support/actors.ts";

const DAY = 24 * 60 * 60 * 1000;
const t = testAppForFile();
afterEach(() => {
  vi.useRealTimers();
});

let start = 0;
function at(days: number): void {
  vi.useFakeTimers({ toFake: ["Date"], now: start + days * DAY });
}
async function signedIn(actor: Actor): Promise<boolean> {
  return (await actor.get("/api/session")).json<{ user: unknown }>().user !== null;
}
async function expiresAt(actor: Actor): Promise<number> {
  const rows = await t.db.select({ expiresAt: sessions.expiresAt, token: sessions.token }).from(sessions).where(eq(sessions.userId, actor.id));
  const token = decodeURIComponent(/better-auth\.session_token=([^;.]+)/.exec(actor.cookie)?.[1] ?? "");
  const row = rows.find((r) => r.token === token);
  if (!row) throw new Error("no session row for the cookie");
  return row.expiresAt.getTime();
}

describe("session lifetime", () => {
  it("uses a 7-day rolling lifetime and a 30-day cap", () => {
    expect(SESSION_ROLLING_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * DAY);
  });

  it("rolls forward while used, ends after 7 idle days", async () => {
    start = Date.now();
    const dad = await registerDad(t);
    const first = await expiresAt(dad);
    expect(first - start).toBeGreaterThan(7 * DAY - 60_000);
    at(6); // used on day 6: still valid, and the expiry moves to day 13
    expect(await signedIn(dad)).toBe(true);
    expect(await expiresAt(dad)).toBeGreaterThan(first + 5 * DAY);
    at(12); // past the first expiry (day 7), but rolled: still in
    expect(await signedIn(dad)).toBe(true);
    at(12 + 7 + 0.01); // 7 idle days after the last use: out
    expect(await signedIn(dad)).toBe(false);
  });

  it("ends at 30 days however often it is used", async () => {
    start = Date.now();
    const dad = await registerDad(t);
    for (const day of [5, 10, 15, 20, 25, 29.9]) {
      at(day);
      expect(await signedIn(dad), `day ${day}`).toBe(true);
    }
    at(30.01);
    expect(await signedIn(dad)).toBe(false);
    at(30.02);
    expect(await signedIn(dad)).toBe(false);
  });
});
