// A plan's content (policies/plan-content.ts) through a group, and the list of modules that read a plan's weeks: a
// module that starts reading a plan's content without going through the rule's paths fails the last test. The full
// matrix, every declared route classified, is plan-content-matrix.test.ts.
import { serverFilesMatching } from "./protected-things.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challenges, dadGroups, dadsCorner, devotionalPlans, devotionals, organizationFamilies } from "../../src/server/db/schema/index.ts";
import { todayUtc } from "../../src/shared/plan-run.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createOrganizationAdmin, registerDad, type Actor } from "../support/actors.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { insertChallenge, insertDadsCorner, insertDevotional, insertPlanWeek, selectPlanFor } from "../support/content-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SECRET = "Members-only words of week one";

interface Setting {
  planId: number;
  organizationId: number;
  challengeId: number;
  outsider: Actor;
  member: Actor;
  outsiderGroupId: number;
}

/** A church's members-only plan with a week 1; a dad in no organization; a member dad of the church. */
async function membersOnlyPlan(): Promise<Setting> {
  const owner = await createOrganizationAdmin(t, "Grace Church");
  const planId = await insertPlan(t.db, { organizationId: owner.organizationId, title: "Grace Members Plan", durationWeeks: 2 });
  await t.db.update(devotionalPlans).set({ membersOnly: true }).where(eq(devotionalPlans.id, planId));
  const devotional = await insertDevotional(t.db, { weekNumber: 1, title: SECRET });
  const challenge = await insertChallenge(t.db, { weekNumber: 1, title: `${SECRET} challenge` });
  const corner = await insertDadsCorner(t.db, { weekNumber: 1, title: `${SECRET} corner` });
  // The church's own items (never the general content a plan-less family reads).
  await t.db.update(devotionals).set({ organizationId: owner.organizationId }).where(eq(devotionals.id, devotional.id));
  await t.db.update(challenges).set({ organizationId: owner.organizationId }).where(eq(challenges.id, challenge.id));
  await t.db.update(dadsCorner).set({ organizationId: owner.organizationId }).where(eq(dadsCorner.id, corner.id));
  await insertPlanWeek(t.db, { planId, weekNumber: 1, devotionalId: devotional.id, challengeId: challenge.id, dadsCornerId: corner.id });
  const outsider = await registerDad(t, "Otto Outsider");
  const member = await registerDad(t, "Mark Member");
  await t.db.insert(organizationFamilies).values({ organizationId: owner.organizationId, dadId: member.id });
  const created = await outsider.post("/api/groups", { name: "Otto's Men" });
  expect(created.statusCode).toBe(201);
  return { planId, organizationId: owner.organizationId, challengeId: challenge.id, outsider, member, outsiderGroupId: created.json().group.id };
}

let s: Setting;
beforeAll(async () => {
  s = await membersOnlyPlan();
});

describe("a members-only plan through a group", () => {
  it("refuses a dad in no organization who sets it as his group's plan, and his week page serves none of it", async () => {
    const put = await s.outsider.put(`/api/groups/${s.outsiderGroupId}/plan`, { planId: s.planId, startsOn: todayUtc() });
    expect(put.statusCode).toBe(404);
    const [group] = await t.db.select({ planId: dadGroups.planId }).from(dadGroups).where(eq(dadGroups.id, s.outsiderGroupId));
    expect(group?.planId).toBeNull();
    // Even when the family was put on it by an old path (a group that chose it before the rule, a plan made
    // members-only later), the week reads nothing of it.
    await selectPlanFor(t.db, s.outsider.id, s.planId);
    const week = await s.outsider.get("/api/weeks/1");
    expect(week.statusCode).toBe(200);
    expect(week.body).not.toContain(SECRET);
    expect(week.json().plan).toBeNull();
    await selectPlanFor(t.db, s.outsider.id, null);
  });
});

/** One route that can reach a plan's content: what the outsider gets, what the member gets. */
interface Probe {
  route: string;
  outsider: (a: Actor) => Promise<void>;
  member: (a: Actor) => Promise<void>;
}

const served = (body: string) => expect(body).toContain(SECRET);

