// Every API route of the OpenAPI document, how to call it (params, query, a body that passes validation, so the
// request reaches the authorization check), and — in authorization-matrix.test.ts — who may.
import { and, eq, sql } from "drizzle-orm";
import { chatThreads, organizationFamilies, organizationInvitations, organizationMembers, profiles } from "../../src/server/db/schema/index.ts";
import { insertPurchase } from "../support/plan-fixtures.ts";
import { itemBody, expectOk, newSessionId, type Fixtures, type LiveActor } from "./matrix-fixtures.ts";
import { registerDad, signIn, signInWithTwoFactor, uniqueEmail, TEST_PASSWORD, type Actor } from "../support/actors.ts";

export type Params = Record<string, string | number>;

export interface RouteCall {
  /** "METHOD /openapi/{path}" */
  route: string;
  params?: (fx: Fixtures) => Params;
  /** Params for an actor who is allowed and whose success would use up a shared fixture (a fresh target each time). */
  fresh?: (fx: Fixtures, actor: LiveActor) => Promise<Params>;
  /** After an allowed case: put back what it changed that other cases rely on. */
  restore?: (fx: Fixtures, actor: LiveActor) => Promise<void>;
  query?: (fx: Fixtures) => string;
  body?: (fx: Fixtures) => unknown;
  /** A raw body (image upload) and its content type. */
  raw?: (fx: Fixtures) => { payload: Buffer; contentType: string };
}

const TOKEN = "a".repeat(43);

const today = () => new Date().toISOString().slice(0, 10);

/** A new post in the fixture group's week 1 conversation by one of its members. */
async function groupPostBy(fx: Fixtures, author: "groupLeader" | "groupMember"): Promise<number> {
  const response = await fx.actors[author].post(`/api/groups/${fx.ids.group}/posts`, { week: 1, body: "Matrix post to act on" });
  expectOk(response, 201, "group post");
  return response.json<{ post: { id: number } }>().post.id;
}

/** An open report on a new post of the group's leader, sent by its member. */
async function groupReport(fx: Fixtures): Promise<number> {
  const postId = await groupPostBy(fx, "groupLeader");
  expectOk(await fx.actors.groupMember.post(`/api/groups/${fx.ids.group}/posts/${postId}/report`, { reason: "" }), 201, "report");
  const reports = (await fx.actors.groupLeader.get(`/api/groups/${fx.ids.group}/reports`)).json<{ reports: { id: number; postId: number }[] }>().reports;
  const report = reports.find((r) => r.postId === postId);
  if (!report) throw new Error("report not listed");
  return report.id;
}

/** The actor's family runs began three weeks ago and nobody finished a week since: there is a week to catch up. */
async function behindSchedule(fx: Fixtures, actor: LiveActor): Promise<Params> {
  await fx.t.db.execute(sql`update plan_runs set starts_on = current_date - 21, schedule_set_on = current_date - 21 where user_id = ${fx.actors[actor].id}`);
  return {};
}

/** "Next week" was just taken (the matrix's actors may have no run yet: one is made, begun last week). */
async function justMovedOn(fx: Fixtures, actor: LiveActor): Promise<Params> {
  await fx.t.db.execute(
    sql`update plan_runs set undo_starts_on = starts_on, undo_schedule_set_on = schedule_set_on, undo_until = now() + interval '5 minutes' where user_id = ${fx.actors[actor].id}`,
  );
  return {};
}

async function freshSon(fx: Fixtures, actor: LiveActor): Promise<Params> {
  const response = await fx.actors[actor].post("/api/family/sons", { fullName: "Fresh Son", password: TEST_PASSWORD, ageBand: "13_plus", consent: true });
  expectOk(response, 201, "fresh son");
  return { sonId: response.json<{ son: { userId: string } }>().son.userId };
}

async function freshEntry(fx: Fixtures, actor: LiveActor): Promise<Params> {
  const response = await fx.actors[actor].post("/api/journal/entries", { title: "Fresh", content: "Fresh entry", entryType: "other", isShared: false });
  expectOk(response, 201, "fresh entry");
  return { id: response.json<{ entry: { id: number } }>().entry.id };
}

async function freshThread(fx: Fixtures, actor: LiveActor): Promise<Params> {
  const [thread] = await fx.t.db.insert(chatThreads).values({ userId: fx.actors[actor].id, lastMessage: "fresh" }).returning({ id: chatThreads.id });
  return { threadId: thread?.id ?? 0 };
}

function freshItem(kind: "devotionals" | "challenges" | "dads-corner", prefix: "/api/admin" | "/api/organizations/mine") {
  return async (fx: Fixtures, actor: LiveActor): Promise<Params> => {
    const response = await fx.actors[actor].post(`${prefix}/${kind}`, itemBody(kind, "Fresh item"));
    expectOk(response, 201, `fresh ${kind}`);
    return { itemId: response.json<{ id: number }>().id };
  };
}

function freshPlan(prefix: "/api/admin" | "/api/organizations/mine") {
  return async (fx: Fixtures, actor: LiveActor): Promise<Params> => {
    const response = await fx.actors[actor].post(`${prefix}/plans`, { title: "Fresh plan", durationWeeks: 2 });
    expectOk(response, 201, "fresh plan");
    return { planId: response.json<{ plan: { id: number } }>().plan.id };
  };
}

/** A dad no actor is, for an admin's change that uses up its target (ban, delete). */
async function freshUser(fx: Fixtures): Promise<Params> {
  return { userId: (await registerDad(fx.t, "Throwaway Dad")).id };
}

