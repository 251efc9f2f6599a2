// Request and privacy defaults through the real app: password change signs out the
// other sessions, requests from other origins or without JSON are refused, deeply nested JSON is a 400,
// personal answers are never cached, names and titles refuse hidden characters, update-user takes only
// safe pictures, and verify-password is limited like sign-in.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dadGroups, groupMembers, journalEntries, users } from "../../src/server/db/schema/index.ts";
import { FOREIGN_ORIGIN_MESSAGE, JSON_REQUIRED_MESSAGE } from "../../src/server/lib/request-guard.ts";
import { HIDDEN_CHARACTER_MESSAGE } from "../../src/shared/schemas/plain-text.ts";
import { IMAGE_URL_MESSAGE } from "../../src/shared/schemas/identity.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily, signIn, TEST_PASSWORD, uniqueEmail } from "../support/actors.ts";

const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line: string) => void logLines.push(line) } });
});
afterAll(async () => t.close());

async function groupCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(dadGroups);
  return row?.n ?? 0;
}

describe("changing a password", () => {
  it("signs out every other session even when the client does not ask, and keeps this one signed in", async () => {
    const { dad } = await registerFamily(t);
    const otherDevice = await signIn(t, dad.email, TEST_PASSWORD);
    expect((await otherDevice.get("/api/journal/entries")).statusCode).toBe(200);

    const change = await dad.post("/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "Brand-New-Pass-77" });
    expect(change.statusCode).toBe(200);

    expect((await otherDevice.get("/api/journal/entries")).statusCode).toBe(401);
    const renewed = [change.headers["set-cookie"]]
      .flat()
      .filter((c): c is string => typeof c === "string")
      .map((c) => c.split(";")[0])
      .join("; ");
    const current = renewed
      ? await t.app.inject({ method: "GET", url: "/api/journal/entries", headers: { cookie: renewed } })
      : await dad.get("/api/journal/entries");
    expect(current.statusCode).toBe(200);
  });
});

describe("where a state-changing request comes from", () => {
  it("refuses a group created from another origin with 403, and creates nothing", async () => {
    const dad = await registerDad(t);
    const before = await groupCount();
    const response = await dad.request({ method: "POST", url: "/api/groups", headers: { origin: "https://evil.example" }, payload: { name: "Forged" } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: "FORBIDDEN_ORIGIN", message: FOREIGN_ORIGIN_MESSAGE });
    expect(await groupCount()).toBe(before);
  });

  it("refuses PUT, PATCH and DELETE from another origin as well", async () => {
    const { dad, son } = await registerFamily(t);
    const group = (await dad.post("/api/groups", { name: "Real group" })).json().group as { id: number };
    const evil = { origin: "https://evil.example" };
    expect((await dad.request({ method: "PATCH", url: `/api/groups/${group.id}`, headers: evil, payload: { name: "Renamed" } })).statusCode).toBe(403);
    expect((await dad.request({ method: "PUT", url: `/api/family/sons/${son.id}/assistant`, headers: evil, payload: { enabled: true } })).statusCode).toBe(403);
    expect((await dad.request({ method: "DELETE", url: `/api/family/sons/${son.id}`, headers: evil })).statusCode).toBe(403);
    expect((await son.get("/api/journal/entries")).statusCode).toBe(200);
    const [row] = await t.db.select({ name: dadGroups.name }).from(dadGroups).where(eq(dadGroups.id, group.id));
    expect(row?.name).toBe("Real group");
  });

  it("without Origin, trusts only a browser's Sec-Fetch-Site: same-origin; a client sending neither is refused", async () => {
    const dad = await registerDad(t);
    const post = (headers: Record<string, string>) =>
      t.rawInject({
        method: "POST",
        url: "/api/groups",
        headers: { cookie: dad.cookie, "content-type": "application/json", ...headers },
        payload: JSON.stringify({ name: "Header test" }),
      });
    expect((await post({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site" })).statusCode).toBe(403);
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "same-origin" })).statusCode).toBe(201);
    expect((await post({ origin: TEST_ORIGIN })).statusCode).toBe(201);
  });

  it("requires JSON on every POST, even one without a body (leave a group, admin test mail, sample import)", async () => {
    const dad = await registerDad(t);
    const group = (await dad.post("/api/groups", { name: "Stay here" })).json().group as { id: number };
    const leave = await dad.request({ method: "POST", url: `/api/groups/${group.id}/leave`, headers: { "content-type": "text/plain" }, payload: "" });
    expect(leave.statusCode).toBe(415);
    expect(leave.json().error).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: JSON_REQUIRED_MESSAGE });
    const [membership] = await t.db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, group.id));
    expect(membership?.n).toBe(1);

    const admin = await createGlobalAdmin(t);
    for (const url of ["/api/admin/test-email", "/api/admin/sample-import"]) {
      const plain = await admin.request({ method: "POST", url, headers: { "content-type": "text/plain" }, payload: "{}" });
      expect(plain.statusCode, url).toBe(415);
      const form = await admin.request({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "a=1" });
      expect(form.statusCode, url).toBe(415);
    }
    // A bodiless POST that says JSON goes through (what the web app and the test harness send).
    const bodiless = await dad.request({ method: "POST", url: `/api/groups/${group.id}/leave`, headers: { "content-type": "application/json" } });
    expect(bodiless.statusCode).toBe(200);
  });

  it("applies to Better Auth's endpoints too", async () => {
    const dad = await registerDad(t);
    const response = await dad.request({
      method: "POST",
      url: "/api/auth/update-user",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ name: "Plain Text" }),
    });
    expect(response.statusCode).toBe(415);
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, dad.id));
    expect(user?.name).toBe("Solo Dad");
  });

  it("exempts only the /api/webhooks/ prefix (Stripe: no Origin, not JSON)", async () => {
    const fromStripe = (url: string) =>
      t.rawInject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "type=checkout" });
    // Exempt: the webhook handler itself answers (503: Stripe is not configured in this test app), not the guard.
    for (const url of ["/api/webhooks/stripe", "/api/webhooks/stripe-connect"]) {
      const response = await fromStripe(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.json().error.code, url).toBe("UNAVAILABLE");
    }
    expect((await fromStripe("/api/webhooks/unknown")).statusCode).toBe(404);
    for (const url of [
      "/api/webhooks",
      "/api/webhooksx/stripe",
      "/api/webhook/stripe",
      "/api/groups?next=/api/webhooks/",
      "/api/webhooks/../groups",
      "/api/webhooks/%2e%2e/groups",
    ]) {
      expect((await fromStripe(url)).statusCode, url).toBe(403);
    }
  });
});

