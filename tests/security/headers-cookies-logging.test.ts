// The settings docs/security.md cites for ASVS 3.3 (cookies), 3.4 (headers) and 16.3 (security events), checked
// on a server whose APP_URL is https (as in production): every claim there has a line here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { registerDad, TEST_PASSWORD } from "../support/actors.ts";

const ORIGIN = "https://strongbond.example";
const logLines: string[] = [];
let t: TestApp;
/** The same database behind the test harness's usual origin, where accounts are registered. */
let seeder: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: ORIGIN, RATE_LIMIT: "1" }, { logStream: { write: (line: string) => void logLines.push(line) } });
  seeder = await createTestApp({}, { sameDatabaseAs: t });
});
afterAll(async () => {
  await seeder?.close();
  await t?.close();
});

const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

async function signInRaw(email: string, password: string, remoteAddress = "198.51.100.9") {
  return t.rawInject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    headers: { origin: ORIGIN, "content-type": "application/json" },
    payload: { email, password },
  });
}

describe("headers on every answer (ASVS 3.4)", () => {
  it("API and error answers carry HSTS, CSP, nosniff, a referrer policy and no-store", async () => {
    for (const url of ["/api/session", "/api/no-such-route", "/healthz"]) {
      const response = await t.rawInject({ method: "GET", url });
      expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      const csp = String(response.headers["content-security-policy"]);
      for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(csp, url).toContain(directive);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      expect(response.headers["access-control-allow-origin"], url).toBeUndefined();
      if (url.startsWith("/api/")) expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });
});

describe("the session cookie (ASVS 3.3)", () => {
  it("is __Secure- prefixed, Secure, HttpOnly and SameSite=Lax, and its token never appears in a body", async () => {
    const dad = await registerDad(seeder);
    const response = await signInRaw(dad.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers["set-cookie"]].flat().map(String);
    const session = cookies.find((cookie) => cookie.startsWith("__Secure-better-auth.session_token="));
    expect(session, cookies.join(" | ")).toBeDefined();
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(response.body).not.toMatch(/"token"/);
  });
});

describe("security events in the log (ASVS 16.3)", () => {
  it("logs successful and failed sign-ins, refusals by rate limit and by role, without the password", async () => {
    const dad = await registerDad(seeder);
    logLines.length = 0;
    expect((await signInRaw(dad.email, "Wrong-Password-9", "198.51.100.10")).statusCode).toBe(401);
    const good = await signInRaw(dad.email, TEST_PASSWORD, "198.51.100.10");
    expect(good.statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await signInRaw(dad.email, "Wrong-Password-9", "198.51.100.11");
    const cookie = [good.headers["set-cookie"]]
      .flat()
      .map((c) => String(c).split(";")[0])
      .join("; ");
    expect((await t.rawInject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie } })).statusCode).toBe(403);
    const lines = logged();
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain("failed sign-in");
    expect(messages).toContain("sign-in");
    expect(messages).toContain("sign-in rate limited");
    expect(messages).toContain("refused: wrong role");
    const failed = lines.find((line) => line.msg === "failed sign-in");
    expect(failed).toMatchObject({ email: dad.email, status: 401, ip: "198.51.100.10", level: 40 });
    expect(typeof failed?.time).toBe("number");
    expect(logLines.join("\n")).not.toContain("Wrong-Password-9");
    expect(logLines.join("\n")).not.toContain(TEST_PASSWORD);
  });
});
