// Rate limiting is on by default (RATE_LIMIT unset) and stored in the database, so it holds across processes.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema/index.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { registerDad } from "../../../../tests/support/actors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "1" });
});
afterAll(async () => t.close());

const attempt = (email: string, remoteAddress = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", remoteAddress, headers: { origin: TEST_ORIGIN }, payload: { email, password: "Wrong-Password-9" } });

describe("sign-in rate limiting", () => {
  it("refuses the sixth attempt within a minute from one address, keeps counts in the database, and spares other addresses", async () => {
    const dad = await registerDad(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(dad.email)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const [stored] = await t.db.select({ n: count() }).from(rateLimits);
    expect(stored?.n).toBeGreaterThan(0);
    expect((await attempt(dad.email, "198.51.100.20")).statusCode).toBe(401);
  });

  it("ignores a client's own X-Forwarded-For claim (no TRUST_PROXY)", async () => {
    const dad = await registerDad(t);
    const spoofed = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "192.0.2.50",
        headers: { origin: TEST_ORIGIN, "x-forwarded-for": `10.0.0.${i}` },
        payload: { email: dad.email, password: "Wrong-Password-9" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await spoofed(i)).statusCode);
    expect(statuses[5]).toBe(429);
  });
});
