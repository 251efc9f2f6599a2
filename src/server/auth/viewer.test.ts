// The viewer path: Better Auth's cookie signature checked here, one statement, a cache that every
// process empties on the database's announcement. Better Auth keeps creating, refreshing and ending sessions.
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { profiles, sessions, users } from "../db/schema/index.ts";
import { TEST_ORIGIN, testAppForFile, type TestApp } from "../../../tests/support/test-app.ts";
import { registerDad } from "../../../tests/support/actors.ts";
import type { ServerProcess } from "../../../tests/support/server-process.ts";
import { twoProcessesOnOneDatabase } from "../../../tests/support/two-processes.ts";
import { createHmac } from "node:crypto";
import { readCookie, tokenOfCookie, verifySignedToken } from "./viewer.ts";

const t = testAppForFile({ VIEWER_CACHE: "1" });
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;

/** The session token behind an actor's cookie. */
function tokenOf(cookie: string): string {
  const value = readCookie(cookie, "better-auth.session_token") ?? "";
  return value.slice(0, value.lastIndexOf("."));
}

async function sessionUser(cookie: string, app: TestApp = t): Promise<{ id: string } | null> {
  const response = await app.app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
  return response.json<{ user: { id: string } | null }>().user;
}

describe("the signed session cookie", () => {
  it("reads a cookie the way Better Auth's parser does and checks its HMAC", () => {
    expect(readCookie('a=1; better-auth.session_token="x%2Ey"; better-auth.session_token=second', "better-auth.session_token")).toBe("x.y");
    expect(readCookie("a=1", "better-auth.session_token")).toBeNull();
    expect(verifySignedToken("token.short", "secret")).toBeNull();
    expect(verifySignedToken(null, "secret")).toBeNull();
  });

  it("remembers a value only once its signature checked out; a forged one is checked every time and never stored", () => {
    const secret = "a-secret-for-this-test";
    const sign = (token: string) => `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
    const source = { secret, verified: new Map<string, string>() };
    const forged = `tok1.${"A".repeat(43)}=`;
    expect(tokenOfCookie(source, forged)).toBeNull();
    expect(tokenOfCookie(source, "no-signature")).toBeNull();
    expect(source.verified.size).toBe(0);
    expect(tokenOfCookie(source, sign("tok1"))).toBe("tok1");
    expect([...source.verified]).toEqual([[sign("tok1"), "tok1"]]);
    expect(tokenOfCookie(source, sign("tok1"))).toBe("tok1");
    // As a browser sends it (URI-encoded), remembered as sent.
    expect(tokenOfCookie(source, encodeURIComponent(sign("tok2")))).toBe("tok2");
    expect(source.verified.get(encodeURIComponent(sign("tok2")))).toBe("tok2");
    source.verified.delete(encodeURIComponent(sign("tok2")));
    // Signed with another secret: refused although a value for the same token is remembered.
    expect(tokenOfCookie(source, `tok1.${createHmac("sha256", "another-secret").update("tok1").digest("base64")}`)).toBeNull();
    expect(tokenOfCookie(source, forged)).toBeNull();
    expect(source.verified.size).toBe(1);
  });

  it("refuses a tampered cookie: another token under the signature, or a changed signature", async () => {
    const dad = await registerDad(t);
    expect((await sessionUser(dad.cookie))?.id).toBe(dad.id);
    const value = decodeURIComponent(readCookie(dad.cookie, "better-auth.session_token") ?? "");
    const dot = value.lastIndexOf(".");
    const [token, signature] = [value.slice(0, dot), value.slice(dot + 1)];
    const otherToken = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const otherSignature = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(await sessionUser(`better-auth.session_token=${encodeURIComponent(`${otherToken}.${signature}`)}`)).toBeNull();
    expect(await sessionUser(`better-auth.session_token=${encodeURIComponent(`${token}.${otherSignature}`)}`)).toBeNull();
    // The bare token (what a leaked database row holds) is not a cookie either.
    expect(await sessionUser(`better-auth.session_token=${token}`)).toBeNull();
  });

  it("refuses an expired session even while it is cached, and Better Auth deletes it", async () => {
    const dad = await registerDad(t);
    expect((await sessionUser(dad.cookie))?.id).toBe(dad.id);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 8 * DAY });
    expect(await sessionUser(dad.cookie)).toBeNull();
    vi.useRealTimers();
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(dad.cookie))),
    ).toHaveLength(0);
  });

  it("lets Better Auth refresh a session used after a day (updateAge): expiresAt moves and the session keeps working", async () => {
    const dad = await registerDad(t);
    const [before] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.token, tokenOf(dad.cookie)));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1.5 * DAY });
    expect((await sessionUser(dad.cookie))?.id).toBe(dad.id);
    vi.useRealTimers();
    const [after] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.token, tokenOf(dad.cookie)));
    expect(after!.expiresAt.getTime() - before!.expiresAt.getTime()).toBeGreaterThan(DAY);
  });

  it("refuses a signed-out session at once on the same process", async () => {
    const dad = await registerDad(t);
    expect((await sessionUser(dad.cookie))?.id).toBe(dad.id);
    expect((await sessionUser(dad.cookie))?.id).toBe(dad.id);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: dad.cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await sessionUser(dad.cookie)).toBeNull();
  });
});

/** Polls until `check` holds; returns how long it took (ms), or throws after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("two app processes on one database", () => {
  const processes = twoProcessesOnOneDatabase("viewer");

  async function register(): Promise<{ id: string; cookie: string }> {
    const { a } = processes();
    const email = `two.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const password = "Correct-Horse-42";
    const response = await fetch(`${a.url}/api/accounts/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url },
      body: JSON.stringify({ fullName: "Two Process Dad", email, password, confirmPassword: password, includeSon: false }),
    });
    expect(response.status).toBe(201);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const user = ((await response.json()) as { user: { id: string } }).user;
    return { id: user.id, cookie };
  }

  async function viewerOn(server: ServerProcess, cookie: string): Promise<{ id: string; fullName: string; role: string } | null> {
    const response = await fetch(`${server.url}/api/session`, { headers: { cookie } });
    return ((await response.json()) as { user: { id: string; fullName: string; role: string } | null }).user;
  }

  it("B caches the viewer, and a sign-out on A ends the session on B within moments", async () => {
    const { a, b, db } = processes();
    const dad = await register();
    expect((await viewerOn(b, dad.cookie))?.id).toBe(dad.id);
    // Proof that B answers from its cache: a change made with the announcements switched off is not seen.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(profiles).set({ fullName: "Silent Change" }).where(eq(profiles.id, dad.id));
    });
    expect((await viewerOn(b, dad.cookie))?.fullName).toBe("Two Process Dad");

    const out = await fetch(`${a.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: dad.cookie, origin: a.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await viewerOn(a, dad.cookie)).toBeNull();
    const took = await within(2000, async () => (await viewerOn(b, dad.cookie)) === null);
    expect(took).toBeLessThan(2000);
  });

  it("a role change, a ban (sessions deleted) and an account deletion elsewhere reach B's cache", async () => {
    const { b, db } = processes();
    const dad = await register();
    expect((await viewerOn(b, dad.cookie))?.role).toBe("dad");
    await db.update(profiles).set({ role: "son" }).where(eq(profiles.id, dad.id));
    await within(2000, async () => (await viewerOn(b, dad.cookie))?.role === "son");

    await db.delete(sessions).where(eq(sessions.userId, dad.id));
    await within(2000, async () => (await viewerOn(b, dad.cookie)) === null);

    const other = await register();
    expect((await viewerOn(b, other.cookie))?.id).toBe(other.id);
    await db.delete(users).where(eq(users.id, other.id));
    await within(2000, async () => (await viewerOn(b, other.cookie)) === null);
  });
});
