// The people and things the authorization matrix (and the fuzz test) act on, built once per test file through
// the real API where it is cheap, straight into the database where the API would need a browser (Stripe, mail).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import {
  challenges,
  chatMessages,
  chatThreads,
  groupMembers,
  organizationFamilyInvitations,
  organizationInvitations,
  organizationMembers,
  organizations,
  profiles,
  sessions,
} from "../../src/server/db/schema/index.ts";
import { createGlobalAdmin, createOrganizationAdmin, registerDad, registerFamily, signIn, TEST_PASSWORD, type Actor } from "../support/actors.ts";
import { insertPlan, insertPurchase } from "../support/plan-fixtures.ts";
import { insertWeek } from "../support/content-fixtures.ts";
import type { TestApp } from "../support/test-app.ts";

export const ACTORS = [
  "anonymous",
  "dad",
  "son",
  "otherDad",
  "otherSon",
  "groupMember",
  "groupLeader",
  "orgAdmin",
  "otherOrgAdmin",
  "globalAdmin",
  "banned",
] as const;
export type ActorName = (typeof ACTORS)[number];
/** Actors with a live session; `banned` holds the cookie he had before the global admin banned him (Fixtures.banned). */
export type LiveActor = Exclude<ActorName, "banned" | "anonymous">;

/** Text only its owners may see; every GET answer to anyone else is searched for it. */
export interface Marker {
  text: string;
  visibleTo: readonly ActorName[];
}

export interface Fixtures {
  t: TestApp;
  actors: Record<LiveActor, Actor>;
  /** A dad banned through POST /api/admin/users/{userId}/ban after signing in: `cookie` is his old session's. */
  banned: Actor;
  markers: Marker[];
  ids: {
    dadEntry: number;
    sonEntry: number;
    otherDadEntry: number;
    group: number;
    groupToJoinCode: string;
    /** A post of the group's leader in its week 1 conversation. */
    groupPost: number;
    memberId: string;
    org1: number;
    org2: number;
    org1Plan: number;
    org1PaidPlan: number;
    org1Devotional: number;
    org1Challenge: number;
    org1DadsCorner: number;
    org1Invitation: number;
    org1Editor: string;
    /** Organization 1's public address, its shared family link's token, and a mailed family invitation. */
    org1Slug: string;
    org1FamilyToken: string;
    org1FamilyInvitation: number;
    platformPlan: number;
    platformDevotional: number;
    platformChallenge: number;
    platformDadsCorner: number;
    publicPlan: number;
    purchase: number;
    dadThread: number;
    /** A dad no actor is: the target of the admin user routes (role, ban, unban, reset, delete). */
    spareUser: string;
    /** A second session of the dad (another device), the target of DELETE /api/account/sessions/{sessionId}. */
    dadSpareSession: string;
    /** The week 1 challenge of a family without a plan, with a measure. */
    weekOneChallenge: number;
    /** A measure the dad's family follows week by week. */
    familyMeasure: number;
  };
  image: Buffer;
}

