// The launch library import: the admin's "Import Plan Library" and the embedded default's demo
// seed write every plan complete, once, in one transaction; importing again (or twice at once) writes nothing.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../shared/messages.ts";
import { LIBRARY_PLANS, type TLibraryImportResponse } from "../../../shared/schemas/admin.ts";
import { createGlobalAdmin, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { contentRowCounts } from "../../../../tests/support/row-counts.ts";
import { challenges, dadsCorner, devotionalPlans, devotionals, planContent } from "../schema/index.ts";
import { seedDemoContent } from "./demo-content.ts";
import { LEADERSHIP_PLAN } from "./leadership-plan-content.ts";
import { PLAN_LIBRARY } from "./plan-library.ts";
import { PRODIGAL_SON_PLAN_ES } from "./prodigal-son-plan-content-es.ts";
import { importPlanLibrary, importSamplePlan } from "./sample-import.ts";
import { SAMPLE_PLAN } from "./sample-plan-content.ts";
import type { SeedPlan } from "./seed-plan.ts";

const t = testAppForFile();
let admin: Actor;
beforeAll(async () => {
  admin = await createGlobalAdmin(t);
});

const LIBRARY_TITLES = PLAN_LIBRARY.map((seed) => seed.plan.title);
const LIBRARY_WEEKS = PLAN_LIBRARY.reduce((sum, seed) => sum + seed.plan.durationWeeks, 0);

async function libraryPlans() {
  return t.db
    .select({
      id: devotionalPlans.id,
      title: devotionalPlans.title,
      status: devotionalPlans.status,
      category: devotionalPlans.category,
      language: devotionalPlans.language,
      coverImageUrl: devotionalPlans.coverImageUrl,
      durationWeeks: devotionalPlans.durationWeeks,
    })
    .from(devotionalPlans)
    .where(and(inArray(devotionalPlans.title, LIBRARY_TITLES), isNull(devotionalPlans.organizationId)))
    .orderBy(devotionalPlans.id);
}

async function emptyDatabase() {
  await t.db.delete(devotionalPlans);
  for (const table of [devotionals, challenges, dadsCorner] as const) await t.db.delete(table);
}

describe("importing the plan library", () => {
  it("imports every library plan as a draft with every week complete and a cover; a second import duplicates nothing", async () => {
    await emptyDatabase();
    const first = await admin.post("/api/admin/library-import");
    expect(first.statusCode).toBe(200);
    const body = first.json() as TLibraryImportResponse;
    expect(body.message).toBe(messages.importSucceeded);
    expect(body.plans.map((plan) => plan.title)).toEqual(LIBRARY_PLANS.map((plan) => plan.title));
    for (const [index, plan] of body.plans.entries()) {
      const weeks = PLAN_LIBRARY[index]?.plan.durationWeeks ?? 0;
      expect(plan, plan.title).toMatchObject({ planCreated: true, itemsCreated: weeks * 3, itemsExisting: 0 });
    }
    expect(await contentRowCounts(t.db)).toEqual({
      plans: PLAN_LIBRARY.length,
      devotionals: LIBRARY_WEEKS,
      challenges: LIBRARY_WEEKS,
      dadsCorner: LIBRARY_WEEKS,
      planContent: LIBRARY_WEEKS,
    });

    const stored = await libraryPlans();
    expect(stored.map((plan) => plan.category).sort()).toEqual(["faith", "faith", "leadership", "personal-growth", "relationships"]);
    expect(stored.filter((plan) => plan.language === "es").map((plan) => plan.title)).toEqual([PRODIGAL_SON_PLAN_ES.plan.title]);
    for (const plan of stored) {
      expect(plan.status, plan.title).toBe("draft");
      expect(plan.coverImageUrl, plan.title).toMatch(/^\/covers\/.+\.svg$/);
      const weeks = await t.db.select().from(planContent).where(eq(planContent.planId, plan.id)).orderBy(planContent.weekNumber);
      expect(
        weeks.map((week) => week.weekNumber),
        plan.title,
      ).toEqual(Array.from({ length: plan.durationWeeks }, (_, index) => index + 1));
      for (const week of weeks) expect([week.devotionalId, week.challengeId, week.dadsCornerId], `${plan.title} week ${week.weekNumber}`).not.toContain(null);
    }

    const afterFirst = await contentRowCounts(t.db);
    const second = (await admin.post("/api/admin/library-import")).json() as TLibraryImportResponse;
    expect(second.plans.map((plan) => plan.planId)).toEqual(body.plans.map((plan) => plan.planId));
    for (const plan of second.plans) expect(plan, plan.title).toMatchObject({ planCreated: false, itemsCreated: 0 });
    // Two at once (a double click), the sample import and the demo seed alongside: still nothing written twice,
    // and the admin's drafts stay drafts.
    await Promise.all([
      importPlanLibrary(t.db, { publish: false }),
      importPlanLibrary(t.db, { publish: false }),
      importSamplePlan(t.db, { publish: false }),
      seedDemoContent(t.db),
    ]);
    expect(await contentRowCounts(t.db)).toEqual(afterFirst);
    expect((await libraryPlans()).map((plan) => plan.status)).toEqual(PLAN_LIBRARY.map(() => "draft"));
  });

  it("keeps the sample import's four groups as the spec lists them, next to the library", async () => {
    const response = await admin.post("/api/admin/sample-import");
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toEqual([
      { key: "plan", created: 0, existing: 1 },
      { key: "devotionals", created: 0, existing: 6 },
      { key: "challenges", created: 0, existing: 6 },
      { key: "dadsCorner", created: 0, existing: 6 },
    ]);
  });

  it("gives an existing sample plan without a cover its cover, and leaves a chosen cover alone", async () => {
    await t.db.update(devotionalPlans).set({ coverImageUrl: null }).where(eq(devotionalPlans.title, SAMPLE_PLAN.title));
    await t.db.update(devotionalPlans).set({ coverImageUrl: "/uploads/chosen.webp" }).where(eq(devotionalPlans.title, LEADERSHIP_PLAN.plan.title));
    await importPlanLibrary(t.db, { publish: false });
    const covers = Object.fromEntries((await libraryPlans()).map((plan) => [plan.title, plan.coverImageUrl]));
    expect(covers[SAMPLE_PLAN.title]).toBe(SAMPLE_PLAN.coverImageUrl);
    expect(covers[LEADERSHIP_PLAN.plan.title]).toBe("/uploads/chosen.webp");
  });

  it("writes nothing at all when one plan of the library cannot be written (one transaction)", async () => {
    await emptyDatabase();
    const broken: SeedPlan = {
      ...LEADERSHIP_PLAN,
      plan: { ...LEADERSHIP_PLAN.plan, title: "A Plan That Cannot Be Written" },
      // Week 0 breaks the devotionals_week_min check, after the first plan has been written in the same transaction.
      devotionals: [{ ...(LEADERSHIP_PLAN.devotionals[0] as SeedPlan["devotionals"][number]), weekNumber: 0, title: "Week Zero" }],
    };
    await expect(importPlanLibrary(t.db, { publish: true }, [PLAN_LIBRARY[1] as SeedPlan, broken])).rejects.toThrow();
    expect(await contentRowCounts(t.db)).toEqual({ plans: 0, devotionals: 0, challenges: 0, dadsCorner: 0, planContent: 0 });
  });

  it("refuses a seeded text the forms would refuse (HTML in a devotional), naming it, and writes nothing", async () => {
    await emptyDatabase();
    const first = LEADERSHIP_PLAN.devotionals[0] as SeedPlan["devotionals"][number];
    const withHtml: SeedPlan = {
      ...LEADERSHIP_PLAN,
      plan: { ...LEADERSHIP_PLAN.plan, title: "A Plan With HTML" },
      devotionals: [{ ...first, memoryVerse: '<img src=x onerror="alert(1)">' }, ...LEADERSHIP_PLAN.devotionals.slice(1)],
    };
    await expect(importPlanLibrary(t.db, { publish: true }, [withHtml])).rejects.toThrow(/memoryVerse/);
    expect(await contentRowCounts(t.db)).toEqual({ plans: 0, devotionals: 0, challenges: 0, dadsCorner: 0, planContent: 0 });
  });

  it("publishes the whole library on the embedded default's demo seed", async () => {
    await emptyDatabase();
    await seedDemoContent(t.db);
    const stored = await libraryPlans();
    expect(stored).toHaveLength(PLAN_LIBRARY.length);
    expect(stored.every((plan) => plan.status === "published")).toBe(true);
  });

  it("is for global admins only", async () => {
    const before = await contentRowCounts(t.db);
    const family = await registerFamily(t);
    expect((await family.dad.post("/api/admin/library-import")).statusCode).toBe(403);
    expect((await family.son.post("/api/admin/library-import")).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/library-import", headers: { "content-type": "application/json" }, payload: "{}" })).statusCode,
    ).toBe(401);
    expect(await contentRowCounts(t.db)).toEqual(before);
  });
});
