// Sign-in limits (modules/identity/sign-in-limits.ts): per account, per account + address, and a loose per-address
// ceiling, counted in the database. Both sides are tested: the attacker is refused, the church gets in.
// Windows are crossed by moving the clock (rate-limiter-flexible reads Date.now()), never by waiting.
import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { tooManyRequestsRetryIn } from "../../../shared/messages.ts";
import { rateLimiterCounters } from "../../db/schema/index.ts";
import { createSignInGuard, SIGN_IN_LIMITS } from "./sign-in-limits.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { registerDad, TEST_PASSWORD, uniqueEmail } from "../../../../tests/support/actors.ts";

let t: TestApp;
/** The same database without limits: accounts for the tests are made there, so registration's own limit stays out of the way. */
let seeder: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "1" });
  seeder = await createTestApp({ RATE_LIMIT: "0" }, { sameDatabaseAs: t });
});
afterAll(async () => {
  await seeder?.close();
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 10;
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.rawInject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    payload: { email, password },
  });

function moveClock(seconds: number): void {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + seconds * 1000 });
}

function expectRefusal(response: Awaited<ReturnType<typeof signIn>>, maxSeconds: number): number {
  expect(response.statusCode).toBe(429);
  const wait = Number(response.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxSeconds);
  expect(response.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: tooManyRequestsRetryIn(wait), retryAfterSeconds: wait } });
  return wait;
}

describe("sign-in: the attacker", () => {
  it("is refused on the sixth wrong password for one account from one address, with Retry-After and the time in words", async () => {
    const dad = await registerDad(seeder);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(dad.email, "Wrong-Password-9", address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const wait = expectRefusal(await signIn(dad.email, "Wrong-Password-9", address), 60);
    expect(tooManyRequestsRetryIn(wait)).toBe(
      wait === 60 ? "Too many attempts. Please try again in 1 minute." : `Too many attempts. Please try again in ${wait} seconds.`,
    );
    // Even the right password waits: a guesser must not learn that his sixth guess was the one.
    expect((await signIn(dad.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    // Counted in PostgreSQL (shared by every process).
    const [stored] = await t.db.select({ n: count() }).from(rateLimiterCounters);
    expect(stored?.n).toBeGreaterThan(0);
    // The window passes (the clock moves 61 s): he may try again.
    moveClock(61);
    expect((await signIn(dad.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  }, 120_000);

  it("is refused on one account across addresses after ten wrong passwords, for the rest of fifteen minutes", async () => {
    const dad = await registerDad(seeder);
    const statuses: number[] = [];
    // A fixed 10, the spec's number: a loop to the configured limit would follow a wrong limit (and take
    // a minute when it is large); the 11th must be refused whatever SIGN_IN_LIMITS says.
    for (let i = 0; i < 10; i++) statuses.push((await signIn(dad.email, "Wrong-Password-9", freshAddress())).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    expect(SIGN_IN_LIMITS.perAccount.max).toBe(10);
    const wait = expectRefusal(await signIn(dad.email.toUpperCase(), "Wrong-Password-9", freshAddress()), 15 * 60);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(tooManyRequestsRetryIn(wait)).toBe("Too many attempts. Please try again in 15 minutes.");
    moveClock(14 * 60);
    expect((await signIn(dad.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(429);
    moveClock(15 * 60 + 1);
    expect((await signIn(dad.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  }, 120_000);

  it("is refused after 100 attempts a minute from one address, whatever the accounts", async () => {
    const address = freshAddress();
    // 98 attempts counted straight into the same table (each through HTTP would hash a password: minutes here),
    // then the 99th and 100th through HTTP pass and the 101st is refused.
    const guard = createSignInGuard({ kind: "postgres", pool: t.db.$client });
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max - 2; i++) expect(await guard.admit(uniqueEmail("nobody"), address)).toBeNull();
    expect((await signIn(uniqueEmail("nobody"), "Wrong-Password-9", address)).statusCode).toBe(401);
    expect((await signIn(uniqueEmail("nobody"), "Wrong-Password-9", address)).statusCode).toBe(401);
    expectRefusal(await signIn(uniqueEmail("nobody"), "Wrong-Password-9", address), 60);
    // Another address is not affected.
    expect((await signIn(uniqueEmail("nobody"), "Wrong-Password-9", freshAddress())).statusCode).toBe(401);
  }, 120_000);

  it("ignores a client's own X-Forwarded-For claim (no TRUST_PROXY)", async () => {
    const dad = await registerDad(seeder);
    const spoofed = (i: number) =>
      t.rawInject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "192.0.2.50",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", "x-forwarded-for": `10.0.0.${i}` },
        payload: { email: dad.email, password: "Wrong-Password-9" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await spoofed(i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  }, 120_000);
});

/** A dad and his son registered in one request (no sign-in: the test signs them in). */
async function registerFamilyAccounts(i: number): Promise<{ dad: { email: string }; son: { email: string } }> {
  const dad = { email: uniqueEmail("church.dad") };
  const son = { email: uniqueEmail("church.son") };
  const response = await seeder.app.inject({
    method: "POST",
    url: "/api/accounts/register",
    payload: {
      fullName: `Church Dad ${i}`,
      email: dad.email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      includeSon: true,
      sonFullName: `Church Son ${i}`,
      sonEmail: son.email,
      sonPassword: TEST_PASSWORD,
      sonAgeBand: "13_plus",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { dad, son };
}

describe("sign-in: the church", () => {
  it("lets twenty families (dad and son) sign in from one Wi-Fi address within a minute, and a family right after", async () => {
    const families = [];
    for (let i = 0; i < 21; i++) families.push(await registerFamilyAccounts(i));
    const church = freshAddress();
    // The clock stands still from here on: every sign-in below falls in the same minute, however slow the machine.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const statuses: number[] = [];
    for (const [i, family] of families.slice(0, 20).entries()) {
      // A few dads mistype once first, as people do.
      if (i % 5 === 0) statuses.push((await signIn(family.dad.email, "Wrong-Password-9", church)).statusCode);
      statuses.push((await signIn(family.dad.email, TEST_PASSWORD, church)).statusCode);
      statuses.push((await signIn(family.son.email, TEST_PASSWORD, church)).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    const late = families[20];
    if (!late) throw new Error("no late family");
    expect((await signIn(late.dad.email, TEST_PASSWORD, church)).statusCode).toBe(200);
    expect((await signIn(late.son.email, TEST_PASSWORD, church)).statusCode).toBe(200);
  }, 300_000); // 21 registrations and 46 sign-ins, each hashing a password: minutes on a loaded machine
});