export function expectOk(response: { statusCode: number; body: string }, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

async function journalEntry(actor: Actor, title: string, isShared: boolean): Promise<number> {
  const response = await actor.post("/api/journal/entries", { title, content: `${title} body`, entryType: "reflection", isShared });
  expectOk(response, 201, "journal entry");
  return response.json<{ entry: { id: number } }>().entry.id;
}

async function orgItem(actor: Actor, kind: "devotionals" | "challenges" | "dads-corner", title: string): Promise<number> {
  const response = await actor.post(`/api/organizations/mine/${kind}`, itemBody(kind, title));
  expectOk(response, 201, `organization ${kind}`);
  return response.json<{ id: number }>().id;
}

export function itemBody(kind: "devotionals" | "challenges" | "dads-corner", title: string): Record<string, unknown> {
  if (kind === "devotionals") return { title, scriptureReference: "John 15:13", content: `${title} content`, weekNumber: 1 };
  if (kind === "challenges") return { title, description: `${title} description`, difficulty: 2, weekNumber: 1, fitnessFocus: "Strength", durationMinutes: 20 };
  return { title, weekNumber: 1, content: `${title} content` };
}

async function adminItem(admin: Actor, kind: "devotionals" | "challenges" | "dads-corner", title: string): Promise<number> {
  const response = await admin.post(`/api/admin/${kind}`, itemBody(kind, title));
  expectOk(response, 201, `admin ${kind}`);
  return response.json<{ id: number }>().id;
}

/** Everything the matrix needs; `stripeAccountId` makes organization 1 payable (a fake Stripe must know it). */
export async function buildFixtures(t: TestApp, stripeAccountId: string): Promise<Fixtures> {
  const tag = crypto.randomBytes(3).toString("hex");
  const a = await registerFamily(t, { dadName: `Alpha Dad ${tag}`, sonName: `Alpha Son ${tag}` });
  const b = await registerFamily(t, { dadName: `Bravo Dad ${tag}`, sonName: `Bravo Son ${tag}` });
  const groupLeader = await registerDad(t, `Leader Dad ${tag}`);
  const groupMember = await registerDad(t, `Member Dad ${tag}`);
  const orgAdmin = await createOrganizationAdmin(t, `Ministry One ${tag}`);
  const otherOrgAdmin = await createOrganizationAdmin(t, `Ministry Two ${tag}`);
  const globalAdmin = await createGlobalAdmin(t);
  const actors: Record<LiveActor, Actor> = {
    dad: a.dad,
    son: a.son,
    otherDad: b.dad,
    otherSon: b.son,
    groupLeader,
    groupMember,
    orgAdmin,
    otherOrgAdmin,
    globalAdmin,
  };

  const dadEntry = await journalEntry(a.dad, `ZQ dad private ${tag}`, false);
  await journalEntry(a.dad, `ZQ dad shared ${tag}`, true);
  const sonEntry = await journalEntry(a.son, `ZQ son private ${tag}`, false);
  await journalEntry(a.son, `ZQ son shared ${tag}`, true);
  const otherDadEntry = await journalEntry(b.dad, `ZQ bravo private ${tag}`, false);

  const created = await groupLeader.post("/api/groups", { name: `ZQ group ${tag}`, description: `ZQ group words ${tag}` });
  expectOk(created, 201, "group");
  const group = created.json<{ group: { id: number; code: string } }>().group;
  expectOk(await groupMember.post("/api/groups/join", { code: group.code }), 200, "join");
  const second = await groupLeader.post("/api/groups", { name: `ZQ second group ${tag}` });
  expectOk(second, 201, "second group");
  const groupToJoinCode = second.json<{ group: { code: string } }>().group.code;

  const org1Devotional = await orgItem(orgAdmin, "devotionals", `ZQ org1 devotional ${tag}`);
  const org1Challenge = await orgItem(orgAdmin, "challenges", `ZQ org1 challenge ${tag}`);
  const org1DadsCorner = await orgItem(orgAdmin, "dads-corner", `ZQ org1 corner ${tag}`);
  await orgItem(otherOrgAdmin, "devotionals", `ZQ org2 devotional ${tag}`);
  const org1PlanResponse = await orgAdmin.post("/api/organizations/mine/plans", { title: `ZQ org1 draft ${tag}`, durationWeeks: 4 });
  expectOk(org1PlanResponse, 201, "org plan");
  const org1Plan = org1PlanResponse.json<{ plan: { id: number } }>().plan.id;
  const org2PlanResponse = await otherOrgAdmin.post("/api/organizations/mine/plans", { title: `ZQ org2 draft ${tag}`, durationWeeks: 4 });
  expectOk(org2PlanResponse, 201, "org2 plan");

  await t.db.update(organizations).set({ stripeAccountId, payoutsEnabled: true }).where(eq(organizations.id, orgAdmin.organizationId));
  const org1PaidPlan = await insertPlan(t.db, { title: `Paid plan ${tag}`, priceCents: 1500, organizationId: orgAdmin.organizationId });
  const generalWeekOne = await insertWeek(t.db, 1, `Paid ${tag}`);
  // The general week 1 challenge counts push-ups, so the fitness log has a result to take.
  await t.db
    .update(challenges)
    .set({ measures: [{ unit: "repetitions", label: "Push-ups", targets: { standard: null, easier: null, harder: null } }] })
    .where(eq(challenges.id, generalWeekOne.challenge.id));
  const followed = await a.dad.post("/api/fitness/measures", { label: "Plank", unit: "seconds" });
  expectOk(followed, 201, "family measure");
  await insertPurchase(t.db, { userId: b.dad.id, planId: org1PaidPlan, organizationId: orgAdmin.organizationId, pricePaidCents: 1500 });
  const purchaseRow = await t.db.execute<{ id: number }>(
    sql`update user_purchases set stripe_payment_intent_id = 'pi_matrix_' || id where id = (select max(id) from user_purchases) returning id`,
  );
  const purchaseId = purchaseRow.rows[0]?.id ?? 0;

  const invitation = await orgAdmin.post("/api/organizations/mine/invitations", { email: `invited.${tag}@example.com`, role: "editor" });
  expectOk(invitation, 201, "invitation");
  const [invitationRow] = await t.db
    .select({ id: organizationInvitations.id })
    .from(organizationInvitations)
    .where(eq(organizationInvitations.organizationId, orgAdmin.organizationId));
  // The dad's family belongs to organization 1 (by its shared link); a mailed family invitation waits.
  const familyLink = await orgAdmin.post("/api/organizations/mine/families/link", {});
  expectOk(familyLink, 201, "family link");
  const org1FamilyToken = new URL(familyLink.json<{ link: { url: string } }>().link.url).searchParams.get("token") ?? "";
  expectOk(await a.dad.post("/api/memberships", { token: org1FamilyToken }), 201, "family joins");
  expectOk(await orgAdmin.post("/api/organizations/mine/families/invitations", { emails: [`family.${tag}@example.com`] }), 201, "family invitation");
  const [familyInvitationRow] = await t.db
    .select({ id: organizationFamilyInvitations.id })
    .from(organizationFamilyInvitations)
    .where(eq(organizationFamilyInvitations.email, `family.${tag}@example.com`));
  const [org1Row] = await t.db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, orgAdmin.organizationId));
  const editor = await registerDad(t, `Editor Dad ${tag}`);
  await t.db.insert(organizationMembers).values({ organizationId: orgAdmin.organizationId, userId: editor.id, role: "editor" });
  await t.db.update(profiles).set({ organizationId: orgAdmin.organizationId }).where(eq(profiles.id, editor.id));

  const platformPlanResponse = await globalAdmin.post("/api/admin/plans", { title: `ZQ platform draft ${tag}`, durationWeeks: 4 });
  expectOk(platformPlanResponse, 201, "platform plan");
  const platformPlan = platformPlanResponse.json<{ plan: { id: number } }>().plan.id;
  const publicPlan = await insertPlan(t.db, { title: `Public plan ${tag}` });
  // The group runs a plan from today, and its week 1 conversation holds a post of its leader.
  expectOk(await groupLeader.put(`/api/groups/${group.id}/plan`, { planId: publicPlan, startsOn: new Date().toISOString().slice(0, 10) }), 200, "group plan");
  const post = await groupLeader.post(`/api/groups/${group.id}/posts`, { week: 1, body: `ZQ group post ${tag}` });
  expectOk(post, 201, "group post");
  const groupPost = post.json<{ post: { id: number } }>().post.id;

  const [thread] = await t.db
    .insert(chatThreads)
    .values({ userId: a.dad.id, lastMessage: `ZQ dad chat ${tag}` })
    .returning({ id: chatThreads.id });
  if (!thread) throw new Error("thread");
  await t.db.insert(chatMessages).values({ threadId: thread.id, role: "user", content: `ZQ dad chat ${tag}` });

  const spare = await registerDad(t, `Spare Dad ${tag}`);
  const dadSpareSession = await newSessionId(t, a.dad);

  const banned = await registerDad(t, `Banned Dad ${tag}`);
  expectOk(await globalAdmin.post(`/api/admin/users/${banned.id}/ban`, { reason: "matrix: a banned actor", password: TEST_PASSWORD }), 200, "ban");

  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

  const family: ActorName[] = ["dad", "son"];
  const markers: Marker[] = [
    { text: `ZQ dad private ${tag}`, visibleTo: ["dad"] },
    { text: `ZQ dad shared ${tag}`, visibleTo: family },
    { text: `ZQ son private ${tag}`, visibleTo: ["son"] },
    { text: `ZQ son shared ${tag}`, visibleTo: family },
    { text: `ZQ bravo private ${tag}`, visibleTo: ["otherDad"] },
    { text: `ZQ dad chat ${tag}`, visibleTo: ["dad"] },
    { text: `ZQ group ${tag}`, visibleTo: ["groupLeader", "groupMember"] },
    { text: `ZQ group words ${tag}`, visibleTo: ["groupLeader", "groupMember"] },
    { text: `ZQ second group ${tag}`, visibleTo: ["groupLeader"] },
    { text: `ZQ group post ${tag}`, visibleTo: ["groupLeader", "groupMember"] },
    { text: `ZQ org1 devotional ${tag}`, visibleTo: ["orgAdmin", "globalAdmin"] },
    { text: `ZQ org1 draft ${tag}`, visibleTo: ["orgAdmin", "globalAdmin"] },
    { text: `ZQ org2 draft ${tag}`, visibleTo: ["otherOrgAdmin", "globalAdmin"] },
    { text: `ZQ org2 devotional ${tag}`, visibleTo: ["otherOrgAdmin", "globalAdmin"] },
    { text: `ZQ platform draft ${tag}`, visibleTo: ["globalAdmin"] },
    { text: a.son.email, visibleTo: family },
    { text: a.dad.email, visibleTo: family },
    { text: b.son.email, visibleTo: ["otherDad", "otherSon"] },
    { text: `Alpha Son ${tag}`, visibleTo: family },
    { text: `Bravo Son ${tag}`, visibleTo: ["otherDad", "otherSon"] },
  ];
  return {
    t,
    actors,
    banned,
    markers,
    image,
    ids: {
      dadEntry,
      sonEntry,
      otherDadEntry,
      group: group.id,
      groupToJoinCode,
      groupPost,
      memberId: groupMember.id,
      org1: orgAdmin.organizationId,
      org2: otherOrgAdmin.organizationId,
      org1Plan,
      org1PaidPlan,
      org1Devotional,
      org1Challenge,
      org1DadsCorner,
      org1Invitation: invitationRow?.id ?? 0,
      org1Editor: editor.id,
      org1Slug: org1Row?.slug ?? "",
      org1FamilyToken,
      org1FamilyInvitation: familyInvitationRow?.id ?? 0,
      platformPlan,
      platformDevotional: await adminItem(globalAdmin, "devotionals", `Platform devotional ${tag}`),
      weekOneChallenge: generalWeekOne.challenge.id,
      familyMeasure: followed.json<{ measure: { id: number } }>().measure.id,
      platformChallenge: await adminItem(globalAdmin, "challenges", `Platform challenge ${tag}`),
      platformDadsCorner: await adminItem(globalAdmin, "dads-corner", `Platform corner ${tag}`),
      publicPlan,
      purchase: purchaseId,
      dadThread: thread.id,
      spareUser: spare.id,
      dadSpareSession,
    },
  };
}

