// A group's plan through the real app: a group runs a plan on one schedule, its weekly conversation, what its leaders
// see, and who is refused (another group's member, a family that left, a son, a leader of a different group).
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dadGroups, groupPosts, organizationFamilies, organizationMembers, planRuns, profiles } from "../../db/schema/index.ts";
import { groupMessages, type TGroupDetail, type TGroupProgressResponse } from "../../../shared/schemas/groups.ts";
import { addDays, todayUtc } from "../../../shared/plan-run.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createOrganizationAdmin, enableTwoFactor, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan, insertPurchase } from "../../../../tests/support/plan-fixtures.ts";
import { insertDevotional, insertPlanWeek } from "../../../../tests/support/content-fixtures.ts";
import { POST_LIMITS } from "./group-posts.service.ts";
import { assertGroupStart, earliestStart } from "./group-plan.service.ts";

const t = testAppForFile();

async function planWithQuestions(opts: { priceCents?: number; organizationId?: number; isPublic?: boolean } = {}) {
  const planId = await insertPlan(t.db, { durationWeeks: 4, ...opts });
  for (const week of [1, 2, 3]) {
    const devotional = await insertDevotional(t.db, {
      weekNumber: week,
      title: `Plan ${planId} week ${week}`,
      discussionQuestions: [`Question ${week} of ${planId}?`],
    });
    await insertPlanWeek(t.db, { planId, weekNumber: week, devotionalId: devotional.id });
  }
  return planId;
}

async function createGroup(leader: Actor, body: Record<string, unknown> = {}): Promise<TGroupDetail> {
  const response = await leader.post("/api/groups", { name: "Saturday Men", ...body });
  expect(response.statusCode).toBe(201);
  return response.json().group;
}

async function join(actor: Actor, code: string) {
  const response = await actor.post("/api/groups/join", { code });
  expect([200, 202]).toContain(response.statusCode);
}

async function page(actor: Actor, groupId: number): Promise<TGroupDetail> {
  const response = await actor.get(`/api/groups/${groupId}`);
  expect(response.statusCode).toBe(200);
  return response.json().group;
}

async function postCount(groupId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(groupPosts).where(eq(groupPosts.groupId, groupId));
  return row?.n ?? 0;
}

/** A leader (a dad alone), family A (dad + son 13+) and family B (dad + son under 13), all in one group running a plan. */
async function runningGroup(opts: { priceCents?: number; startsOn?: string } = {}) {
  const leader = await registerDad(t, "Luke Leader");
  const a = await registerFamily(t, { dadName: "Adam Abbott", sonName: "Aaron Abbott" });
  const b = await registerFamily(t, { dadName: "Ben Brooks", sonName: "Eli Brooks", sonAgeBand: "under_13" });
  const planId = await planWithQuestions({ priceCents: opts.priceCents ?? 0 });
  const group = await createGroup(leader);
  for (const actor of [a.dad, a.son, b.dad, b.son]) await join(actor, group.code ?? "");
  const startsOn = opts.startsOn ?? todayUtc();
  const set = await leader.put(`/api/groups/${group.id}/plan`, { planId, startsOn });
  expect(set.statusCode).toBe(200);
  return { leader, a, b, planId, group, startsOn };
}

describe("forgiving codes", () => {
  it("joins with the displayed space, lower case or hyphen", async () => {
    const leader = await registerDad(t);
    const group = await createGroup(leader);
    const code = group.code ?? "";
    const typed = [`${code.slice(0, 3)} ${code.slice(3)}`, code.toLowerCase(), `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`];
    for (const form of typed) {
      const dad = await registerDad(t);
      const response = await dad.post("/api/groups/join", { code: form });
      expect(response.statusCode, form).toBe(200);
      expect(response.json().groupId).toBe(group.id);
    }
  });

  it("still refuses what is not a code", async () => {
    const dad = await registerDad(t);
    expect((await dad.post("/api/groups/join", { code: "AB!CD" })).json().error.fields.code).toBe(groupMessages.codeFormat);
    expect((await dad.post("/api/groups/join", { code: "ABC DEFG" })).json().error.fields.code).toBe(groupMessages.codeTooLong);
  });
});

