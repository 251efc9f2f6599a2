// App-wide safety nets, through the real app: odd characters are refused as field errors on every route
// (never a 500, never a partial write), and the log keeps no tokens and no values of a failed statement.
import { inspect } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { profiles, users } from "../../src/server/db/schema/index.ts";
import { NUL_CHARACTER_MESSAGE } from "../../src/server/lib/nul-character.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { journalEntryCount } from "../support/row-counts.ts";
import { createGlobalAdmin, registerFamily } from "../support/actors.ts";

const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line: string) => void logLines.push(line) } });
});
afterAll(async () => t.close());

const loggedText = () => logLines.join("");

const entryCount = (userId: string) => journalEntryCount(t.db, userId);

describe("a NUL character (which PostgreSQL text cannot hold) in any request", () => {
  it("is a 400 field error on a journal entry, and nothing is written", async () => {
    const { dad } = await registerFamily(t);
    for (const payload of [
      { title: "Week one", content: "Private\u0000words" },
      { title: "Week\u0000one", content: "Private words" },
    ]) {
      const response = await dad.post("/api/journal/entries", payload);
      expect(response.statusCode).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(Object.values(error.fields)).toEqual([NUL_CHARACTER_MESSAGE]);
    }
    expect(await entryCount(dad.id)).toBe(0);
  });

  it("is a 400 in a path id or a query string, not a 500", async () => {
    const { dad } = await registerFamily(t);
    const exportResponse = await dad.get("/api/family/sons/%00/export");
    expect(exportResponse.statusCode).toBe(400);
    expect(exportResponse.json().error.fields).toEqual({ sonId: NUL_CHARACTER_MESSAGE });
    expect((await dad.delete("/api/family/sons/a%00b")).statusCode).toBe(400);
    expect((await dad.put("/api/family/sons/%00/assistant", { enabled: true })).statusCode).toBe(400);
    const search = await dad.get("/api/marketplace/plans?q=faith%00");
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({ q: NUL_CHARACTER_MESSAGE });
    expect((await t.app.inject({ method: "GET", url: "/api/accounts/reset-password/check?token=%00" })).statusCode).toBe(400);
  });

  it("is a 400 with the nested field's name in a group, an admin item and a registration", async () => {
    const { dad } = await registerFamily(t);
    expect((await dad.post("/api/groups", { name: "Dads\u0000" })).json().error.fields).toEqual({ name: NUL_CHARACTER_MESSAGE });
    const admin = await createGlobalAdmin(t);
    const item = await admin.post("/api/admin/dads-corner", {
      title: "Resources",
      weekNumber: 1,
      content: "Read these",
      resources: [{ label: "Guide\u0000", url: "https://example.com" }],
    });
    expect(item.statusCode).toBe(400);
    expect(item.json().error.fields).toEqual({ "resources.0.label": NUL_CHARACTER_MESSAGE });
    const registration = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register",
      payload: { fullName: "Nul\u0000Dad", email: "nul.dad@example.com", password: "Correct-Horse-42", confirmPassword: "Correct-Horse-42" },
    });
    expect(registration.statusCode).toBe(400);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, "nul.dad@example.com"))).toEqual([]);
  });

  it("is a 400 on Better Auth's endpoints too, and the name stays as it was", async () => {
    const { dad } = await registerFamily(t, { dadName: "Mark" });
    const response = await dad.post("/api/auth/update-user", { name: "Mark\u0000" });
    expect(response.statusCode).toBe(400);
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, dad.id));
    expect(user?.name).toBe("Mark");
  });
});

describe("the log", () => {
  it("keeps no reset token from the URL of a request", async () => {
    logLines.length = 0;
    await t.app.inject({ method: "GET", url: "/api/accounts/reset-password/check?token=SecretCheckToken123" });
    await t.app.inject({ method: "GET", url: "/api/auth/reset-password/SecretPathToken456?callbackURL=%2Freset-password" });
    await t.app.inject({ method: "GET", url: "/api/auth/verify-email?token=SecretVerifyToken789&callbackURL=%2Flogin" });
    const text = loggedText();
    expect(text).toContain("request completed");
    expect(text).toContain("/api/auth/reset-password/[redacted]");
    expect(text).not.toContain("SecretCheckToken123");
    expect(text).not.toContain("SecretPathToken456");
    expect(text).not.toContain("SecretVerifyToken789");
  });

  it("keeps no journal text when saving an entry fails in the database", async () => {
    const { dad } = await registerFamily(t);
    await t.db.execute(sql`alter table journal_entries add constraint request_safety_refuse check (content not like '%REFUSE-ME%')`);
    try {
      logLines.length = 0;
      const response = await dad.post("/api/journal/entries", { title: "Hard week", content: "REFUSE-ME: my very private words" });
      expect(response.statusCode).toBe(500);
      const text = loggedText();
      expect(text).toContain("unhandled error");
      expect(text).toContain("request_safety_refuse");
      expect(text).not.toContain("my very private words");
      expect(text).not.toContain("Hard week");
    } finally {
      await t.db.execute(sql`alter table journal_entries drop constraint request_safety_refuse`);
    }
  });

  it("keeps the values of a failed Better Auth statement out of the log and off the console", async () => {
    const { dad } = await registerFamily(t);
    await t.db.execute(sql`create function request_safety_refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'user update refused for the test'; end $$`);
    await t.db.execute(sql`create trigger request_safety_refuse_user before update on users for each row execute function request_safety_refuse_user()`);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      logLines.length = 0;
      const response = await dad.post("/api/auth/update-user", { name: "Secret Family Name" });
      expect(response.statusCode).toBe(500);
      expect(loggedText()).toContain("user update refused for the test");
      expect(loggedText()).not.toContain("Secret Family Name");
      expect(inspect(consoleError.mock.calls, { depth: 6 })).not.toContain("Secret Family Name");
    } finally {
      consoleError.mockRestore();
      await t.db.execute(sql`drop trigger request_safety_refuse_user on users`);
      await t.db.execute(sql`drop function request_safety_refuse_user()`);
    }
    const [profile] = await t.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, dad.id));
    expect(profile?.fullName).toBe("Test Dad");
  });
});