/** Signs the actor in once more (another device) and returns that session's id; the actor's own cookie is kept. */
export async function newSessionId(t: TestApp, actor: Actor): Promise<string> {
  const other = await signIn(t, actor.email, actor.password);
  const token = decodeURIComponent(other.cookie.match(/session_token=([^;]+)/)?.[1] ?? "").split(".")[0] ?? "";
  const [row] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token));
  if (!row) throw new Error(`no session for ${actor.email}`);
  return row.id;
}

/** One md5 per table over every row (sorted), minus the tables a request may touch without being a write. */
export async function tableChecksums(t: TestApp): Promise<Map<string, string>> {
  const tables = await t.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('rate_limits', 'rate_limiter_counters', '__drizzle_migrations') order by 1`,
  );
  const parts = tables.rows.map(
    (row) => `select '${row.name}' as name, coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as sum from public."${row.name}" x`,
  );
  const result = await t.db.execute<{ name: string; sum: string }>(sql.raw(parts.join(" union all ")));
  return new Map(result.rows.map((row) => [row.name, row.sum]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

/** Puts a member back in a group after a case that removed him (leave, remove). */
export async function restoreMember(t: TestApp, groupId: number, userId: string, role: "member" | "leader" = "member"): Promise<void> {
  await t.db.insert(groupMembers).values({ groupId, userId, role }).onConflictDoNothing();
}
