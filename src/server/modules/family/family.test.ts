import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devotionalPlans, userPurchases } from "../../db/schema/index.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily } from "../../../../tests/support/actors.ts";
import { HIDDEN_CHARACTER_MESSAGE } from "../../../shared/schemas/plain-text.ts";

const t = testAppForFile();

describe("GET /api/family (a guarded route)", () => {
  it("shows a dad his son and a son his dad", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Mark", sonName: "Tom" });
    const common = {
      sonAssistantEnabled: false,
      linkStatus: "confirmed",
      sonAgeBand: "13_plus",
      generatedAddress: false,
      sonFullNameInGroups: false,
      sonInGroupConversations: false,
      signInName: null,
      dadMayActAsHim: false,
      held: false,
    };
    expect((await dad.get("/api/family")).json().members).toEqual([{ userId: son.id, fullName: "Tom", role: "son", signInEmail: son.email, ...common }]);
    expect((await son.get("/api/family")).json().members).toEqual([{ userId: dad.id, fullName: "Mark", role: "dad", signInEmail: null, ...common }]);
  });

  it("shows nothing of other families", async () => {
    await registerFamily(t);
    const lonely = await registerDad(t);
    expect((await lonely.get("/api/family")).json().members).toEqual([]);
  });

  it("refuses a signed-out request (401) and an admin (403)", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/family" });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createGlobalAdmin(t);
    expect((await admin.get("/api/family")).statusCode).toBe(403);
  });
});