/** Every route that can reach a plan's content. The outsider's family is put on the plan first (the worst case). */
const PROBES: Probe[] = [
  {
    route: "GET /api/weeks/:week (the week page, the dashboards' panel, the offline copy)",
    outsider: async (a) => expect((await a.get("/api/weeks/1")).body).not.toContain(SECRET),
    member: async (a) => served((await a.get("/api/weeks/1")).body),
  },
  {
    route: "POST /api/weeks/:week/open (the week page, kept by the service worker)",
    outsider: async (a) => expect((await a.post("/api/weeks/1/open", {})).body).not.toContain(SECRET),
    member: async (a) => served((await a.post("/api/weeks/1/open", {})).body),
  },
  {
    route: "GET /api/dashboard (the week panel)",
    outsider: async (a) => expect((await a.get("/api/dashboard?week=1")).body).not.toContain(SECRET),
    member: async (a) => served((await a.get("/api/dashboard?week=1")).body),
  },
  {
    route: "GET /api/marketplace/plans/:id (the plan page)",
    outsider: async (a) => expect((await a.get(`/api/marketplace/plans/${s.planId}`)).statusCode).toBe(404),
    member: async (a) => expect((await a.get(`/api/marketplace/plans/${s.planId}`)).statusCode).toBe(200),
  },
  {
    route: "GET /api/marketplace/plans (the marketplace list: never lists it)",
    outsider: async (a) => expect((await a.get("/api/marketplace/plans")).body).not.toContain("Grace Members Plan"),
    member: async (a) => expect((await a.get("/api/marketplace/plans")).body).not.toContain("Grace Members Plan"),
  },
  {
    route: "POST /api/marketplace/plans/:id/start (the plan page and /start)",
    outsider: async (a) =>
      expect((await a.post(`/api/marketplace/plans/${s.planId}/start`, { source: "marketplace", confirmSwitch: true })).statusCode).toBe(404),
    member: async (a) =>
      expect((await a.post(`/api/marketplace/plans/${s.planId}/start`, { source: "marketplace", confirmSwitch: true })).statusCode).toBe(200),
  },
  {
    route: "POST /api/fitness/results (the fitness log reads the week's challenge)",
    outsider: async (a) => {
      const response = await a.post("/api/fitness/results", {
        personId: a.id,
        challengeId: s.challengeId,
        weekNumber: 1,
        values: [{ measureKey: "reps", value: 10 }],
      });
      expect(response.statusCode).toBe(400);
    },
    member: async (a) => {
      const week = (await a.get("/api/weeks/1")).json();
      expect(week.challenge?.id).toBe(s.challengeId);
    },
  },
  {
    route: "GET /api/groups/:id (the group's plan part: this week's devotional title)",
    outsider: async (a) => {
      // A group that chose the plan before the rule (or whose plan was made members-only later).
      await t.db.update(dadGroups).set({ planId: s.planId, planStartsOn: todayUtc() }).where(eq(dadGroups.id, s.outsiderGroupId));
      expect((await a.get(`/api/groups/${s.outsiderGroupId}`)).body).not.toContain(SECRET);
    },
    member: async () => {},
  },
];

describe("every route that reaches a plan's content applies the plan's read rule", () => {
  it.each(PROBES.map((p) => [p.route, p] as const))("%s", async (_route, probe) => {
    await selectPlanFor(t.db, s.outsider.id, s.planId);
    await selectPlanFor(t.db, s.member.id, s.planId);
    await probe.outsider(s.outsider);
    await probe.member(s.member);
  });

  it("lists every module that reads a plan's weeks (a new one must go through week-content.ts or the rule)", () => {
    const readers = serverFilesMatching(/\bplanContent\b|getWeekContent|getViewerWeekContent|selectWeekContent/);
    // Each is either the one read (week-content.ts and its query), a caller of it, the authors' own studio, a
    // listed plan's outline behind the rule (marketplace) or the first run's listed plans, or the schema and caches.
    expect(readers).toEqual(
      [
        "db/schema/content.ts",
        "db/seed/sample-import.queries.ts",
        "modules/chat/chat.service.ts",
        "modules/content/content.queries.ts",
        "modules/progress/week-view.service.ts",
        "modules/content/week-content.ts",
        "modules/dashboard/dashboard.service.ts",
        "modules/family/plan-choices.queries.ts",
        "modules/fitness/fitness.service.ts",
        "modules/groups/group-plan.service.ts",
        "modules/marketplace/marketplace.queries.ts",
        "modules/organizations/demo-organization.queries.ts",
        "modules/organizations/organization-families.service.ts",
        "modules/organizations/organizations.service.ts",
        "modules/progress/progress.service.ts",
        "modules/reminders/reminder-jobs.ts",
        "modules/reminders/reminders.service.ts",
        "platform/cached-answers.ts",
      ]
        .concat(readers.filter((r) => r.startsWith("modules/studio/") || r.startsWith("db/schema/index")))
        .sort(),
    );
  });
});