describe("deeply nested JSON", () => {
  const nested = (depth: number) => `{"email":${"[".repeat(depth)}1${"]".repeat(depth)},"password":"x"}`;

  it("is a 400 on /api/auth/*, signed out, with no stack in the log", async () => {
    logLines.length = 0;
    for (const url of ["/api/auth/sign-in/email", "/api/auth/request-password-reset", "/api/auth/change-password"]) {
      const response = await t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: nested(100_000) });
      expect(response.statusCode, url).toBe(400);
      expect(response.body).not.toContain("RangeError");
    }
    const log = logLines.join("");
    expect(log).not.toContain("Maximum call stack");
    expect(log).not.toContain('"level":50');
  });

  it("is a 400 on our own routes too, and ordinary nesting still works", async () => {
    const dad = await registerDad(t);
    const deep = await dad.request({
      method: "POST",
      url: "/api/groups",
      headers: { "content-type": "application/json" },
      payload: `{"name":"x","extra":${nested(5_000)}}`,
    });
    expect(deep.statusCode).toBe(400);
    const wrong = await t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email: [[[["a"]]]], password: "x" } });
    expect(wrong.statusCode).toBe(400);
  });
});

describe("personal answers are never cached", () => {
  it("says Cache-Control: no-store on every API answer that carries a viewer's data, errors included", async () => {
    const { dad } = await registerFamily(t);
    const group = (await dad.post("/api/groups", { name: "Cache test" })).json().group as { id: number };
    const routes = [
      "/api/session",
      "/api/family",
      "/api/groups",
      `/api/groups/${group.id}`,
      "/api/weeks/1",
      "/api/dashboard?week=1",
      "/api/journal/entries",
      "/api/chat/threads",
      "/api/chat/threads/00000000-0000-0000-0000-000000000000/messages",
      "/api/marketplace/plans",
      "/api/auth/get-session",
    ];
    for (const url of routes) {
      const response = await dad.get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    const signedOut = await t.app.inject({ method: "GET", url: "/api/family" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers["cache-control"]).toBe("no-store");
  });
});

describe("names and titles refuse hidden characters", () => {
  const impostor = "Dad\u202EAlpha";

  it("refuses them in a registration's names, and registers nobody", async () => {
    for (const [field, extra] of [
      ["fullName", { fullName: impostor }],
      ["fullName", { fullName: "Dad\u200BAlpha" }],
      ["sonFullName", { includeSon: true, sonFullName: "Son\u2066Beta", sonPassword: "Correct-Horse-43", sonAgeBand: "13_plus" }],
    ] as const) {
      const email = uniqueEmail("hidden");
      const response = await t.app.inject({
        method: "POST",
        url: "/api/accounts/register",
        payload: { fullName: "Plain Dad", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, ...extra },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: HIDDEN_CHARACTER_MESSAGE });
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it("refuses them in group names, journal titles and admin titles, but keeps them in a journal entry's text", async () => {
    const dad = await registerDad(t);
    const group = await dad.post("/api/groups", { name: impostor });
    expect(group.statusCode).toBe(400);
    expect(group.json().error.fields).toEqual({ name: HIDDEN_CHARACTER_MESSAGE });
    expect((await dad.post("/api/groups", { name: "Dads & sons 👨‍👦" })).statusCode).toBe(201);

    const title = await dad.post("/api/journal/entries", { title: "Week\u200Done", content: "Fine" });
    expect(title.statusCode).toBe(400);
    expect(title.json().error.fields).toEqual({ title: HIDDEN_CHARACTER_MESSAGE });
    const text = await dad.post("/api/journal/entries", { title: "Week one", content: "שלום \u202Bmixed\u202C text" });
    expect(text.statusCode).toBe(201);
    const [entry] = await t.db.select({ content: journalEntries.content }).from(journalEntries).where(eq(journalEntries.userId, dad.id));
    expect(entry?.content).toBe("שלום \u202Bmixed\u202C text");

    const admin = await createGlobalAdmin(t);
    const plan = await admin.post("/api/admin/plans", { title: "Faith\uFEFF Plan", durationWeeks: 1 });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().error.fields).toEqual({ title: HIDDEN_CHARACTER_MESSAGE });
  });

  it("refuses them in Better Auth's update-user name, and the name stays", async () => {
    const dad = await registerDad(t, "Mark");
    const response = await dad.post("/api/auth/update-user", { name: impostor });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message: HIDDEN_CHARACTER_MESSAGE, fields: { name: HIDDEN_CHARACTER_MESSAGE } });
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, dad.id));
    expect(user?.name).toBe("Mark");
  });
});

