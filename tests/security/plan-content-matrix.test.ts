// The matrix of a plan's content (policies/plan-content.ts), complete by construction: every route the app serves is
// probed here or said not to reach a plan's words (protected-things.ts). Two plans are guarded: a church's
// members-only plan — read by its member families and its own staff, never by a dad outside the church (even when an
// old path put his family or his group on it) nor another church's staff — and a paid plan, whose week 2 is read only
// by a family that bought it. The studio's routes are probed from the declared routes themselves: a new authoring
// route is tried as soon as it exists. plan-content.test.ts keeps the list of modules that read a plan's weeks.
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challenges, dadGroups, dadsCorner, devotionalPlans, devotionals, organizationFamilies } from "../../src/server/db/schema/index.ts";
import { todayUtc } from "../../src/shared/plan-run.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createOrganizationAdmin, registerDad, registerFamily, type Actor } from "../support/actors.ts";
import { insertPlan, insertPurchase } from "../support/plan-fixtures.ts";
import { insertChallenge, insertDadsCorner, insertDevotional, insertPlanWeek, selectPlanFor } from "../support/content-fixtures.ts";
import { writeViewerPagesBuild } from "../support/viewer-pages-build.ts";
import { declaredRoutes } from "./declared-routes.ts";
import { classificationGaps, notReaching, type NotReaching } from "./protected-things.ts";

const webRoot = writeViewerPagesBuild();
let t: TestApp;
let openai: FakeOpenAI;

const SECRET = "ZQ members-only words of week one";
const TITLE = "ZQ Grace Members Plan";
const PAID = "ZQ paid words of week two";

interface Setting {
  planId: number;
  paidPlanId: number;
  slug: string;
  groupId: number;
  challengeId: number;
  devotionalId: number;
  /** A dad in no organization, whose family (and group) an old path put on the members-only plan. */
  outsider: Actor;
  /** A member family's dad and son: the church's plan is theirs to read. */
  member: Actor;
  memberSon: Actor;
  /** The church's owner, and another church's. */
  owner: Actor;
  otherOwner: Actor;
  /** On the paid plan: a family that bought it, and one that did not. */
  buyer: Actor;
  nonBuyer: Actor;
}
let s: Setting;

/** A week's three items titled by `prefix`, the devotional's words `words` (its title may be shown where its words are not). */
async function weekItems(organizationId: number | null, prefix: string, weekNumber: number, words?: string) {
  const devotional = await insertDevotional(t.db, { weekNumber, title: prefix, ...(words === undefined ? {} : { content: words }) });
  const challenge = await insertChallenge(t.db, { weekNumber, title: `${prefix} challenge` });
  const corner = await insertDadsCorner(t.db, { weekNumber, title: `${prefix} corner` });
  if (organizationId !== null) {
    await t.db.update(devotionals).set({ organizationId }).where(eq(devotionals.id, devotional.id));
    await t.db.update(challenges).set({ organizationId }).where(eq(challenges.id, challenge.id));
    await t.db.update(dadsCorner).set({ organizationId }).where(eq(dadsCorner.id, corner.id));
  }
  return { devotionalId: devotional.id, challengeId: challenge.id, dadsCornerId: corner.id };
}