describe("a group runs a plan", () => {
  it("refuses a start date in the past with a field message and writes nothing", async () => {
    const leader = await registerDad(t);
    const group = await createGroup(leader);
    const planId = await planWithQuestions();
    const response = await leader.put(`/api/groups/${group.id}/plan`, { planId, startsOn: addDays(todayUtc(), -2) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.startsOn).toBe(groupMessages.startInPast);
    expect((await page(leader, group.id)).plan).toBeNull();
    expect(() => assertGroupStart(earliestStart())).not.toThrow();
  });

  it("refuses a plan that is not published or another organization's unlisted plan, as an unknown one", async () => {
    const leader = await registerDad(t);
    const group = await createGroup(leader);
    const draft = await insertPlan(t.db, { status: "draft" });
    const unlisted = await insertPlan(t.db, { isPublic: false });
    for (const planId of [draft, unlisted]) {
      expect((await leader.put(`/api/groups/${group.id}/plan`, { planId, startsOn: todayUtc() })).statusCode).toBe(404);
    }
  });

  it("puts every family, dads and sons, on the same week once they follow", async () => {
    const { a, b, group, startsOn } = await runningGroup({ startsOn: addDays(todayUtc(), 0) });
    // Family A was on another plan: the switch needs a yes, then the family follows.
    const other = await insertPlan(t.db);
    expect((await a.dad.post(`/api/marketplace/plans/${other}/start`, { source: "marketplace" })).statusCode).toBe(200);
    const refused = await a.dad.post(`/api/groups/${group.id}/plan/follow`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(groupMessages.followNeedsConfirmation);
    expect((await a.dad.post(`/api/groups/${group.id}/plan/follow`, { confirmSwitch: true })).statusCode).toBe(200);
    expect((await b.dad.post(`/api/groups/${group.id}/plan/follow`, {})).statusCode).toBe(200);
    for (const actor of [a.dad, a.son, b.dad, b.son]) {
      const dashboard = (await actor.get("/api/dashboard")).json();
      expect(dashboard.journey.startsOn).toBe(startsOn);
      expect(dashboard.journey.currentWeek).toBe(1);
      const plan = (await page(actor, group.id)).plan;
      expect(plan?.familyFollows).toBe(true);
      expect(plan?.discussionQuestions[0]).toMatch(/^Question 1 of/);
    }
    // A son does not choose his family's plan.
    const sonFollow = await a.son.post(`/api/groups/${group.id}/plan/follow`, {});
    expect(sonFollow.statusCode).toBe(403);
  });

  it("a family joining late lands on the group's week, with nothing overdue to catch up", async () => {
    const { leader, group, planId } = await runningGroup();
    // The group began two weeks ago.
    await t.db.execute(sql`update dad_groups set plan_starts_on = current_date - 14 where id = ${group.id}`);
    const late = await registerFamily(t, { dadName: "Carl Late", sonName: "Cody Late" });
    await join(late.dad, group.code ?? "");
    const followed = await late.dad.post(`/api/groups/${group.id}/plan/follow`, {});
    expect(followed.json()).toMatchObject({ familyWeek: 3 });
    const journey = (await late.son.get("/api/dashboard")).json().journey;
    expect(journey).toMatchObject({ currentWeek: 3, catchUpWeek: null });
    expect((await page(leader, group.id)).plan?.week).toBe(3);
    const [run] = await t.db.select({ startsOn: planRuns.startsOn }).from(planRuns).where(eq(planRuns.userId, late.dad.id));
    expect(run?.startsOn).toBe(addDays(todayUtc(), -14));
    expect(planId).toBeGreaterThan(0);
  });

  it("moves the families that followed when the leader moves the start date", async () => {
    const { leader, a, group, planId } = await runningGroup();
    await a.dad.post(`/api/groups/${group.id}/plan/follow`, {});
    const later = addDays(todayUtc(), 7);
    expect((await leader.put(`/api/groups/${group.id}/plan`, { planId, startsOn: later })).statusCode).toBe(200);
    expect((await a.son.get("/api/dashboard")).json().journey.startsOn).toBe(later);
  });

  it("keeps a paid plan's later weeks behind the family's purchase", async () => {
    const { a, group } = await runningGroup({ priceCents: 1500 });
    await t.db.execute(sql`update dad_groups set plan_starts_on = current_date - 7 where id = ${group.id}`);
    await a.dad.post(`/api/groups/${group.id}/plan/follow`, {});
    let plan = (await page(a.dad, group.id)).plan;
    expect(plan).toMatchObject({ week: 2, purchaseRequired: true, discussionQuestions: [] });
    await insertPurchase(t.db, { userId: a.dad.id, planId: plan?.planId ?? 0, pricePaidCents: 1500 });
    plan = (await page(a.son, group.id)).plan;
    expect(plan?.purchaseRequired).toBe(false);
    expect(plan?.discussionQuestions[0]).toMatch(/^Question 2 of/);
  });

  it("refuses a member and outsiders who try to choose the plan", async () => {
    const { a, group, planId } = await runningGroup();
    const outsider = await registerDad(t);
    const otherLeader = await registerDad(t);
    await createGroup(otherLeader);
    expect((await a.dad.put(`/api/groups/${group.id}/plan`, { planId, startsOn: todayUtc() })).statusCode).toBe(403);
    expect((await outsider.put(`/api/groups/${group.id}/plan`, { planId, startsOn: todayUtc() })).statusCode).toBe(404);
    expect((await otherLeader.put(`/api/groups/${group.id}/plan`, { planId, startsOn: todayUtc() })).statusCode).toBe(404);
    expect((await outsider.post(`/api/groups/${group.id}/plan/follow`, {})).statusCode).toBe(404);
  });

  it("links a group to an organization only for its staff", async () => {
    const owner = await createOrganizationAdmin(t, "Grace Church");
    const dad = await registerDad(t);
    const refused = await dad.post("/api/groups", { name: "Not mine", organizationId: owner.organizationId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(groupMessages.notOrganizationStaff);
  });

  it("starting a group for an organization is a staff power: two-factor on, or 403 and no group", async () => {
    const owner = await createOrganizationAdmin(t, "Two Factor Church");
    const editor = await registerDad(t, "Editor Without Two Factor");
    await t.db.insert(organizationMembers).values({ organizationId: owner.organizationId, userId: editor.id, role: "editor" });
    await t.db.update(profiles).set({ organizationId: owner.organizationId }).where(eq(profiles.id, editor.id));
    const groupsOf = async () => (await t.db.select({ id: dadGroups.id }).from(dadGroups).where(eq(dadGroups.organizationId, owner.organizationId))).length;

    const outsider = await registerDad(t, "Outsider Dad");
    const notStaff = await outsider.post("/api/groups", { name: "Not his church", organizationId: owner.organizationId });
    expect(notStaff.statusCode).toBe(403);
    expect(notStaff.json().error.message).toBe(groupMessages.notOrganizationStaff);

    const withoutTwoFactor = await editor.post("/api/groups", { name: "Men's breakfast", organizationId: owner.organizationId });
    expect(withoutTwoFactor.statusCode).toBe(403);
    expect(withoutTwoFactor.json().error.code).toBe("TWO_FACTOR_REQUIRED");
    expect(await groupsOf()).toBe(0);
    // His own family's group (no organization) is no staff power.
    expect((await editor.post("/api/groups", { name: "Our street" })).statusCode).toBe(201);

    const secured = await enableTwoFactor(t, editor);
    const allowed = await secured.post("/api/groups", { name: "Men's breakfast", organizationId: owner.organizationId });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(await groupsOf()).toBe(1);
  });
});

describe("the week's conversation", () => {
  it("lets dads post and read; refuses invisible or direction characters and over-long posts, writing nothing", async () => {
    const { a, b, group } = await runningGroup();
    const posted = await a.dad.post(`/api/groups/${group.id}/posts`, { week: 1, body: "We read it at breakfast." });
    expect(posted.statusCode).toBe(201);
    const list = (await b.dad.get(`/api/groups/${group.id}/posts?week=1`)).json();
    expect(list.posts).toEqual([expect.objectContaining({ authorName: "Adam Abbott", body: "We read it at breakfast.", mine: false })]);
    const before = await postCount(group.id);
    for (const body of ["Hello\u202Eevil", "zero\u200Bwidth", "x".repeat(2001), "   "]) {
      const response = await a.dad.post(`/api/groups/${group.id}/posts`, { week: 1, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields.body).toBeTruthy();
    }
    expect(await postCount(group.id)).toBe(before);
  });

  it("never lets a son under 13 in; a son of 13+ only with his dad's yes", async () => {
    const { a, b, group } = await runningGroup();
    expect((await page(b.son, group.id)).canConverse).toBe(false);
    expect((await b.son.get(`/api/groups/${group.id}/posts?week=1`)).statusCode).toBe(403);
    expect((await b.son.post(`/api/groups/${group.id}/posts`, { week: 1, body: "hi" })).statusCode).toBe(403);
    expect((await b.dad.put(`/api/family/sons/${b.son.id}/group-conversations`, { allowed: true })).statusCode).toBe(409);

    expect((await a.son.get(`/api/groups/${group.id}/posts?week=1`)).statusCode).toBe(403);
    expect((await a.dad.put(`/api/family/sons/${a.son.id}/group-conversations`, { allowed: true })).statusCode).toBe(200);
    expect((await b.dad.put(`/api/family/sons/${a.son.id}/group-conversations`, { allowed: true })).statusCode).toBe(404);
    expect((await page(a.son, group.id)).canConverse).toBe(true);
    expect((await a.son.post(`/api/groups/${group.id}/posts`, { week: 1, body: "I did the push-ups." })).statusCode).toBe(201);
    // Other families read him by his first name.
    const list = (await b.dad.get(`/api/groups/${group.id}/posts?week=1`)).json();
    expect(list.posts[0].authorName).toBe("Aaron");
  });

  it("refuses a member of another group, a family that left and a leader of a different group", async () => {
    const { a, b, group } = await runningGroup();
    const post = (await a.dad.post(`/api/groups/${group.id}/posts`, { week: 1, body: "Ours." })).json().post;
    const otherLeader = await registerDad(t);
    const other = await createGroup(otherLeader);
    const otherMember = await registerDad(t);
    await join(otherMember, other.code ?? "");
    expect((await b.dad.post(`/api/groups/${group.id}/leave`, {})).statusCode).toBe(200);
    for (const actor of [otherMember, b.dad, otherLeader]) {
      expect((await actor.get(`/api/groups/${group.id}/posts?week=1`)).statusCode).toBe(404);
      expect((await actor.post(`/api/groups/${group.id}/posts`, { week: 1, body: "in?" })).statusCode).toBe(404);
      expect((await actor.get(`/api/groups/${group.id}/progress`)).statusCode).toBe(404);
      expect((await actor.patch(`/api/groups/${group.id}/posts/${post.id}`, { hidden: true })).statusCode).toBe(404);
      expect((await actor.delete(`/api/groups/${group.id}/posts/${post.id}`)).statusCode).toBe(404);
    }
    // A leader of another group cannot reach this group's post through his own group either.
    expect((await otherLeader.delete(`/api/groups/${other.id}/posts/${post.id}`)).statusCode).toBe(404);
  });

  it("limits posts per author each hour (429 with Retry-After), nothing written", async () => {
    const { a, group } = await runningGroup();
    await t.db
      .insert(groupPosts)
      .values(Array.from({ length: POST_LIMITS.perAuthorPerHour }, () => ({ groupId: group.id, weekNumber: 1, authorId: a.dad.id, body: "x" })));
    const before = await postCount(group.id);
    const response = await a.dad.post(`/api/groups/${group.id}/posts`, { week: 1, body: "one more" });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(await postCount(group.id)).toBe(before);
  });

  it("members report; leaders see reports, keep, hide and remove posts", async () => {
    const { leader, a, b, group } = await runningGroup();
    const post = (await a.dad.post(`/api/groups/${group.id}/posts`, { week: 1, body: "Off topic." })).json().post;
    expect((await a.dad.post(`/api/groups/${group.id}/posts/${post.id}/report`, { reason: "" })).statusCode).toBe(409);
    expect((await b.dad.post(`/api/groups/${group.id}/posts/${post.id}/report`, { reason: "Not about the week" })).statusCode).toBe(201);
    expect((await b.dad.post(`/api/groups/${group.id}/posts/${post.id}/report`, { reason: "" })).statusCode).toBe(409);
    expect((await b.dad.get(`/api/groups/${group.id}/reports`)).statusCode).toBe(403);
    const reports = (await leader.get(`/api/groups/${group.id}/reports`)).json().reports;
    expect(reports).toEqual([expect.objectContaining({ postId: post.id, reason: "Not about the week", authorName: "Adam Abbott" })]);
    expect((await leader.post(`/api/groups/${group.id}/reports/${reports[0].id}/dismiss`, {})).statusCode).toBe(200);
    expect((await leader.get(`/api/groups/${group.id}/reports`)).json().reports).toEqual([]);

    expect((await b.dad.patch(`/api/groups/${group.id}/posts/${post.id}`, { hidden: true })).statusCode).toBe(403);
    expect((await leader.patch(`/api/groups/${group.id}/posts/${post.id}`, { hidden: true })).statusCode).toBe(200);
    expect((await b.dad.get(`/api/groups/${group.id}/posts?week=1`)).json().posts).toEqual([]);
    expect((await leader.get(`/api/groups/${group.id}/posts?week=1`)).json().posts[0]).toMatchObject({ id: post.id, hidden: true });
    expect((await leader.delete(`/api/groups/${group.id}/posts/${post.id}`)).statusCode).toBe(200);
    expect(await postCount(group.id)).toBe(0);
  });
});

describe("what a leader sees", () => {
  it("counts families per week (none below three that keep to themselves), a family's own progress only when its dad shares, sons by first name", async () => {
    const { leader, a, b, group } = await runningGroup();
    // Before any family follows the plan the leader still sees the group's families (never "0 of 0").
    const before = (await leader.get(`/api/groups/${group.id}/progress`)).json<TGroupProgressResponse>();
    expect(before).toMatchObject({ families: 0, groupFamilies: 3 });
    // A member is no leader: the counts are refused to him.
    expect((await a.dad.get(`/api/groups/${group.id}/progress`)).statusCode).toBe(403);
    await a.dad.post(`/api/groups/${group.id}/plan/follow`, {});
    await b.dad.post(`/api/groups/${group.id}/plan/follow`, {});
    for (const flag of ["devotional", "challenge", "journal"]) await a.dad.put("/api/progress/1", { flag, completed: true });
    await b.son.put("/api/progress/1", { flag: "devotional", completed: true });
    await a.dad.post("/api/journal/entries", { title: "Private words", content: "ZQ secret journal text", entryType: "reflection", isShared: true });

    let seen = (await leader.get(`/api/groups/${group.id}/progress`)).json<TGroupProgressResponse>();
    // Two families that keep their progress to themselves: counts would tell them apart, so there are none.
    expect(seen).toMatchObject({ countsHidden: true, weeks: [], families: 2, groupFamilies: 3, privateFamilies: 2, sharedFamilies: [] });

    // A third such family: the counts appear. The leader's own family does not follow the plan: they are out of the three that do.
    const c = await registerFamily(t, { dadName: "Carl Cole", sonName: "Caleb Cole" });
    await join(c.dad, group.code ?? "");
    expect((await c.dad.post(`/api/groups/${group.id}/plan/follow`, {})).statusCode).toBe(200);
    seen = (await leader.get(`/api/groups/${group.id}/progress`)).json<TGroupProgressResponse>();
    expect(seen).toMatchObject({ countsHidden: false, families: 3, groupFamilies: 4, privateFamilies: 3 });
    expect(seen.weeks[0]).toEqual({ week: 1, started: 2, finished: 1 });

    expect((await b.son.put(`/api/groups/${group.id}/sharing`, { sharesProgress: true })).statusCode).toBe(403);
    expect((await b.dad.put(`/api/groups/${group.id}/sharing`, { sharesProgress: true })).statusCode).toBe(200);
    const response = await leader.get(`/api/groups/${group.id}/progress`);
    seen = response.json<TGroupProgressResponse>();
    expect(seen.sharedFamilies).toEqual([{ dadName: "Ben Brooks", sonFirstNames: ["Eli"], finishedWeeks: [] }]);
    expect(seen.privateFamilies).toBe(2);
    // Beside Ben's named weeks, counts would show what the two others did: hidden again.
    expect(seen).toMatchObject({ countsHidden: true, weeks: [] });
    // Once every following family shares, the counts hide nobody.
    for (const dad of [a.dad, c.dad]) expect((await dad.put(`/api/groups/${group.id}/sharing`, { sharesProgress: true })).statusCode).toBe(200);
    seen = (await leader.get(`/api/groups/${group.id}/progress`)).json<TGroupProgressResponse>();
    expect(seen).toMatchObject({ countsHidden: false, privateFamilies: 0 });
    expect(seen.weeks[0]).toEqual({ week: 1, started: 2, finished: 1 });
    expect(response.body).not.toContain("ZQ secret");
    expect(response.body).not.toContain("Eli Brooks");
    expect((await a.dad.get(`/api/groups/${group.id}/progress`)).statusCode).toBe(403);
    expect((await b.son.get(`/api/groups/${group.id}/progress`)).statusCode).toBe(403);
  });

  it("an organization's group counts the organization-wide choice; /family lists who sees what", async () => {
    const owner = await createOrganizationAdmin(t, "Hope Chapel");
    const leader = await registerDad(t, "Org Leader");
    const fam = await registerFamily(t, { dadName: "Dan Dorsey", sonName: "Sam Dorsey" });
    // The owner's group for his organization; its leader and the family join it.
    const [ownerProfile] = (await t.db.execute<{ role: string }>(sql`select role from profiles where id = ${owner.id}`)).rows;
    expect(ownerProfile).toBeTruthy();
    const group = await createGroup(leader);
    await t.db.execute(sql`update dad_groups set organization_id = ${owner.organizationId} where id = ${group.id}`);
    await join(fam.dad, group.code ?? "");
    await t.db.insert(organizationFamilies).values({ organizationId: owner.organizationId, dadId: fam.dad.id });

    let sharing = (await fam.dad.get("/api/family/sharing")).json();
    expect(sharing.organizations).toEqual([{ organizationId: owner.organizationId, name: "Hope Chapel", sharesProgress: false }]);
    expect(sharing.groups[0]).toMatchObject({
      groupId: group.id,
      organizationId: owner.organizationId,
      organizationName: "Hope Chapel",
      sharesProgress: false,
      sharesThroughOrganization: false,
    });
    expect((await fam.dad.put(`/api/family/sharing/organizations/${owner.organizationId}`, { sharesProgress: true })).statusCode).toBe(200);
    sharing = (await fam.dad.get("/api/family/sharing")).json();
    expect(sharing.groups[0].sharesThroughOrganization).toBe(true);
    expect((await leader.get(`/api/groups/${group.id}/progress`)).json().sharedFamilies[0]).toMatchObject({ dadName: "Dan Dorsey", sonFirstNames: ["Sam"] });

    const stranger = await registerDad(t);
    expect((await stranger.put(`/api/family/sharing/organizations/${owner.organizationId}`, { sharesProgress: true })).statusCode).toBe(404);
    expect((await fam.son.get("/api/family/sharing")).statusCode).toBe(403);
  });
});
