// API tests of the plan studio (issue 33) and of issue 28 finding 9: an update changes only what it names, the
// publish checklist, the review queue, drafts of published plans with their versions, the editor's week saves
// with optimistic concurrency, and import/export.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devotionalPlans } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, type Actor } from "../../../../tests/support/actors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_STAFF_TWO_FACTOR: "0" });
});
afterAll(async () => t.close());

const COVER = `/uploads/${"c".repeat(64)}.webp`;

async function startOrganization(actor: Actor, name: string) {
  const response = await actor.post("/api/organizations", { name, description: `${name} serves fathers and sons.` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ organization: { id: number } }>().organization.id;
}

async function orgPlan(actor: Actor, extra: Record<string, unknown> = {}) {
  const response = await actor.post("/api/organizations/mine/plans", {
    title: "Men of Valor",
    description: "Four weeks of courage.",
    durationWeeks: 4,
    category: "faith",
    priceCents: 1299,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ plan: { id: number } }>().plan.id;
}

const planRow = async (planId: number) => (await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, planId)))[0];

describe("issue 28 finding 9: an update changes only what it names", () => {
  it("editing an organization's paid plan without priceCents or cover keeps its price and cover", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Priced Church");
    const planId = await orgPlan(owner);
    expect((await owner.put(`/api/organizations/mine/plans/${planId}`, { title: "Men of Valor", durationWeeks: 4, coverImageUrl: COVER, priceCents: 1299 })).statusCode).toBe(200);

    const response = await owner.put(`/api/organizations/mine/plans/${planId}`, { title: "Men of Valor, revised", durationWeeks: 4 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().plan).toMatchObject({ title: "Men of Valor, revised", priceCents: 1299, coverImageUrl: COVER, category: "faith", description: "Four weeks of courage." });
    expect(await planRow(planId)).toMatchObject({ priceCents: 1299, coverImageUrl: COVER, category: "faith" });
  });

  it("a global admin renaming a plan keeps its tags, category and public flag; null still removes a cover", async () => {
    const admin = await createGlobalAdmin(t);
    const created = await admin.post("/api/admin/plans", { title: "Platform Plan", description: "d", durationWeeks: 2, category: "leadership", tags: ["men"], isPublic: false });
    const planId = created.json<{ plan: { id: number } }>().plan.id;
    await admin.put(`/api/admin/plans/${planId}`, { coverImageUrl: COVER });
    const renamed = await admin.put(`/api/admin/plans/${planId}`, { title: "Platform Plan 2" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().plan).toMatchObject({ title: "Platform Plan 2", category: "leadership", tags: ["men"], isPublic: false, coverImageUrl: COVER, durationWeeks: 2 });
    const cleared = await admin.put(`/api/admin/plans/${planId}`, { coverImageUrl: null });
    expect(cleared.json().plan).toMatchObject({ coverImageUrl: null, title: "Platform Plan 2" });
  });

  it("an empty update and bad values are refused with field messages, nothing written", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Empty Update Church");
    const planId = await orgPlan(owner);
    const bad = await owner.put(`/api/organizations/mine/plans/${planId}`, { title: "", priceCents: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(["title", "priceCents"]));
    expect(await planRow(planId)).toMatchObject({ title: "Men of Valor", priceCents: 1299 });
  });
});