beforeAll(async () => {
  openai = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_BASE_URL: openai.baseUrl, OPENAI_API_KEY: "test-key" }, { webRoot });
  const owner = await createOrganizationAdmin(t, "Grace Matrix Church");
  const otherOwner = await createOrganizationAdmin(t, "Other Matrix Church");
  const planId = await insertPlan(t.db, { organizationId: owner.organizationId, title: TITLE, durationWeeks: 2 });
  await t.db.update(devotionalPlans).set({ membersOnly: true }).where(eq(devotionalPlans.id, planId));
  const week1 = await weekItems(owner.organizationId, SECRET, 1);
  await insertPlanWeek(t.db, { planId, weekNumber: 1, ...week1 });

  const paidPlanId = await insertPlan(t.db, { title: "ZQ Paid Matrix Plan", durationWeeks: 2, priceCents: 1500 });
  await insertPlanWeek(t.db, { planId: paidPlanId, weekNumber: 1, ...(await weekItems(null, "ZQ free words of week one", 1)) });
  await insertPlanWeek(t.db, { planId: paidPlanId, weekNumber: 2, ...(await weekItems(null, "Paid week two", 2, PAID)) });

  const outsider = await registerDad(t, "Otto Outsider");
  const members = await registerFamily(t, { dadName: "Mark Member", sonName: "Matt Member" });
  await t.db.insert(organizationFamilies).values({ organizationId: owner.organizationId, dadId: members.dad.id });
  const created = await outsider.post("/api/groups", { name: "Otto's Men" });
  expect(created.statusCode).toBe(201);
  const groupId = created.json<{ group: { id: number } }>().group.id;
  // The worst case: a group that chose the plan before the rule (or whose plan was made members-only later).
  await t.db.update(dadGroups).set({ planId, planStartsOn: todayUtc() }).where(eq(dadGroups.id, groupId));
  // The church's public address, for its pages.
  const [org] = (await t.db.execute<{ slug: string }>(sql`select slug from organizations where id = ${owner.organizationId}`)).rows;

  const buyer = await registerDad(t, "Bea Buyer");
  const nonBuyer = await registerDad(t, "Nico Nonbuyer");
  await insertPurchase(t.db, { userId: buyer.id, planId: paidPlanId, pricePaidCents: 1500 });
  for (const dad of [buyer, nonBuyer]) await selectPlanFor(t.db, dad.id, paidPlanId);
  await selectPlanFor(t.db, outsider.id, planId);
  await selectPlanFor(t.db, members.dad.id, planId);
  for (const dad of [outsider, members.dad, buyer, nonBuyer]) expect((await dad.get("/api/dashboard")).statusCode).toBe(200);

  s = {
    planId,
    paidPlanId,
    slug: org?.slug ?? "",
    groupId,
    challengeId: week1.challengeId,
    devotionalId: week1.devotionalId,
    outsider,
    member: members.dad,
    memberSon: members.son,
    owner,
    otherOwner,
    buyer,
    nonBuyer,
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
  await openai?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function send(viewer: Actor | null, method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const options = { method: method as "GET", url, ...(payload === undefined ? {} : { payload: payload as string }) };
  return viewer ? viewer.request(options) : t.app.inject(options);
}

/** What the model was sent for the last question (the week's words are its context). */
const lastModelInput = () => JSON.stringify(openai.requests.at(-1)?.body?.messages ?? []);

/** One route that reaches a plan's words: what a refused viewer gets must carry none of them; an allowed one reads them. */
interface Probe {
  route: string;
  /** The text read: the response's body, or what it made the server send on (the model's context). */
  call: (viewer: Actor | null) => Promise<{ status: number; text: string }>;
  refused: Array<keyof Setting | "anonymous">;
  allowed: Array<keyof Setting>;
  /** What must not reach a refused viewer (default: the members-only week's words). */
  secret?: string;
  /** What an allowed viewer reads (default: the secret). */
  served?: string;
}

const body = async (response: Promise<LightMyRequestResponse>) => {
  const r = await response;
  return { status: r.statusCode, text: r.body };
};

const MEMBERS_ONLY: Pick<Probe, "refused" | "allowed"> = { refused: ["outsider", "otherOwner", "anonymous"], allowed: ["member", "memberSon"] };
const PAID_WEEK: Pick<Probe, "refused" | "allowed" | "secret"> = { refused: ["nonBuyer"], allowed: ["buyer"], secret: PAID };

const PROBES: Probe[] = [
  { route: "GET /api/weeks/{week}", call: (v) => body(send(v, "GET", "/api/weeks/1")), ...MEMBERS_ONLY },
  { route: "GET /api/weeks/{week}", call: (v) => body(send(v, "GET", "/api/weeks/2")), ...PAID_WEEK },
  { route: "POST /api/weeks/{week}/open", call: (v) => body(send(v, "POST", "/api/weeks/1/open", {})), ...MEMBERS_ONLY },
  { route: "POST /api/weeks/{week}/open", call: (v) => body(send(v, "POST", "/api/weeks/2/open", {})), ...PAID_WEEK },
  { route: "GET /api/dashboard", call: (v) => body(send(v, "GET", "/api/dashboard?week=1")), ...MEMBERS_ONLY },
  { route: "GET /api/dashboard", call: (v) => body(send(v, "GET", "/api/dashboard?week=2")), ...PAID_WEEK },
  // The server-drawn dashboards embed the dashboard's answer, its week included.
  { route: "PAGE /dashboard/dad", call: (v) => body(send(v, "GET", "/dashboard/dad")), refused: ["outsider", "anonymous"], allowed: ["member"] },
  { route: "PAGE /dashboard/son", call: (v) => body(send(v, "GET", "/dashboard/son")), refused: ["anonymous"], allowed: ["memberSon"] },
  // The server-drawn week page embeds GET /api/weeks/:n's answer; refused, it is the shell without the text.
  { route: "PAGE /week/{week}", call: (v) => body(send(v, "GET", "/week/1")), ...MEMBERS_ONLY },
  { route: "PAGE /week/{week}", call: (v) => body(send(v, "GET", "/week/2")), ...PAID_WEEK },
  {
    // The assistant's context: the week a question is about goes to the model with it.
    route: "POST /api/chat/messages",
    call: async (v) => {
      const r = await send(v, "POST", "/api/chat/messages", { content: "What is this week about?", weekNumber: 1 });
      return { status: r.statusCode, text: r.statusCode === 200 ? lastModelInput() : r.body };
    },
    refused: ["outsider", "anonymous"],
    allowed: ["member"],
  },
  {
    route: "POST /api/chat/messages",
    call: async (v) => {
      const r = await send(v, "POST", "/api/chat/messages", { content: "What is week two about?", weekNumber: 2 });
      return { status: r.statusCode, text: r.statusCode === 200 ? lastModelInput() : r.body };
    },
    ...PAID_WEEK,
  },
  {
    // Asking again rebuilds the context of the thread's week: a new thread of his, its reply failed, asked again.
    route: "POST /api/chat/threads/{threadId}/retry",
    call: async (v) => {
      openai.script({ fail: { status: 400 } });
      const first = await send(v, "POST", "/api/chat/messages", { content: "Tell me about week one", weekNumber: 1 });
      openai.script({});
      const threadId = /"thread":\{"id":(\d+)/.exec(first.body)?.[1];
      if (!threadId) return { status: first.statusCode, text: first.body };
      const r = await send(v, "POST", `/api/chat/threads/${threadId}/retry`, { weekNumber: 1 });
      return { status: r.statusCode, text: r.statusCode === 200 ? lastModelInput() : r.body };
    },
    refused: ["outsider"],
    allowed: ["member"],
  },
  {
    route: "GET /api/marketplace/plans/{id}",
    call: (v) => body(send(v, "GET", `/api/marketplace/plans/${s.planId}`)),
    ...MEMBERS_ONLY,
    refused: ["outsider", "anonymous"],
    secret: TITLE,
    served: TITLE,
  },
  {
    route: "PAGE /marketplace/plans/:id",
    call: (v) => body(send(v, "GET", `/marketplace/plans/${s.planId}`)),
    refused: ["outsider", "anonymous"],
    allowed: [],
    secret: TITLE,
  },
  // The marketplace never lists it, to anyone.
  {
    route: "GET /api/marketplace/plans",
    call: (v) => body(send(v, "GET", "/api/marketplace/plans")),
    refused: ["outsider", "member", "anonymous"],
    allowed: [],
    secret: TITLE,
  },
  { route: "PAGE /marketplace", call: (v) => body(send(v, "GET", "/marketplace")), refused: ["outsider", "member", "anonymous"], allowed: [], secret: TITLE },
  // The church's public page lists its public plans only.
  {
    route: "GET /api/public/organizations/{slug}",
    call: (v) => body(send(v, "GET", `/api/public/organizations/${s.slug}`)),
    refused: ["outsider", "member", "anonymous"],
    allowed: [],
    secret: TITLE,
  },
  { route: "PAGE /o/:slug", call: (v) => body(send(v, "GET", `/o/${s.slug}`)), refused: ["outsider", "anonymous"], allowed: [], secret: TITLE },
  {
    route: "POST /api/marketplace/plans/{id}/start",
    call: (v) => body(send(v, "POST", `/api/marketplace/plans/${s.planId}/start`, { source: "marketplace", confirmSwitch: true })),
    refused: ["outsider", "otherOwner"],
    allowed: [],
  },
  {
    route: "POST /api/marketplace/plans/{id}/seat",
    call: (v) => body(send(v, "POST", `/api/marketplace/plans/${s.planId}/seat`)),
    refused: ["outsider", "anonymous"],
    allowed: [],
  },
  {
    route: "POST /api/marketplace/plans/{id}/checkout",
    call: (v) => body(send(v, "POST", `/api/marketplace/plans/${s.planId}/checkout`, {})),
    refused: ["outsider", "anonymous"],
    allowed: [],
    secret: TITLE,
  },
  {
    route: "GET /api/marketplace/plans/{id}/purchase",
    call: (v) => body(send(v, "GET", `/api/marketplace/plans/${s.planId}/purchase`)),
    refused: ["outsider", "anonymous"],
    allowed: [],
    secret: TITLE,
  },
  // /start: the plans a family may begin with.
  {
    route: "GET /api/family/plan-choices",
    call: (v) => body(send(v, "GET", "/api/family/plan-choices")),
    refused: ["outsider", "anonymous"],
    allowed: [],
    secret: TITLE,
  },
  {
    route: "PUT /api/groups/{groupId}/plan",
    call: (v) => body(send(v, "PUT", `/api/groups/${s.groupId}/plan`, { planId: s.planId, startsOn: todayUtc() })),
    refused: ["outsider"],
    allowed: [],
    secret: TITLE,
  },
  {
    // Following the group's plan never opens it: the week after it serves none of it.
    route: "POST /api/groups/{groupId}/plan/follow",
    call: async (v) => {
      const r = await send(v, "POST", `/api/groups/${s.groupId}/plan/follow`, {});
      const week = await send(v, "GET", "/api/weeks/1");
      return { status: r.statusCode, text: r.body + week.body };
    },
    refused: ["outsider"],
    allowed: [],
  },
  { route: "GET /api/groups/{groupId}", call: (v) => body(send(v, "GET", `/api/groups/${s.groupId}`)), refused: ["outsider"], allowed: [] },
  { route: "GET /api/groups", call: (v) => body(send(v, "GET", "/api/groups")), refused: ["outsider"], allowed: [] },
  {
    route: "POST /api/fitness/results",
    call: (v) =>
      body(
        send(v, "POST", "/api/fitness/results", {
          personId: v?.id ?? "",
          challengeId: s.challengeId,
          weekNumber: 1,
          values: [{ measureKey: "reps", value: 10 }],
        }),
      ),
    refused: ["outsider"],
    allowed: [],
  },
  { route: "GET /api/fitness/results", call: (v) => body(send(v, "GET", "/api/fitness/results")), refused: ["outsider", "nonBuyer"], allowed: [] },
  { route: "GET /api/fitness/export", call: (v) => body(send(v, "GET", "/api/fitness/export?format=json")), refused: ["outsider", "nonBuyer"], allowed: [] },
  // The recap names next week's devotional.
  { route: "GET /api/recap", call: (v) => body(send(v, "GET", "/api/recap")), refused: ["outsider"], allowed: [] },
  { route: "GET /api/recap", call: (v) => body(send(v, "GET", "/api/recap")), refused: ["nonBuyer"], allowed: [], secret: PAID },
  {
    route: "GET /api/testimonials/mine",
    call: (v) => body(send(v, "GET", "/api/testimonials/mine")),
    refused: ["outsider", "nonBuyer", "anonymous"],
    allowed: [],
    secret: "ZQ paid words",
  },
  // A church's groups and their plans: its own members and staff only.
  {
    route: "GET /api/memberships/churches/{slug}/groups",
    call: (v) => body(send(v, "GET", `/api/memberships/churches/${s.slug}/groups`)),
    refused: ["outsider", "otherOwner", "anonymous"],
    allowed: [],
    secret: TITLE,
  },
  {
    route: "GET /api/organizations/mine/groups",
    call: (v) => body(send(v, "GET", "/api/organizations/mine/groups")),
    refused: ["otherOwner", "outsider"],
    allowed: ["owner"],
    secret: TITLE,
    served: TITLE,
  },
  {
    route: "POST /api/organizations/mine/groups",
    call: (v) => body(send(v, "POST", "/api/organizations/mine/groups", { name: "Another's plan", planId: s.planId, startsOn: todayUtc() })),
    refused: ["otherOwner", "outsider"],
    allowed: [],
    secret: TITLE,
  },
];

/** The authors' tools: every route of these actions is tried, taken from the declared routes themselves. */
const STUDIO_ACTIONS = ["organization.content.author", "organization.leaderGuide.read", "plan.visibility.update", "admin.studio"];

const ELSEWHERE: NotReaching = {
  ...notReaching(
    "public, or the viewer's own account, words and settings: no plan's weeks",
    "system.probe",
    "system.docs",
    "session.read",
    "auth.handler",
    "tokens.jwks",
    "account.register",
    "account.password.reset",
    "account.read",
    "account.profile.update",
    "account.language.update",
    "account.email.change",
    "account.email.link",
    "account.password.change",
    "account.sessions.revoke",
    "account.verification.resend",
    "account.delete",
    "scripture.read",
    "scripture.version.read",
    "scripture.version.update",
    "upload.image",
    "upload.read",
    "push.publicKey",
    "push.subscribe",
    "reminders.read",
    "reminders.update",
    "reminders.son.update",
    "reminders.unsubscribe",
    "journal.list",
    "journal.shared.read",
    "journal.create",
    "journal.read",
    "journal.update",
    "journal.delete",
    "journal.export",
    "assistant.status",
    "assistant.thread.list",
    "assistant.thread.read",
    "assistant.thread.delete",
    "encouragements.read",
    "recap.encourage",
    "streak.read",
    "fitness.measure.follow",
    "fitness.measure.unfollow",
  ),
  "web.page": "the build's files; the pages drawn by the server are probed as PAGE rows",
  ...notReaching(
    "the family's own run and ticks (a tick on a locked paid week is refused: plan-run.test.ts): no week's words",
    "progress.update",
    "planRun.schedule",
    "planRun.pause",
  ),
  ...notReaching(
    "a dad's powers over his family's accounts and links: no plan's weeks (his son's download holds progress, not content)",
    "family.read",
    "family.son.add",
    "family.son.confirmation.resend",
    "family.son.password.set",
    "family.son.signOut",
    "family.son.signInLink.create",
    "family.son.signInLink.revoke",
    "family.son.signIn.set",
    "family.son.email.set",
    "family.son.groupsName.update",
    "family.son.groupConversations.update",
    "family.son.ageBand.update",
    "family.son.assistant.update",
    "family.son.export",
    "family.son.delete",
    "family.son.keep",
    "family.son.recovery.start",
    "family.joinRequest.read",
    "family.joinRequest.answer",
    "family.link.answer",
    "family.sharing.read",
    "family.sharing.organization",
  ),
  ...notReaching(
    "groups' members, sharing, counts and conversations: never a week's words (the group's plan is probed)",
    "group.create",
    "group.join",
    "group.update",
    "group.member.update",
    "group.member.remove",
    "group.leave",
    "group.sharing.update",
    "group.progress.read",
    "group.post.list",
    "group.post.create",
    "group.post.report",
    "group.post.hide",
    "group.post.remove",
    "group.report.list",
    "group.report.dismiss",
  ),
  ...notReaching(
    "organizations' staff, families, invitations and payments: names, counts and money, never a week's words",
    "organization.mine.read",
    "organization.create",
    "organization.update",
    "organization.staff.read",
    "organization.staff.manage",
    "organization.invitation.accept",
    "organization.groups.invite",
    "organization.families.read",
    "organization.families.invite",
    "membership.shortLink",
    "membership.invitation.read",
    "membership.join",
    "membership.read",
    "membership.leave",
    "sponsorship.read",
    "sponsorship.create",
    "payments.connect.read",
    "payments.connect.start",
    "payments.connect.refresh",
    "payments.purchases.read",
    "payments.refund",
    "payments.webhook",
    "admin.users.read",
    "admin.users.manage",
    "testimonial.submit",
    "testimonial.withdraw",
    "testimonial.review",
    "testimonial.public.read",
  ),
};

const viewerOf = (name: keyof Setting | "anonymous"): Actor | null => (name === "anonymous" ? null : (s[name] as Actor));

describe("a plan's content: the matrix", () => {
  it("classifies every route the app serves: probed here (the studio's from its declared routes), or why it does not reach a plan's words", () => {
    const routes = declaredRoutes(t.app);
    const probed = [...PROBES.map((p) => p.route), ...routes.filter((r) => STUDIO_ACTIONS.includes(r.action)).map((r) => r.route)].filter(
      (route) => !route.startsWith("PAGE "),
    );
    expect(classificationGaps(routes, probed, ELSEWHERE)).toEqual([]);
  });

  for (const probe of PROBES) {
    it(`${probe.route} (${probe.secret === PAID ? "a paid week" : probe.secret === TITLE ? "a members-only plan's title" : "a members-only week"})`, async () => {
      const secret = probe.secret ?? SECRET;
      const failures: string[] = [];
      for (const name of probe.refused) {
        const { status, text } = await probe.call(viewerOf(name));
        if (text.includes(secret)) failures.push(`${name} (${status}) reads it`);
      }
      for (const name of probe.allowed) {
        const { status, text } = await probe.call(viewerOf(name));
        if (!text.includes(probe.served ?? secret)) failures.push(`${name} (${status}) does not read it: ${text.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    }, 60_000);
  }

  it("the studio: every route of the authors' actions refuses a family and another church's staff, and reads the plan to its own", async () => {
    const failures: string[] = [];
    const studio = declaredRoutes(t.app).filter((r) => STUDIO_ACTIONS.includes(r.action));
    expect(studio.length).toBeGreaterThan(40);
    for (const { route } of studio) {
      const [method = "GET", path = ""] = route.split(" ");
      const url =
        path.replace("{planId}", String(s.planId)).replace("{week}", "1").replace("{itemId}", String(s.devotionalId)) + (method === "GET" ? "?week=1" : "");
      const payload = method === "GET" || method === "DELETE" ? undefined : {};
      // A route about this plan or its item refuses them; one about the viewer's own (his church's library, a new
      // plan) may answer him, with nothing of this plan.
      const aboutThisPlan = path.includes("{planId}") || path.includes("{itemId}");
      for (const name of ["outsider", "member", "memberSon", "otherOwner", "anonymous"] as const) {
        const response = await send(viewerOf(name), method, url, payload);
        if (aboutThisPlan && response.statusCode < 400) failures.push(`${route}: ${name} got ${response.statusCode}`);
        if (response.body.includes(SECRET)) failures.push(`${route}: ${name} reads the week`);
      }
      // Its own church's staff reads it through the studio's reads of this plan.
      if (method === "GET" && route.includes("/organizations/mine/") && aboutThisPlan) {
        const own = await send(s.owner, method, url);
        if (own.statusCode !== 200) failures.push(`${route}: the church's owner got ${own.statusCode}`);
      }
    }
    // Nothing the refused asked for changed the plan.
    const [plan] = await t.db
      .select({ title: devotionalPlans.title, membersOnly: devotionalPlans.membersOnly })
      .from(devotionalPlans)
      .where(eq(devotionalPlans.id, s.planId));
    expect(plan).toEqual({ title: TITLE, membersOnly: true });
    expect(failures).toEqual([]);
  }, 120_000);
});