/** After an actor signed himself out everywhere: the same person on a new session (two-factor answered if on). */
async function signInAgain(fx: Fixtures, actor: LiveActor): Promise<void> {
  const old = fx.actors[actor] as Actor & { totpSecret?: string; organizationId?: number };
  const again = old.totpSecret ? await signInWithTwoFactor(fx.t, old.email, old.password, old.totpSecret) : await signIn(fx.t, old.email, old.password);
  fx.actors[actor] = { ...old, ...again };
}

/** The name and picture an actor had before PUT /api/account/profile, put back after it. */
const profileBefore = new Map<LiveActor, { fullName: string; avatarUrl: string | null }>();
const WRONG_PASSWORD = "Not-The-Password-99";

const devotional = () => itemBody("devotionals", "Matrix devotional");
const challenge = () => itemBody("challenges", "Matrix challenge");
const corner = () => itemBody("dads-corner", "Matrix corner");
const plan = () => ({ title: "Matrix plan", durationWeeks: 4 });

export const ROUTES: RouteCall[] = [
  { route: "GET /api/config" },
  { route: "GET /api/session" },
  {
    route: "POST /api/accounts/register",
    body: () => ({ fullName: "Matrix Dad", email: uniqueEmail("matrix"), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, includeSon: false }),
  },
  { route: "POST /api/accounts/reset-password", body: () => ({ token: TOKEN, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }) },
  { route: "GET /api/accounts/reset-password/check", query: () => `token=${TOKEN}` },
  { route: "GET /api/family" },
  { route: "POST /api/family/sons", body: () => ({ fullName: "Matrix Son", password: TEST_PASSWORD, ageBand: "13_plus", consent: true }) },
  {
    route: "PUT /api/family/sons/{sonId}/password",
    params: (fx) => ({ sonId: fx.actors.son.id }),
    fresh: freshSon,
    body: () => ({ password: "Another-Horse-43", confirmPassword: "Another-Horse-43" }),
  },
  // The fixtures' son is 13+: his dad gets 403 (young-son-email.test.ts proves the dad of a son under 13).
  { route: "POST /api/family/sons/{sonId}/email", params: (fx) => ({ sonId: fx.actors.son.id }), body: () => ({ email: uniqueEmail("matrix-son") }) },
  { route: "POST /api/family/sons/{sonId}/sign-out", params: (fx) => ({ sonId: fx.actors.son.id }), fresh: freshSon },
  // A fresh son (13+) for the dad's reset of his access; act-as-son.test.ts proves the son is told and his words stay shut.
  {
    route: "POST /api/family/sons/{sonId}/recovery",
    params: (fx) => ({ sonId: fx.actors.son.id }),
    fresh: freshSon,
    body: () => ({ password: "Reset-Horse-47", confirmPassword: "Reset-Horse-47" }),
  },
  // The fixtures' son is not held: his dad gets 409 (address-proof.test.ts proves keeping a held son).
  { route: "POST /api/family/sons/{sonId}/keep", params: (fx) => ({ sonId: fx.actors.son.id }) },
  { route: "PUT /api/family/sons/{sonId}/groups-name", params: (fx) => ({ sonId: fx.actors.son.id }), body: () => ({ fullName: false }) },
  { route: "GET /api/family/join-requests" },
  // No request waits in the fixtures: a dad gets 404 for an id that is not his son's (son-groups.test.ts proves the rest).
  { route: "POST /api/family/join-requests/{requestId}/approve", params: () => ({ requestId: 999_999 }) },
  { route: "POST /api/family/join-requests/{requestId}/decline", params: () => ({ requestId: 999_999 }) },
  // A link for the fixtures' son is refused (13+, his own password: act-as-son.test.ts); a fresh son has his dad's.
  { route: "POST /api/family/sons/{sonId}/sign-in-link", params: (fx) => ({ sonId: fx.actors.son.id }), fresh: freshSon },
  { route: "DELETE /api/family/sons/{sonId}/sign-in-link", params: (fx) => ({ sonId: fx.actors.son.id }) },
  {
    route: "PUT /api/family/sons/{sonId}/sign-in",
    params: (fx) => ({ sonId: fx.actors.son.id }),
    // Setting a PIN replaces the son's password and ends his sessions: an allowed dad acts on a son of his own.
    fresh: freshSon,
    body: () => ({ signInName: `matrix-${Math.random().toString(36).slice(2, 10)}`, pin: "246813", confirmPin: "246813" }),
  },
  { route: "PUT /api/family/sons/{sonId}/age-band", params: (fx) => ({ sonId: fx.actors.son.id }), body: () => ({ ageBand: "13_plus" }) },
  { route: "POST /api/family/sons/{sonId}/confirmation", params: (fx) => ({ sonId: fx.actors.son.id }) },
  { route: "GET /api/family/link", query: () => `token=${TOKEN}` },
  { route: "POST /api/family/link/confirm", body: () => ({ token: TOKEN }) },
  { route: "POST /api/family/link/refuse", body: () => ({ token: TOKEN }) },
  { route: "GET /api/family/plan-choices" },
  { route: "GET /api/family/sons/{sonId}/export", params: (fx) => ({ sonId: fx.actors.son.id }) },
  { route: "DELETE /api/family/sons/{sonId}", params: (fx) => ({ sonId: fx.actors.son.id }), fresh: freshSon },
  { route: "GET /api/journal/entries" },
  { route: "POST /api/journal/entries", body: () => ({ title: "Matrix", content: "Matrix entry", entryType: "other", isShared: false }) },
  { route: "GET /api/journal/shared" },
  { route: "GET /api/journal/entries/{id}", params: (fx) => ({ id: fx.ids.dadEntry }) },
  {
    route: "PUT /api/journal/entries/{id}",
    params: (fx) => ({ id: fx.ids.dadEntry }),
    fresh: freshEntry,
    body: () => ({ title: "Changed", content: "Changed", entryType: "other", isShared: false }),
  },
  { route: "DELETE /api/journal/entries/{id}", params: (fx) => ({ id: fx.ids.dadEntry }), fresh: freshEntry },
  { route: "GET /api/journal/export", query: () => "format=json" },
  { route: "GET /api/fitness/results" },
  {
    // The dad logs for his confirmed son, the son for himself; every other family is refused.
    route: "POST /api/fitness/results",
    body: (fx) => ({
      personId: fx.actors.son.id,
      challengeId: fx.ids.weekOneChallenge,
      weekNumber: 1,
      version: "standard",
      values: [{ measureKey: "push-ups|repetitions", value: 20 }],
    }),
  },
  {
    // Every family follows it afresh: the measure is taken away again after each allowed case.
    route: "POST /api/fitness/measures",
    body: () => ({ label: "Matrix measure", unit: "repetitions" }),
    restore: async (fx, actor) => {
      const read = await fx.actors[actor].get("/api/fitness/results");
      const measure = read.json<{ measures: { id: number; label: string }[] }>().measures.find((m) => m.label === "Matrix measure");
      if (measure) expectOk(await fx.actors[actor].delete(`/api/fitness/measures/${measure.id}`), 204, "unfollow");
    },
  },
  {
    route: "DELETE /api/fitness/measures/{id}",
    params: (fx) => ({ id: fx.ids.familyMeasure }),
    fresh: async (fx, actor) => {
      const followed = await fx.actors[actor].post("/api/fitness/measures", { label: `Fresh measure ${Date.now()}`, unit: "seconds" });
      expectOk(followed, 201, "fresh family measure");
      return { id: followed.json<{ measure: { id: number } }>().measure.id };
    },
  },
  { route: "GET /api/fitness/export", query: () => "format=csv" },
  { route: "GET /api/marketplace/plans" },
  { route: "GET /api/marketplace/plans/{id}", params: (fx) => ({ id: fx.ids.publicPlan }) },
  { route: "POST /api/marketplace/plans/{id}/seat", params: (fx) => ({ id: fx.ids.publicPlan }) },
  { route: "POST /api/marketplace/plans/{id}/start", params: (fx) => ({ id: fx.ids.publicPlan }), body: () => ({ source: "plan-page", confirmSwitch: true }) },
  { route: "GET /api/groups" },
  { route: "POST /api/groups", body: () => ({ name: "Matrix group" }) },
  {
    route: "POST /api/groups/join",
    body: (fx) => ({ code: fx.ids.groupToJoinCode }),
    restore: async (fx, actor) => {
      // My Groups' cards carry no code: each group's page says which one it is.
      const response = await fx.actors[actor].get("/api/groups");
      const groups = response.json<{ groups: { id: number }[] }>().groups;
      for (const group of groups) {
        const page = await fx.actors[actor].get(`/api/groups/${group.id}`);
        if (page.json<{ group: { code: string | null } }>().group.code === fx.ids.groupToJoinCode) await fx.actors[actor].post(`/api/groups/${group.id}/leave`);
      }
    },
  },
  { route: "GET /api/groups/{groupId}", params: (fx) => ({ groupId: fx.ids.group }) },
  { route: "PATCH /api/groups/{groupId}", params: (fx) => ({ groupId: fx.ids.group }), body: () => ({ name: "ZQ renamed group" }) },
  {
    route: "PATCH /api/groups/{groupId}/members/{userId}",
    params: (fx) => ({ groupId: fx.ids.group, userId: fx.ids.memberId }),
    body: () => ({ role: "member" }),
  },
  {
    route: "DELETE /api/groups/{groupId}/members/{userId}",
    params: (fx) => ({ groupId: fx.ids.group, userId: fx.ids.memberId }),
    restore: async (fx) => {
      const { restoreMember } = await import("./matrix-fixtures.ts");
      await restoreMember(fx.t, fx.ids.group, fx.ids.memberId);
    },
  },
  {
    route: "POST /api/groups/{groupId}/leave",
    params: (fx) => ({ groupId: fx.ids.group }),
    restore: async (fx, actor) => {
      const { restoreMember } = await import("./matrix-fixtures.ts");
      await restoreMember(fx.t, fx.ids.group, fx.actors[actor].id, actor === "groupLeader" ? "leader" : "member");
    },
  },
  // The group's plan, its conversation and what its leaders see.
  { route: "PUT /api/groups/{groupId}/plan", params: (fx) => ({ groupId: fx.ids.group }), body: (fx) => ({ planId: fx.ids.publicPlan, startsOn: today() }) },
  { route: "POST /api/groups/{groupId}/plan/follow", params: (fx) => ({ groupId: fx.ids.group }), body: () => ({ confirmSwitch: true }) },
  { route: "PUT /api/groups/{groupId}/sharing", params: (fx) => ({ groupId: fx.ids.group }), body: () => ({ sharesProgress: false }) },
  { route: "GET /api/groups/{groupId}/progress", params: (fx) => ({ groupId: fx.ids.group }) },
  { route: "GET /api/groups/{groupId}/posts", params: (fx) => ({ groupId: fx.ids.group }), query: () => "week=1" },
  { route: "POST /api/groups/{groupId}/posts", params: (fx) => ({ groupId: fx.ids.group }), body: () => ({ week: 1, body: "Matrix post" }) },
  {
    route: "POST /api/groups/{groupId}/posts/{postId}/report",
    params: (fx) => ({ groupId: fx.ids.group, postId: fx.ids.groupPost }),
    // Each allowed member reports a fresh post of the other one (his own post, or one he reported, is a 409).
    fresh: async (fx, actor) => ({ groupId: fx.ids.group, postId: await groupPostBy(fx, actor === "groupLeader" ? "groupMember" : "groupLeader") }),
    body: () => ({ reason: "Matrix report" }),
  },
  {
    route: "PATCH /api/groups/{groupId}/posts/{postId}",
    params: (fx) => ({ groupId: fx.ids.group, postId: fx.ids.groupPost }),
    body: () => ({ hidden: false }),
  },
  {
    route: "DELETE /api/groups/{groupId}/posts/{postId}",
    params: (fx) => ({ groupId: fx.ids.group, postId: fx.ids.groupPost }),
    fresh: async (fx) => ({ groupId: fx.ids.group, postId: await groupPostBy(fx, "groupMember") }),
  },
  { route: "GET /api/groups/{groupId}/reports", params: (fx) => ({ groupId: fx.ids.group }) },
  {
    route: "POST /api/groups/{groupId}/reports/{reportId}/dismiss",
    params: (fx) => ({ groupId: fx.ids.group, reportId: 2_000_000 }),
    fresh: async (fx) => ({ groupId: fx.ids.group, reportId: await groupReport(fx) }),
  },
  { route: "GET /api/family/sharing" },
  {
    route: "PUT /api/family/sharing/organizations/{organizationId}",
    params: (fx) => ({ organizationId: fx.ids.org1 }),
    body: () => ({ sharesProgress: true }),
  },
  {
    route: "PUT /api/family/sons/{sonId}/group-conversations",
    params: (fx) => ({ sonId: fx.actors.son.id }),
    body: () => ({ allowed: false }),
  },
  { route: "GET /api/chat/status" },
  { route: "GET /api/chat/threads" },
  { route: "GET /api/chat/threads/{threadId}/messages", params: (fx) => ({ threadId: fx.ids.dadThread }) },
  { route: "DELETE /api/chat/threads/{threadId}", params: (fx) => ({ threadId: fx.ids.dadThread }), fresh: freshThread },
  { route: "POST /api/chat/messages", body: () => ({ content: "Hello there" }) },
  { route: "POST /api/chat/threads/{threadId}/retry", params: (fx) => ({ threadId: fx.ids.dadThread }), body: () => ({}) },
  { route: "PUT /api/family/sons/{sonId}/assistant", params: (fx) => ({ sonId: fx.actors.son.id }), body: () => ({ enabled: false }) },
  { route: "GET /api/weeks/{week}", params: () => ({ week: 1 }) },
  { route: "POST /api/weeks/{week}/open", params: () => ({ week: 1 }) },
  { route: "PUT /api/progress/{week}", params: () => ({ week: 1 }), body: () => ({ flag: "devotional", completed: true }) },
  { route: "PUT /api/plan-run/start-date", body: () => ({ startsOn: new Date().toISOString().slice(0, 10) }) },
  { route: "POST /api/plan-run/next-week" },
  { route: "POST /api/plan-run/catch-up", fresh: behindSchedule },
  { route: "POST /api/plan-run/undo-next-week", fresh: justMovedOn },
  { route: "GET /api/dashboard" },
  { route: "GET /api/reminders" },
  { route: "PUT /api/reminders", body: () => ({ enabled: true, weekday: 0, time: "19:00", timeZone: "America/Chicago", channels: ["email"] }) },
  {
    route: "PUT /api/reminders/sons/{sonId}",
    params: (fx) => ({ sonId: fx.actors.son.id }),
    body: () => ({ enabled: true, weekday: 0, time: "19:00", timeZone: "UTC", channels: ["push"], consent: true }),
  },
  { route: "GET /api/push/public-key" },
  {
    route: "POST /api/push/subscriptions",
    body: () => ({ endpoint: "https://push.example.com/send/matrix", keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } }),
  },
  { route: "POST /api/push/unsubscribe", body: () => ({ endpoint: "https://push.example.com/send/matrix" }) },
  { route: "GET /api/recap" },
  { route: "POST /api/family/sons/{sonId}/encourage", params: (fx) => ({ sonId: fx.actors.son.id }), fresh: freshSon },
  { route: "GET /api/encouragements" },
  { route: "GET /api/streak" },
  {
    route: "POST /api/plan-run/pause",
    body: () => ({ reason: "holiday" }),
    restore: async (fx, actor) => void (await fx.actors[actor].post("/api/plan-run/resume")),
  },
  { route: "POST /api/plan-run/resume" },
  { route: "GET /api/scripture", query: () => "reference=John%203%3A16" },
  { route: "GET /api/scripture/version" },
  { route: "PUT /api/scripture/version", body: () => ({ version: "kjv" }) },
  { route: "GET /api/admin/dashboard" },
  { route: "POST /api/admin/plans", body: plan },
  { route: "PUT /api/admin/plans/{planId}/status", params: (fx) => ({ planId: fx.ids.platformPlan }), body: () => ({ status: "draft" }) },
  { route: "GET /api/admin/plans/{planId}/content", params: (fx) => ({ planId: fx.ids.platformPlan }) },
  { route: "PUT /api/admin/plans/{planId}/content", params: (fx) => ({ planId: fx.ids.platformPlan }), body: () => ({ weeks: [] }) },
  { route: "POST /api/admin/devotionals", body: devotional },
  { route: "POST /api/admin/challenges", body: challenge },
  { route: "POST /api/admin/dads-corner", body: corner },
  { route: "PUT /api/admin/plans/{planId}", params: (fx) => ({ planId: fx.ids.platformPlan }), body: plan },
  { route: "DELETE /api/admin/plans/{planId}", params: (fx) => ({ planId: fx.ids.platformPlan }), fresh: freshPlan("/api/admin") },
  { route: "GET /api/admin/content-library" },
  { route: "GET /api/admin/devotionals/{itemId}", params: (fx) => ({ itemId: fx.ids.platformDevotional }) },
  { route: "PUT /api/admin/devotionals/{itemId}", params: (fx) => ({ itemId: fx.ids.platformDevotional }), body: devotional },
  { route: "DELETE /api/admin/devotionals/{itemId}", params: (fx) => ({ itemId: fx.ids.platformDevotional }), fresh: freshItem("devotionals", "/api/admin") },
  { route: "GET /api/admin/challenges/{itemId}", params: (fx) => ({ itemId: fx.ids.platformChallenge }) },
  { route: "PUT /api/admin/challenges/{itemId}", params: (fx) => ({ itemId: fx.ids.platformChallenge }), body: challenge },
  { route: "DELETE /api/admin/challenges/{itemId}", params: (fx) => ({ itemId: fx.ids.platformChallenge }), fresh: freshItem("challenges", "/api/admin") },
  { route: "GET /api/admin/dads-corner/{itemId}", params: (fx) => ({ itemId: fx.ids.platformDadsCorner }) },
  { route: "PUT /api/admin/dads-corner/{itemId}", params: (fx) => ({ itemId: fx.ids.platformDadsCorner }), body: corner },
  { route: "DELETE /api/admin/dads-corner/{itemId}", params: (fx) => ({ itemId: fx.ids.platformDadsCorner }), fresh: freshItem("dads-corner", "/api/admin") },
  { route: "GET /api/admin/plans/{planId}/studio", params: (fx) => ({ planId: fx.ids.platformPlan }) },
  {
    route: "PUT /api/admin/plans/{planId}/weeks/{week}",
    params: (fx) => ({ planId: fx.ids.platformPlan, week: 1 }),
    fresh: async (fx, actor) => ({ ...(await freshPlan("/api/admin")(fx, actor)), week: 1 }),
    body: () => ({ version: 1, devotional: null, challenge: null, dadsCorner: null }),
  },
  {
    route: "PUT /api/admin/plans/{planId}/week-order",
    params: (fx) => ({ planId: fx.ids.platformPlan }),
    fresh: freshPlan("/api/admin"),
    body: () => ({ version: 1, order: [2, 1] }),
  },
  { route: "POST /api/admin/plans/{planId}/publish", params: (fx) => ({ planId: fx.ids.platformPlan }), body: () => ({}) },
  { route: "GET /api/admin/plans/{planId}/export", params: (fx) => ({ planId: fx.ids.platformPlan }), query: () => "format=json" },
  {
    route: "POST /api/admin/plans/import/preview",
    body: () => ({ format: "markdown", text: "# Matrix import\n\n## Week 1\n\n### Devotional: Hope\n\nScripture: John 1:1\n\nIn the beginning." }),
  },
  {
    route: "POST /api/admin/plans/import",
    body: () => ({ format: "markdown", text: "# Matrix import\n\n## Week 1\n\n### Devotional: Hope\n\nScripture: John 1:1\n\nIn the beginning." }),
  },
  { route: "GET /api/admin/reviews" },
  { route: "POST /api/admin/reviews/{planId}/approve", params: (fx) => ({ planId: fx.ids.org1Plan }), body: () => ({ version: 1 }) },
  { route: "POST /api/admin/reviews/{planId}/return", params: (fx) => ({ planId: fx.ids.org1Plan }), body: () => ({ note: "Please add a cover." }) },
  { route: "POST /api/admin/sample-import" },
  { route: "POST /api/admin/library-import" },
  { route: "POST /api/admin/test-email", body: () => ({}) },
  { route: "GET /api/stripe/connect", query: (fx) => `organizationId=${fx.ids.org1}` },
  { route: "POST /api/stripe/connect", body: (fx) => ({ organizationId: fx.ids.org1 }) },
  { route: "GET /api/stripe/connect/refresh", query: (fx) => `organizationId=${fx.ids.org1}` },
  { route: "GET /api/stripe/organizations/{id}/purchases", params: (fx) => ({ id: fx.ids.org1 }) },
  { route: "POST /api/marketplace/plans/{id}/checkout", params: (fx) => ({ id: fx.ids.org1PaidPlan }) },
  { route: "GET /api/marketplace/plans/{id}/purchase", params: (fx) => ({ id: fx.ids.org1PaidPlan }) },
  {
    route: "POST /api/purchases/{id}/refund",
    params: (fx) => ({ id: fx.ids.purchase }),
    fresh: async (fx) => {
      await insertPurchase(fx.t.db, { userId: fx.actors.otherDad.id, planId: fx.ids.org1PaidPlan, organizationId: fx.ids.org1, pricePaidCents: 1500 });
      const { sql } = await import("drizzle-orm");
      const row = await fx.t.db.execute<{ id: number }>(
        sql`update user_purchases set stripe_payment_intent_id = 'pi_matrix_' || id where id = (select max(id) from user_purchases) returning id`,
      );
      return { id: row.rows[0]?.id ?? 0 };
    },
    body: () => ({}),
  },
  { route: "GET /api/organizations/mine/sponsorships" },
  // Another organization may sponsor org1's paid plan too: both owners reach Checkout.
  { route: "POST /api/organizations/mine/sponsorships", body: (fx) => ({ planId: fx.ids.org1PaidPlan, seats: 1 }) },
  // Listed again (the state it had): other rows keep reading it as a public plan.
  { route: "PUT /api/organizations/mine/plans/{planId}/visibility", params: (fx) => ({ planId: fx.ids.org1PaidPlan }), body: () => ({ membersOnly: false }) },
  { route: "GET /api/organizations/mine" },
  { route: "PUT /api/organizations/mine", body: () => ({ name: "Renamed Ministry" }) },
  { route: "GET /api/organizations/mine/staff" },
  { route: "POST /api/organizations/mine/invitations", body: () => ({ email: uniqueEmail("invite"), role: "editor" }) },
  {
    route: "DELETE /api/organizations/mine/invitations/{invitationId}",
    params: (fx) => ({ invitationId: fx.ids.org1Invitation }),
    fresh: async (fx, actor) => {
      const response = await fx.actors[actor].post("/api/organizations/mine/invitations", { email: uniqueEmail("fresh"), role: "editor" });
      expectOk(response, 201, "fresh invitation");
      const organizationId = (await fx.t.db.select({ o: profiles.organizationId }).from(profiles).where(eq(profiles.id, fx.actors[actor].id)))[0]?.o ?? 0;
      const rows = await fx.t.db
        .select({ id: organizationInvitations.id })
        .from(organizationInvitations)
        .where(eq(organizationInvitations.organizationId, organizationId));
      return { invitationId: Math.max(...rows.map((row) => row.id)) };
    },
  },
  {
    route: "DELETE /api/organizations/mine/members/{userId}",
    params: (fx) => ({ userId: fx.ids.org1Editor }),
    restore: async (fx) => {
      await fx.t.db.insert(organizationMembers).values({ organizationId: fx.ids.org1, userId: fx.ids.org1Editor, role: "editor" }).onConflictDoNothing();
      await fx.t.db.update(profiles).set({ organizationId: fx.ids.org1 }).where(eq(profiles.id, fx.ids.org1Editor));
    },
  },
  { route: "POST /api/organizations/invitations/accept", body: () => ({ token: TOKEN }) },
  // An organization's member families.
  { route: "GET /api/organizations/mine/families" },
  { route: "POST /api/organizations/mine/families/link", body: () => ({}) },
  {
    route: "DELETE /api/organizations/mine/families/link",
    fresh: async (fx, actor) => {
      expectOk(await fx.actors[actor].post("/api/organizations/mine/families/link", {}), 201, "fresh family link");
      return {};
    },
    // Organization 1's link is the fixtures' way in for the dad: a new one, and the dad's token follows it.
    restore: async (fx, actor) => {
      if (actor !== "orgAdmin") return;
      const response = await fx.actors.orgAdmin.post("/api/organizations/mine/families/link", {});
      expectOk(response, 201, "restored family link");
      fx.ids.org1FamilyToken = new URL(response.json<{ link: { url: string } }>().link.url).searchParams.get("token") ?? "";
    },
  },
  { route: "POST /api/organizations/mine/families/invitations", body: () => ({ emails: [uniqueEmail("family")] }) },
  {
    route: "DELETE /api/organizations/mine/families/invitations/{invitationId}",
    params: (fx) => ({ invitationId: fx.ids.org1FamilyInvitation }),
  },
  { route: "GET /api/organizations/mine/plans/{planId}/guide/{week}", params: (fx) => ({ planId: fx.ids.org1Plan, week: 1 }) },
  // A church's groups (its staff's list and new group, a group's link; the church page's list for its members).
  { route: "GET /api/organizations/mine/groups" },
  { route: "POST /api/organizations/mine/groups", body: (fx) => ({ name: "Matrix church group", planId: fx.ids.publicPlan, startsOn: today() }) },
  // The fixtures' group is no organization's: to every owner it is not his church's (404).
  { route: "POST /api/organizations/mine/groups/{groupId}/link", params: (fx) => ({ groupId: fx.ids.group }) },
  { route: "GET /api/memberships/churches/{slug}/groups", params: (fx) => ({ slug: fx.ids.org1Slug }) },
  { route: "GET /j/{code}", params: () => ({ code: "NOPE2345" }) },
  { route: "GET /api/public/organizations/{slug}", params: (fx) => ({ slug: fx.ids.org1Slug }) },
  { route: "POST /api/memberships/invitation", body: (fx) => ({ token: fx.ids.org1FamilyToken }) },
  {
    route: "POST /api/memberships",
    body: (fx) => ({ token: fx.ids.org1FamilyToken }),
    // Only the dad's family belongs to organization 1 between cases.
    restore: async (fx, actor) => {
      if (actor !== "dad")
        await fx.t.db
          .delete(organizationFamilies)
          .where(and(eq(organizationFamilies.organizationId, fx.ids.org1), eq(organizationFamilies.dadId, fx.actors[actor].id)));
    },
  },
  { route: "GET /api/memberships" },
  {
    route: "DELETE /api/memberships/{organizationId}",
    params: (fx) => ({ organizationId: fx.ids.org1 }),
    restore: async (fx) => {
      await fx.t.db.insert(organizationFamilies).values({ organizationId: fx.ids.org1, dadId: fx.actors.dad.id }).onConflictDoNothing();
    },
  },
  { route: "POST /api/organizations/mine/plans", body: plan },
  { route: "GET /api/organizations/mine/plans/{planId}/content", params: (fx) => ({ planId: fx.ids.org1Plan }) },
  { route: "PUT /api/organizations/mine/plans/{planId}/content", params: (fx) => ({ planId: fx.ids.org1Plan }), body: () => ({ weeks: [] }) },
  { route: "PUT /api/organizations/mine/plans/{planId}/status", params: (fx) => ({ planId: fx.ids.org1Plan }), body: () => ({ status: "draft" }) },
  { route: "GET /api/organizations/mine/plans/{planId}/preview", params: (fx) => ({ planId: fx.ids.org1Plan }), query: () => "week=1" },
  { route: "PUT /api/organizations/mine/plans/{planId}", params: (fx) => ({ planId: fx.ids.org1Plan }), body: plan },
  { route: "DELETE /api/organizations/mine/plans/{planId}", params: (fx) => ({ planId: fx.ids.org1Plan }), fresh: freshPlan("/api/organizations/mine") },
  { route: "GET /api/organizations/mine/plans/{planId}/studio", params: (fx) => ({ planId: fx.ids.org1Plan }) },
  {
    route: "PUT /api/organizations/mine/plans/{planId}/weeks/{week}",
    params: (fx) => ({ planId: fx.ids.org1Plan, week: 1 }),
    fresh: async (fx, actor) => ({ ...(await freshPlan("/api/organizations/mine")(fx, actor)), week: 1 }),
    body: () => ({ version: 1, devotional: null, challenge: null, dadsCorner: null }),
  },
  {
    route: "PUT /api/organizations/mine/plans/{planId}/week-order",
    params: (fx) => ({ planId: fx.ids.org1Plan }),
    fresh: freshPlan("/api/organizations/mine"),
    body: () => ({ version: 1, order: [2, 1] }),
  },
  { route: "POST /api/organizations/mine/plans/{planId}/publish", params: (fx) => ({ planId: fx.ids.org1Plan }), body: () => ({}) },
  { route: "GET /api/organizations/mine/plans/{planId}/export", params: (fx) => ({ planId: fx.ids.org1Plan }), query: () => "format=json" },
  {
    route: "POST /api/organizations/mine/plans/import/preview",
    body: () => ({ format: "markdown", text: "# Matrix import\n\n## Week 1\n\n### Devotional: Hope\n\nScripture: John 1:1\n\nIn the beginning." }),
  },
  {
    route: "POST /api/organizations/mine/plans/import",
    body: () => ({ format: "markdown", text: "# Matrix import\n\n## Week 1\n\n### Devotional: Hope\n\nScripture: John 1:1\n\nIn the beginning." }),
  },
  { route: "GET /api/organizations/mine/content-library" },
  { route: "GET /api/organizations/mine/devotionals/{itemId}", params: (fx) => ({ itemId: fx.ids.org1Devotional }) },
  { route: "PUT /api/organizations/mine/devotionals/{itemId}", params: (fx) => ({ itemId: fx.ids.org1Devotional }), body: devotional },
  {
    route: "DELETE /api/organizations/mine/devotionals/{itemId}",
    params: (fx) => ({ itemId: fx.ids.org1Devotional }),
    fresh: freshItem("devotionals", "/api/organizations/mine"),
  },
  { route: "GET /api/organizations/mine/challenges/{itemId}", params: (fx) => ({ itemId: fx.ids.org1Challenge }) },
  { route: "PUT /api/organizations/mine/challenges/{itemId}", params: (fx) => ({ itemId: fx.ids.org1Challenge }), body: challenge },
  {
    route: "DELETE /api/organizations/mine/challenges/{itemId}",
    params: (fx) => ({ itemId: fx.ids.org1Challenge }),
    fresh: freshItem("challenges", "/api/organizations/mine"),
  },
  { route: "GET /api/organizations/mine/dads-corner/{itemId}", params: (fx) => ({ itemId: fx.ids.org1DadsCorner }) },
  { route: "PUT /api/organizations/mine/dads-corner/{itemId}", params: (fx) => ({ itemId: fx.ids.org1DadsCorner }), body: corner },
  {
    route: "DELETE /api/organizations/mine/dads-corner/{itemId}",
    params: (fx) => ({ itemId: fx.ids.org1DadsCorner }),
    fresh: freshItem("dads-corner", "/api/organizations/mine"),
  },
  { route: "POST /api/organizations/mine/devotionals", body: devotional },
  { route: "POST /api/organizations/mine/challenges", body: challenge },
  { route: "POST /api/organizations/mine/dads-corner", body: corner },
  { route: "POST /api/uploads/images", query: () => "kind=avatar", raw: (fx) => ({ payload: fx.image, contentType: "image/png" }) },
  { route: "GET /api/account" },
  {
    route: "PUT /api/account/profile",
    body: () => ({ fullName: "Matrix Renamed", avatarUrl: null }),
    fresh: async (fx, actor) => {
      const response = await fx.actors[actor].get("/api/account");
      expectOk(response, 200, "account");
      const { fullName, avatarUrl } = response.json<{ fullName: string; avatarUrl: string | null }>();
      profileBefore.set(actor, { fullName, avatarUrl });
      return {};
    },
    restore: async (fx, actor) => expectOk(await fx.actors[actor].put("/api/account/profile", profileBefore.get(actor)), 200, "profile back"),
  },
  { route: "PUT /api/account/language", body: () => ({ language: "en" }) },
  // A wrong current password: refused with a 400 to the owner himself, so no e-mail, password or account changes.
  { route: "POST /api/account/email", body: () => ({ newEmail: uniqueEmail("matrix.new"), currentPassword: WRONG_PASSWORD }) },
  { route: "POST /api/account/email/finish" },
  { route: "DELETE /api/account/email" },
  { route: "POST /api/account/email/confirm", body: () => ({ token: TOKEN }) },
  { route: "POST /api/account/email/refuse", body: () => ({ token: TOKEN }) },
  {
    route: "POST /api/account/password",
    body: () => ({ currentPassword: WRONG_PASSWORD, newPassword: "Another-Horse-43", confirmPassword: "Another-Horse-43" }),
  },
  { route: "GET /api/account/sessions" },
  // Another device of the dad's: anyone else gets 404; the dad signs out a session made for him each time.
  {
    route: "DELETE /api/account/sessions/{sessionId}",
    params: (fx) => ({ sessionId: fx.ids.dadSpareSession }),
    fresh: async (fx, actor) => ({ sessionId: await newSessionId(fx.t, fx.actors[actor]) }),
  },
  // Each actor signs himself out everywhere, then signs in again for the cells after this one.
  { route: "POST /api/account/sessions/revoke-all", fresh: async () => ({}), restore: signInAgain },
  { route: "POST /api/account/verification-email" },
  { route: "POST /api/account/delete", body: () => ({ password: WRONG_PASSWORD }) },
  // Admin user routes act on a spare dad (denied actors) or a throwaway one (the global admin's success).
  { route: "GET /api/admin/users", query: (fx) => `q=${encodeURIComponent(fx.actors.globalAdmin.email)}` },
  { route: "GET /api/testimonials" },
  { route: "GET /api/testimonials/mine" },
  {
    route: "POST /api/testimonials",
    body: (fx) => ({ planId: fx.ids.publicPlan, city: "Tulsa", words: "We pray together every morning now.", consent: true }),
  },
  // No matrix actor shared words: the unknown id is 404 to every dad (his own are withdrawn in testimonials.test.ts).
  { route: "DELETE /api/testimonials/{id}", params: () => ({ id: 99999999 }) },
  { route: "GET /api/admin/testimonials" },
  { route: "POST /api/admin/testimonials/{id}/approve", params: () => ({ id: 99999999 }) },
  { route: "POST /api/admin/testimonials/{id}/reject", params: () => ({ id: 99999999 }) },
  {
    route: "PUT /api/admin/users/{userId}/role",
    params: (fx) => ({ userId: fx.ids.spareUser }),
    fresh: freshUser,
    body: () => ({ role: "dad", password: TEST_PASSWORD }),
  },
  {
    route: "POST /api/admin/users/{userId}/ban",
    params: (fx) => ({ userId: fx.ids.spareUser }),
    fresh: freshUser,
    body: () => ({ reason: "matrix", password: TEST_PASSWORD }),
  },
  {
    route: "POST /api/admin/users/{userId}/unban",
    params: (fx) => ({ userId: fx.ids.spareUser }),
    fresh: freshUser,
    body: () => ({ password: TEST_PASSWORD }),
  },
  {
    route: "POST /api/admin/users/{userId}/two-factor/reset",
    params: (fx) => ({ userId: fx.ids.spareUser }),
    fresh: freshUser,
    body: () => ({ password: TEST_PASSWORD }),
  },
  {
    route: "POST /api/admin/users/{userId}/password-reset",
    params: (fx) => ({ userId: fx.ids.spareUser }),
    fresh: freshUser,
    body: () => ({ password: TEST_PASSWORD }),
  },
  // The spare dad is on no staff: the global admin gets 409 and nothing changes (admin-users.test.ts releases real staff).
  { route: "POST /api/admin/users/{userId}/organization/release", params: (fx) => ({ userId: fx.ids.spareUser }), body: () => ({ password: TEST_PASSWORD }) },
  { route: "DELETE /api/admin/users/{userId}", params: (fx) => ({ userId: fx.ids.spareUser }), fresh: freshUser, body: () => ({ password: TEST_PASSWORD }) },
  { route: "GET /.well-known/jwks.json" },
  // Last: a dad who starts an organization is on its staff from then on, which changes his other answers.
  { route: "POST /api/organizations", body: () => ({ name: `Matrix Ministry ${Math.random().toString(36).slice(2, 8)}` }) },
];

/** Fills `{name}` placeholders of an OpenAPI path. */
export function urlOf(call: RouteCall, params: Params, fx: Fixtures): string {
  const path = call.route.split(" ")[1] ?? "";
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = call.query?.(fx);
  return query ? `${filled}?${query}` : filled;
}
