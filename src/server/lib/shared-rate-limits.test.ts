// Two app instances on one database stand for two processes behind the load balancer: every rate limit must
// count across both (PostgreSQL by default, Redis when REDIS_URL is set), whichever instance takes a request.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyRequestsRetryIn } from "../../shared/messages.ts";
import { rateLimiterCounters } from "../db/schema/index.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/support/test-app.ts";
import { registerDad, TEST_PASSWORD, uniqueEmail } from "../../../tests/support/actors.ts";

/** An address of the documentation range no other run has used (the Redis store outlives a test database). */
function freshAddress(): string {
  const b = crypto.randomBytes(2);
  return `198.18.${b[0]}.${b[1]}`;
}

const register = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/accounts/register",
    remoteAddress,
    headers: { origin: TEST_ORIGIN },
    payload: { fullName: "Busy Dad", email: uniqueEmail("burst"), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, includeSon: false },
  });

function describeSharedLimits(backend: "postgres" | "redis", env: Record<string, string>) {
  describe(`rate limits shared by two processes (${backend})`, () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp({ RATE_LIMIT: "1", ...env });
      b = await createTestApp({ RATE_LIMIT: "1", ...env }, { sameDatabaseAs: a });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it("refuses the 11th and 12th registration from one address within a minute, alternating instances", async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      let refusal: { error: { message: string } } | undefined;
      let wait = 0;
      for (let i = 0; i < 12; i++) {
        const response = await register(i % 2 === 0 ? a : b, address);
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          refusal = response.json();
          wait = Number(response.headers["retry-after"]);
        }
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(wait).toBeGreaterThan(0);
      expect(refusal?.error.message).toBe(tooManyRequestsRetryIn(wait));
      // Another address is not affected, on either instance.
      expect((await register(b, freshAddress())).statusCode).toBe(201);
      if (backend === "postgres") {
        // Counted per route, as before: the registration count names its route and this address.
        const keys = (await a.db.select({ key: rateLimiterCounters.key }).from(rateLimiterCounters)).map((row) => row.key);
        expect(keys).toContain(`rl:POST:/api/accounts/register:60:${address}`);
      }
    }, 60_000); // thirteen registrations, each hashing a password: slow on a loaded machine

    it("counts a user's group joins across instances (10 per 15 minutes), with the same session on both", async () => {
      const dad = await registerDad(a);
      const join = (t: TestApp) =>
        t.app.inject({ method: "POST", url: "/api/groups/join", headers: { origin: TEST_ORIGIN, cookie: dad.cookie }, payload: { code: "NOPE-0000" } });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await join(i % 2 === 0 ? b : a)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
      expect(statuses[10]).toBe(429);
    }, 60_000);
  });
}

describeSharedLimits("postgres", {});
describe.runIf(process.env.REDIS_URL)("with REDIS_URL", () => {
  describeSharedLimits("redis", { REDIS_URL: process.env.REDIS_URL ?? "" });
});