describe("a dad's rights over his son's data", () => {
  it("exports the son's data for his own dad only", async () => {
    const { dad, son } = await registerFamily(t);
    const other = await registerFamily(t);
    // What the son has: one shared entry, one private (a 13+ son's private words are left out), a week ticked.
    expect(
      (await son.post("/api/journal/entries", { title: "Shared words", content: "For Dad", entryType: "fitness", weekNumber: 2, isShared: true })).statusCode,
    ).toBe(201);
    expect((await son.post("/api/journal/entries", { title: "Private words", content: "Mine", entryType: "other", isShared: false })).statusCode).toBe(201);
    const response = await dad.get(`/api/family/sons/${son.id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.json"$/);
    const data = response.json();
    expect(Object.keys(data).sort()).toEqual([
      "account",
      "assistantMessages",
      "consentRecordedAt",
      "exportedAt",
      "fitnessResults",
      "groups",
      "journalEntries",
      "leftOut",
      "profile",
      "progress",
      "sonAgeBand",
    ]);
    expect(data.account).toEqual({ email: son.email, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(data.profile).toEqual({ fullName: "Test Son", selectedPlanId: null });
    expect(data.journalEntries).toEqual([
      expect.objectContaining({ title: "Shared words", content: "For Dad", entryType: "fitness", weekNumber: 2, isPrivate: false }),
    ]);
    expect(data.progress).toEqual([expect.objectContaining({ weekNumber: 2, devotionalCompleted: false, challengeCompleted: true, journalCompleted: true })]);
    expect(data.groups).toEqual([]);
    expect(data.fitnessResults).toEqual([]);
    expect(data.assistantMessages).toEqual([]);
    expect(data.sonAgeBand).toBe("13_plus");
    expect(data.leftOut).toEqual(["private journal entries", "assistant conversations"]);
    expect(response.body).not.toContain("Private words");

    expect((await other.dad.get(`/api/family/sons/${son.id}/export`)).statusCode).toBe(404);
    expect((await son.get(`/api/family/sons/${son.id}/export`)).statusCode).toBe(403);
    expect((await dad.get(`/api/family/sons/${dad.id}/export`)).statusCode).toBe(404);
  });

  it("deletes the son's account for his own dad only, and the son can no longer sign in", async () => {
    const { dad, son } = await registerFamily(t);
    const other = await registerFamily(t);
    expect((await other.dad.delete(`/api/family/sons/${son.id}`)).statusCode).toBe(404);
    expect((await son.delete(`/api/family/sons/${son.id}`)).statusCode).toBe(403);
    expect((await son.post("/api/journal/entries", { title: "Gone", content: "Gone", entryType: "fitness", weekNumber: 3, isShared: true })).statusCode).toBe(
      201,
    );
    expect((await dad.delete(`/api/family/sons/${son.id}`)).statusCode).toBe(204);
    expect((await son.get("/api/session")).json().user).toBeNull();
    expect((await dad.get("/api/family")).json().members).toEqual([]);
    expect((await dad.delete(`/api/family/sons/${son.id}`)).statusCode).toBe(404);
    // Nothing of him is left in any table that names a user, and his password no longer signs in.
    const left = await t.db.execute<{ name: string; n: number }>(sql`
      select 'users' as name, count(*)::int as n from users where id = ${son.id}
      union all select 'profiles', count(*)::int from profiles where id = ${son.id}
      union all select 'accounts', count(*)::int from accounts where user_id = ${son.id}
      union all select 'sessions', count(*)::int from sessions where user_id = ${son.id}
      union all select 'journal_entries', count(*)::int from journal_entries where user_id = ${son.id}
      union all select 'progress', count(*)::int from progress where user_id = ${son.id}
      union all select 'family_links', count(*)::int from family_links where son_id = ${son.id}`);
    expect(left.rows).toEqual(["users", "profiles", "accounts", "sessions", "journal_entries", "progress", "family_links"].map((name) => ({ name, n: 0 })));
    const again = await t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email: son.email, password: son.password } });
    expect(again.statusCode).toBe(401);
  });

  it("keeps an account that has purchases on record (409) and deletes nothing", async () => {
    const { dad, son } = await registerFamily(t);
    const [plan] = await t.db
      .insert(devotionalPlans)
      .values({ title: "Paid plan", status: "published", priceCents: 900 })
      .returning({ id: devotionalPlans.id });
    await t.db
      .insert(userPurchases)
      .values({ userId: son.id, planId: plan!.id, pricePaidCents: 900, appCommissionCents: 108, organizationPayoutCents: 792, status: "completed" });
    const response = await dad.delete(`/api/family/sons/${son.id}`);
    expect(response.statusCode).toBe(409);
    expect((await son.get("/api/session")).json().user.id).toBe(son.id);
  });
});

describe("GET /api/family/plan-choices (first run)", () => {
  it("lists published, listed plans with their week-by-week outline, for dads and sons only", async () => {
    const { insertPlan } = await import("../../../../tests/support/plan-fixtures.ts");
    const { insertDevotional, insertPlanWeek } = await import("../../../../tests/support/content-fixtures.ts");
    const planId = await insertPlan(t.db, { title: "Outlined", durationWeeks: 2 });
    await insertPlan(t.db, { title: "Hidden draft", status: "draft" });
    const devotional = await insertDevotional(t.db, { weekNumber: 1, title: "Firm foundations" });
    await insertPlanWeek(t.db, { planId, weekNumber: 1, devotionalId: devotional.id });
    const dad = await registerDad(t);
    const response = await dad.get("/api/family/plan-choices");
    expect(response.statusCode).toBe(200);
    const plans = response.json().plans as { title: string; weeks: unknown[] }[];
    expect(plans.find((p) => p.title === "Outlined")?.weeks).toEqual([{ weekNumber: 1, devotionalTitle: "Firm foundations", challengeTitle: null }]);
    expect(plans.map((p) => p.title)).not.toContain("Hidden draft");
    const admin = await createGlobalAdmin(t);
    expect((await admin.get("/api/family/plan-choices")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/family/plan-choices" })).statusCode).toBe(401);
  });
});

describe("adding a son on /family", () => {
  it("refuses invisible and text-direction characters in his name, as every other name field does, and adds no one", async () => {
    const dad = await registerDad(t);
    for (const fullName of ["Tom\u202Egnorw", "T\u200Bom", "\u2066Tom\u2069"]) {
      const response = await dad.post("/api/family/sons", { fullName, password: "Strong-Horse-42", ageBand: "13_plus", consent: true });
      expect(response.statusCode, fullName).toBe(400);
      expect(response.json().error.fields.fullName).toBe(HIDDEN_CHARACTER_MESSAGE);
    }
    expect((await dad.get("/api/family")).json().members).toEqual([]);
    const plain = await dad.post("/api/family/sons", { fullName: "Tom 👨‍👦", password: "Strong-Horse-42", ageBand: "13_plus", consent: true });
    expect(plain.statusCode).toBe(201);
  });
});
