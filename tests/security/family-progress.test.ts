// The matrix of a family's progress: its ticks, its run (week, schedule, pauses), its streak, its fitness results and
// who it shares them with. The Quill family (a dad and his son, 13+) follows a church group's plan and finished week
// 1; every route that can reach that is probed by the family itself, another family, the group's leader and one of
// its members, the church's owner, a stranger and signed out. Only the family reads or changes its own; a leader sees
// it only when its dad shares it (the group's switch, or the church-wide one), and counts only among enough families.
// protected-things.ts makes the list of routes complete.
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dadGroups, organizationFamilies } from "../../src/server/db/schema/index.ts";
import { todayUtc } from "../../src/shared/plan-run.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createOrganizationAdmin, registerDad, registerFamily, type Actor, type Family } from "../support/actors.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { insertWeek } from "../support/content-fixtures.ts";
import { writeViewerPagesBuild } from "../support/viewer-pages-build.ts";
import { declaredRoutes } from "./declared-routes.ts";
import { classificationGaps, notReaching, type NotReaching } from "./protected-things.ts";

const webRoot = writeViewerPagesBuild();
let t: TestApp;

const VIEWERS = ["dad", "son", "otherDad", "otherSon", "leader", "groupMember", "churchOwner", "stranger", "anonymous"] as const;
type ViewerName = (typeof VIEWERS)[number];
let viewers: Record<ViewerName, Actor | null>;
let quill: Family;
let groupId = 0;
let organizationId = 0;

beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
  const planId = await insertPlan(t.db, { title: "Progress Matrix Plan", durationWeeks: 4 });
  await insertWeek(t.db, 1, "Progress matrix");
  quill = await registerFamily(t, { dadName: "Quentin Quill", sonName: "Quincy Quill" });
  const other = await registerFamily(t, { dadName: "Otto Other", sonName: "Oli Other" });
  const leader = await registerDad(t, "Lee Leader");
  const groupMember = await registerDad(t, "Mo Member");
  const churchOwner = await createOrganizationAdmin(t, "Progress Church");
  const stranger = await registerDad(t, "Stan Stranger");
  organizationId = churchOwner.organizationId;

  // A group of the church, on the plan from today: the Quills and another member follow it; nobody shares.
  const created = await leader.post("/api/groups", { name: "Progress Group" });
  expect(created.statusCode).toBe(201);
  const group = created.json<{ group: { id: number; code: string } }>().group;
  groupId = group.id;
  expect((await leader.put(`/api/groups/${group.id}/plan`, { planId, startsOn: todayUtc() })).statusCode).toBe(200);
  await t.db.update(dadGroups).set({ organizationId }).where(eq(dadGroups.id, group.id));
  for (const dad of [quill.dad, groupMember]) {
    expect((await dad.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
    expect((await dad.post(`/api/groups/${group.id}/plan/follow`, {})).statusCode).toBe(200);
  }
  expect((await quill.son.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
  await t.db.insert(organizationFamilies).values({ organizationId, dadId: quill.dad.id });
  // The Quills finish week 1 together.
  for (const who of [quill.dad, quill.son])
    for (const flag of ["devotional", "challenge", "journal"]) expect((await who.put("/api/progress/1", { flag, completed: true })).statusCode).toBe(200);

  viewers = { dad: quill.dad, son: quill.son, otherDad: other.dad, otherSon: other.son, leader, groupMember, churchOwner, stranger, anonymous: null };
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function send(viewer: Actor | null, method: "GET" | "POST" | "PUT", url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as string }) };
  return viewer ? viewer.request(options) : t.app.inject(options);
}

/** Everything of the Quills' progress the database holds, to see that a refused write changed none of it. */
async function quillsProgress(): Promise<string> {
  const ids = [quill.dad.id, quill.son.id];
  const { rows } = await t.db.execute(sql`
    select
      (select json_agg(p order by p.id) from progress p where p.user_id in (${ids[0]}, ${ids[1]})) as ticks,
      (select json_agg(r order by r.id) from plan_runs r where r.user_id = ${ids[0]}) as runs,
      (select json_agg(x order by x.id) from plan_run_pauses x join plan_runs r on r.id = x.plan_run_id where r.user_id = ${ids[0]}) as pauses,
      (select json_agg(f order by f.id) from fitness_results f where f.user_id in (${ids[0]}, ${ids[1]})) as fitness,
      (select json_agg(m order by m.group_id, m.user_id) from group_members m where m.user_id in (${ids[0]}, ${ids[1]})) as sharing,
      (select json_agg(o) from organization_families o where o.dad_id = ${ids[0]}) as church`);
  return JSON.stringify(rows);
}

/** One route that can reach the family's progress: what the family gets, and what must not be in anyone else's answer. */
interface Probe {
  route: string;
  call: (viewer: Actor | null) => Promise<LightMyRequestResponse>;
  /** The family's own answer shows its progress (checked for the viewers named). */
  family?: Partial<Record<"dad" | "son", (response: LightMyRequestResponse) => boolean>>;
  /** Beyond their names: what would be the Quills' progress in another viewer's answer. */
  leaks?: (response: LightMyRequestResponse) => boolean;
  /** A write: another viewer's request leaves the Quills' progress as it was (his own may change). */
  write?: true;
}

const json = <T>(response: LightMyRequestResponse): T | null => {
  try {
    return response.json<T>();
  } catch {
    return null;
  }
};
type WeekLike = { progress?: { devotionalCompleted: boolean; challengeCompleted: boolean } };
const weekDone = (week: WeekLike | null | undefined) => week?.progress?.devotionalCompleted === true && week.progress.challengeCompleted === true;

const PROBES: Probe[] = [
  {
    route: "GET /api/dashboard",
    call: (v) => send(v, "GET", "/api/dashboard?week=1"),
    family: {
      dad: (r) => weekDone(json<{ week: WeekLike }>(r)?.week) && r.body.includes("Quincy Quill"),
      son: (r) => weekDone(json<{ week: WeekLike }>(r)?.week) && r.body.includes("Quentin Quill"),
    },
    leaks: (r) => weekDone(json<{ week: WeekLike }>(r)?.week),
  },
  { route: "PAGE /dashboard/dad", call: (v) => send(v, "GET", "/dashboard/dad"), family: { dad: (r) => r.body.includes("Quincy Quill read") } },
  { route: "PAGE /dashboard/son", call: (v) => send(v, "GET", "/dashboard/son"), family: { son: (r) => r.body.includes("Quentin Quill read") } },
  {
    route: "PAGE /week/{week}",
    call: (v) => send(v, "GET", "/week/1"),
    family: { dad: (r) => r.body.includes('"challengeCompleted":true'), son: (r) => r.body.includes('"challengeCompleted":true') },
    leaks: (r) => r.body.includes('"challengeCompleted":true'),
  },
  {
    route: "GET /api/weeks/{week}",
    call: (v) => send(v, "GET", "/api/weeks/1"),
    family: { dad: (r) => weekDone(json<WeekLike>(r)), son: (r) => weekDone(json<WeekLike>(r)) },
    leaks: (r) => weekDone(json<WeekLike>(r)),
  },
  {
    route: "POST /api/weeks/{week}/open",
    call: (v) => send(v, "POST", "/api/weeks/1/open", {}),
    family: { dad: (r) => weekDone(json<WeekLike>(r)) },
    leaks: (r) => weekDone(json<WeekLike>(r)),
  },
  {
    route: "GET /api/streak",
    call: (v) => send(v, "GET", "/api/streak"),
    family: { dad: (r) => (json<{ weeks: number }>(r)?.weeks ?? 0) >= 1, son: (r) => (json<{ weeks: number }>(r)?.weeks ?? 0) >= 1 },
    leaks: (r) => (json<{ weeks?: number }>(r)?.weeks ?? 0) > 0,
  },
  { route: "GET /api/recap", call: (v) => send(v, "GET", "/api/recap"), family: { dad: (r) => r.statusCode === 200 && r.body.includes("Quincy") } },
  {
    route: "GET /api/family/sons/{sonId}/export",
    call: (v) => send(v, "GET", `/api/family/sons/${quill.son.id}/export`),
    family: { dad: (r) => (json<{ progress: unknown[] }>(r)?.progress.length ?? 0) > 0 },
    leaks: (r) => r.statusCode < 300,
  },
  { route: "GET /api/fitness/results", call: (v) => send(v, "GET", "/api/fitness/results"), family: { dad: (r) => r.body.includes("Quincy") } },
  {
    route: "GET /api/fitness/export",
    call: (v) => send(v, "GET", "/api/fitness/export?format=json"),
    family: { dad: (r) => r.statusCode === 200 && r.body.includes("Quentin Quill") },
  },
  {
    // A leader's view: counts are withheld among fewer than three private families, and a family is named only when it shares.
    route: "GET /api/groups/{groupId}/progress",
    call: (v) => send(v, "GET", `/api/groups/${groupId}/progress`),
    leaks: (r) => r.statusCode < 300 && json<{ countsHidden: boolean }>(r)?.countsHidden !== true,
  },
  {
    // The church's groups: how many families follow each plan, never whose weeks.
    route: "GET /api/organizations/mine/groups",
    call: (v) => send(v, "GET", "/api/organizations/mine/groups"),
    leaks: (r) => /finished|completed/i.test(r.body),
  },
  { route: "GET /api/testimonials/mine", call: (v) => send(v, "GET", "/api/testimonials/mine") },
  // Writes: nobody else ticks, moves, pauses or logs for the Quills, nor changes whom they share with.
  { route: "PUT /api/progress/{week}", call: (v) => send(v, "PUT", "/api/progress/1", { flag: "devotional", completed: false }), write: true },
  { route: "PUT /api/plan-run/start-date", call: (v) => send(v, "PUT", "/api/plan-run/start-date", { startsOn: todayUtc() }), write: true },
  { route: "POST /api/plan-run/next-week", call: (v) => send(v, "POST", "/api/plan-run/next-week", {}), write: true },
  { route: "POST /api/plan-run/undo-next-week", call: (v) => send(v, "POST", "/api/plan-run/undo-next-week", {}), write: true },
  { route: "POST /api/plan-run/catch-up", call: (v) => send(v, "POST", "/api/plan-run/catch-up", {}), write: true },
  { route: "POST /api/plan-run/pause", call: (v) => send(v, "POST", "/api/plan-run/pause", { reason: "holiday" }), write: true },
  { route: "POST /api/plan-run/resume", call: (v) => send(v, "POST", "/api/plan-run/resume", {}), write: true },
  {
    route: "POST /api/fitness/results",
    call: (v) =>
      send(v, "POST", "/api/fitness/results", {
        personId: quill.son.id,
        challengeId: 1,
        weekNumber: 1,
        values: [{ measureKey: "push-ups|repetitions", value: 5 }],
      }),
    write: true,
  },
  { route: "PUT /api/groups/{groupId}/sharing", call: (v) => send(v, "PUT", `/api/groups/${groupId}/sharing`, { sharesProgress: true }), write: true },
  {
    route: "PUT /api/family/sharing/organizations/{organizationId}",
    call: (v) => send(v, "PUT", `/api/family/sharing/organizations/${organizationId}`, { sharesProgress: true }),
    write: true,
  },
];

const ELSEWHERE: NotReaching = {
  ...notReaching(
    "public, or the viewer's own account, words and settings: no family's ticks, run or results",
    "system.probe",
    "system.docs",
    "web.page",
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
    "assistant.message.send",
    "assistant.reply.retry",
    "encouragements.read",
    "recap.encourage",
  ),
  ...notReaching(
    "a dad's powers over his son's account and links: no progress is read (his son's download is probed)",
    "family.read",
    "family.planChoices.read",
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
    "family.son.keep",
    "family.son.recovery.start",
    "family.son.delete",
    "family.joinRequest.read",
    "family.joinRequest.answer",
    "family.link.answer",
    "family.sharing.read",
  ),
  ...notReaching(
    "starts or switches the viewer's own family's run (no family is named in the request; plan-run.test.ts proves a switch keeps each run's ticks)",
    "marketplace.plan.start",
    "group.plan.follow",
    "membership.join",
  ),
  "fitness.measure.follow": "the measures the viewer's own family follows: no result is read",
  "fitness.measure.unfollow": "the measures the viewer's own family follows: no result is read",
  ...notReaching(
    "plans, purchases and seats: what a family may open, not what it did",
    "marketplace.browse",
    "marketplace.plan.checkout",
    "marketplace.plan.seat.take",
    "marketplace.plan.purchase.read",
  ),
  ...notReaching(
    "groups: members, the plan and its start, member counts and the week's conversation; a family's progress only through the leader's view (probed)",
    "group.list",
    "group.create",
    "group.join",
    "group.read",
    "group.update",
    "group.member.update",
    "group.member.remove",
    "group.leave",
    "group.plan.set",
    "group.post.list",
    "group.post.create",
    "group.post.report",
    "group.post.hide",
    "group.post.remove",
    "group.report.list",
    "group.report.dismiss",
    "membership.groups.read",
  ),
  ...notReaching(
    "organizations, staff, payments and studio: the roster names a family's dad and how many sons, never its weeks",
    "organization.mine.read",
    "organization.create",
    "organization.update",
    "organization.staff.read",
    "organization.staff.manage",
    "organization.invitation.accept",
    "organization.groups.create",
    "organization.groups.invite",
    "organization.families.read",
    "organization.families.invite",
    "organization.leaderGuide.read",
    "organization.public.read",
    "organization.content.author",
    "membership.shortLink",
    "membership.invitation.read",
    "membership.read",
    "membership.leave",
    "plan.visibility.update",
    "sponsorship.read",
    "sponsorship.create",
    "payments.connect.read",
    "payments.connect.start",
    "payments.connect.refresh",
    "payments.purchases.read",
    "payments.refund",
    "payments.webhook",
    "admin.studio",
    "admin.users.read",
    "admin.users.manage",
    "testimonial.submit",
    "testimonial.withdraw",
    "testimonial.review",
    "testimonial.public.read",
  ),
};

const QUILLS = ["dad", "son"] as const;

describe("a family's progress: the matrix", () => {
  it("classifies every route the app serves: probed here, or why it does not reach a family's progress", () => {
    const probed = PROBES.map((p) => p.route).filter((route) => !route.startsWith("PAGE "));
    expect(classificationGaps(declaredRoutes(t.app), probed, ELSEWHERE)).toEqual([]);
  });

  for (const probe of PROBES) {
    it(
      probe.route,
      async () => {
        const failures: string[] = [];
        for (const name of VIEWERS) {
          if ((QUILLS as readonly string[]).includes(name)) continue;
          const before = probe.write ? await quillsProgress() : "";
          const response = await probe.call(viewers[name]);
          if (/Quill/.test(response.body)) failures.push(`${name} (${response.statusCode}) is told of the Quills`);
          if (probe.leaks?.(response)) failures.push(`${name} (${response.statusCode}) reads the Quills' progress: ${response.body.slice(0, 200)}`);
          if (probe.write && (await quillsProgress()) !== before) failures.push(`${name} (${response.statusCode}) changed the Quills' progress`);
        }
        for (const who of QUILLS) {
          const check = probe.family?.[who];
          if (!check) continue;
          const response = await probe.call(viewers[who]);
          if (!check(response)) failures.push(`the Quills' ${who} does not get his family's own (${response.statusCode}) ${response.body.slice(0, 200)}`);
        }
        expect(failures).toEqual([]);
      },
      60_000,
    );
  }
});

describe("a church's group before and after the dad's church-wide switch", () => {
  it("the leader does not name the family before; names it with its weeks after; and not once it is off again", async () => {
    const leader = viewers.leader as Actor;
    const named = async () =>
      (await leader.get(`/api/groups/${groupId}/progress`))
        .json<{ sharedFamilies: { dadName: string; finishedWeeks: number[] }[] }>()
        .sharedFamilies.filter((family) => family.dadName === "Quentin Quill");
    expect(await named()).toEqual([]);

    expect((await quill.dad.put(`/api/family/sharing/organizations/${organizationId}`, { sharesProgress: true })).statusCode).toBe(200);
    expect(await named()).toEqual([expect.objectContaining({ dadName: "Quentin Quill", finishedWeeks: [1] })]);
    // His son cannot switch it for him.
    expect((await quill.son.put(`/api/family/sharing/organizations/${organizationId}`, { sharesProgress: false })).statusCode).toBe(403);

    expect((await quill.dad.put(`/api/family/sharing/organizations/${organizationId}`, { sharesProgress: false })).statusCode).toBe(200);
    expect(await named()).toEqual([]);
  });
});