describe("update-user's picture", () => {
  it("takes only one of our uploads or an https URL", async () => {
    const dad = await registerDad(t);
    const imageOf = async () => (await t.db.select({ image: users.image }).from(users).where(eq(users.id, dad.id)))[0]?.image ?? null;
    for (const image of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:image/png;base64,AAAA",
      "http://example.com/a.png",
      "//evil.example/a.png",
      "/uploads/../api/x",
      "/uploads//evil.example/a.png",
      "/api/groups",
      "https://user:pw@example.com/a.png",
      "",
    ]) {
      const response = await dad.post("/api/auth/update-user", { image });
      expect(response.statusCode, image).toBe(400);
      expect(response.json().fields, image).toEqual({ image: IMAGE_URL_MESSAGE });
      expect(await imageOf()).toBeNull();
    }
    for (const image of ["/uploads/avatars/3f2a.webp", "https://images.example.org/dad.jpg"]) {
      expect((await dad.post("/api/auth/update-user", { image })).statusCode, image).toBe(200);
      expect(await imageOf()).toBe(image);
    }
    expect((await dad.post("/api/auth/update-user", { image: null })).statusCode).toBe(200);
    expect(await imageOf()).toBeNull();
  });
});

describe("verify-password is limited like sign-in", () => {
  it("refuses the sixth guess within a minute from one address", async () => {
    const limited = await createTestApp({ RATE_LIMIT: "1" });
    try {
      const dad = await registerDad(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await dad.request({
          method: "POST",
          url: "/api/auth/verify-password",
          remoteAddress: "203.0.113.9",
          payload: { password: `Wrong-Guess-${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 5).every((s) => s === 400 || s === 401)).toBe(true);
      expect(statuses[5]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
