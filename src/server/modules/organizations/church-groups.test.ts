// API tests of a church's groups and the invitation that brings a family all the way in: staff make a
// group with a plan the church may run and a start date (bad input 400 with fields, nothing written; another church's
// members-only plan 404); a group's link and its short address; accepting joins the church and the group and puts
// the family on the group's week (asking first from another plan, nothing written until he says yes); the church
// page's groups for its members only; and who is refused each.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dadGroups, devotionalPlans, groupMembers, organizationFamilies, organizationMembers, planRuns, profiles } from "../../db/schema/index.ts";
import {
  churchGroupMessages,
  type TChurchGroupCreatedResponse,
  type TChurchGroupsResponse,
  type TMemberChurchGroupsResponse,
} from "../../../shared/schemas/church-groups.ts";
import { groupMessages } from "../../../shared/schemas/groups.ts";
import { familyInvitationMessages, type TInvitationPreviewResponse, type TJoinResponse } from "../../../shared/schemas/organization-families.ts";
import { messages } from "../../../shared/messages.ts";
import { todayUtc } from "../../../shared/plan-run.ts";
import { planRunText } from "../../../shared/schemas/plan-run.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createOrganizationAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { countRows } from "../../platform/row-changes.queries.ts";

const t = testAppForFile({ REQUIRE_STAFF_TWO_FACTOR: "0" });

const today = () => todayUtc();
const inDays = (days: number) => todayUtc(new Date(Date.now() + days * 86_400_000));

async function startChurch(name: string): Promise<{ owner: Actor; organizationId: number; slug: string }> {
  const owner = await registerDad(t, `${name} Pastor`);
  const response = await owner.post("/api/organizations", { name });
  expect(response.statusCode, response.body).toBe(201);
  const organization = response.json<{ organization: { id: number; slug: string } }>().organization;
  return { owner, organizationId: organization.id, slug: organization.slug };
}

async function membersOnlyPlan(organizationId: number, title: string): Promise<number> {
  const planId = await insertPlan(t.db, { title, organizationId, isPublic: true });
  await t.db.update(devotionalPlans).set({ membersOnly: true }).where(eq(devotionalPlans.id, planId));
  return planId;
}

function groupCount(organizationId: number): Promise<number> {
  return countRows(t.db, dadGroups, eq(dadGroups.organizationId, organizationId));
}

/** The dad's rows in the church (its family membership) and in the group (his own membership). */
async function joinedRows(organizationId: number, groupId: number, dadId: string) {
  const [memberships, groupMemberships] = await Promise.all([
    countRows(t.db, organizationFamilies, and(eq(organizationFamilies.organizationId, organizationId), eq(organizationFamilies.dadId, dadId))),
    countRows(t.db, groupMembers, and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, dadId))),
  ]);
  return { memberships, groupMemberships };
}

async function newGroup(owner: Actor, body: Record<string, unknown>) {
  const response = await owner.post("/api/organizations/mine/groups", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TChurchGroupCreatedResponse>().group;
}

async function groupLink(owner: Actor, groupId: number) {
  const response = await owner.post(`/api/organizations/mine/groups/${groupId}/link`, {});
  expect(response.statusCode, response.body).toBe(201);
  const link = response.json<{ link: { url: string; shortUrl: string | null } }>().link;
  return { token: new URL(link.url).searchParams.get("token") ?? "", shortUrl: link.shortUrl ?? "" };
}

async function preview(actor: Actor | null, token: string): Promise<TInvitationPreviewResponse> {
  const response = actor
    ? await actor.post("/api/memberships/invitation", { token })
    : await t.app.inject({ method: "POST", url: "/api/memberships/invitation", payload: { token }, headers: { origin: "http://localhost:3000" } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TInvitationPreviewResponse>();
}

describe("staff make a church's group with a plan and a start date", () => {
  it("creates it owned by the church, led by its maker, running the church's members-only plan; lists it with its plan and counts", async () => {
    const { owner, organizationId } = await startChurch("Cornerstone Men");
    const planId = await membersOnlyPlan(organizationId, "Cornerstone Men's Own");
    const choices = (await owner.get("/api/organizations/mine/groups")).json<TChurchGroupsResponse>().planChoices;
    expect(choices.find((plan) => plan.id === planId)).toMatchObject({ ofThisChurch: true, membersOnly: true });

    const group = await newGroup(owner, { name: "Saturday Breakfast", description: "Every Saturday at seven.", planId, startsOn: today() });
    expect(group).toMatchObject({ name: "Saturday Breakfast", description: "Every Saturday at seven.", memberCount: 1, familyCount: 0, leads: true });
    expect(group.plan).toMatchObject({ id: planId, title: "Cornerstone Men's Own", startsOn: today(), week: 1, started: true });
    const [row] = await t.db.select({ organizationId: dadGroups.organizationId, planId: dadGroups.planId }).from(dadGroups).where(eq(dadGroups.id, group.id));
    expect(row).toEqual({ organizationId, planId });

    const listed = (await owner.get("/api/organizations/mine/groups")).json<TChurchGroupsResponse>();
    expect(listed.groups.map((g) => g.name)).toEqual(["Saturday Breakfast"]);
    expect(listed.canInvite).toBe(true);
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const { owner, organizationId } = await startChurch("Field Check Church");
    const planId = await insertPlan(t.db, { title: "Library plan for fields" });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: "  ", planId, startsOn: today() }, "name", groupMessages.nameRequired],
      [{ name: "x".repeat(101), planId, startsOn: today() }, "name", groupMessages.nameTooLong],
      [{ name: "No plan", startsOn: today() }, "planId", groupMessages.planRequired],
      [{ name: "Bad date", planId, startsOn: "2026-02-31" }, "startsOn", planRunText.invalidStartDate],
      [{ name: "Past", planId, startsOn: "2020-01-05" }, "startsOn", groupMessages.startInPast],
      [{ name: "Too late", planId, startsOn: inDays(80) }, "startsOn", groupMessages.startTooLate],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.post("/api/organizations/mine/groups", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = response.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {};
      expect(Object.keys(fields), JSON.stringify(body)).toContain(field);
      expect(fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(await groupCount(organizationId)).toBe(0);
  });

  it("runs another church's members-only plan nowhere (404 as an unknown plan, nothing written); a library plan is fine", async () => {
    const { owner, organizationId } = await startChurch("Borrowing Church");
    const other = await startChurch("Lending Church");
    const theirs = await membersOnlyPlan(other.organizationId, "Lending Church's Own");
    const refused = await owner.post("/api/organizations/mine/groups", { name: "Borrowed", planId: theirs, startsOn: today() });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ error: { fields?: Record<string, string> } }>().error.fields).toEqual({ planId: messages.planNotFound });
    expect(await groupCount(organizationId)).toBe(0);
    // Nor through the groups' own route, nor in a group of no church.
    const dad = await registerDad(t, "Any Dad");
    const ownGroup = (await dad.post("/api/groups", { name: "Any group" })).json<{ group: { id: number } }>().group;
    expect((await dad.put(`/api/groups/${ownGroup.id}/plan`, { planId: theirs, startsOn: today() })).statusCode).toBe(404);
    expect((await other.owner.get("/api/organizations/mine/groups")).json<TChurchGroupsResponse>().planChoices.some((p) => p.id === theirs)).toBe(true);
    expect((await owner.get("/api/organizations/mine/groups")).json<TChurchGroupsResponse>().planChoices.some((p) => p.id === theirs)).toBe(false);

    const library = await insertPlan(t.db, { title: "Library plan" });
    expect((await newGroup(owner, { name: "Library group", planId: library, startsOn: inDays(3) })).plan?.started).toBe(false);
  });

  it("is for the church's staff only, and for a dad among them: others are refused", async () => {
    const { organizationId } = await startChurch("Staff Only Church");
    const planId = await insertPlan(t.db, { title: "Staff only plan" });
    const outsider = await registerDad(t, "Outside Dad");
    // Not on any staff: no organization of his (404); the groups' route refuses another church's id (403).
    expect((await outsider.post("/api/organizations/mine/groups", { name: "Mine now", planId, startsOn: today() })).statusCode).toBe(404);
    expect((await outsider.get("/api/organizations/mine/groups")).statusCode).toBe(404);
    const viaGroups = await outsider.post("/api/groups", { name: "Sneaky", organizationId });
    expect(viaGroups.statusCode).toBe(403);
    expect(viaGroups.json<{ error: { message: string } }>().error.message).toBe(groupMessages.notOrganizationStaff);
    expect(await groupCount(organizationId)).toBe(0);
    // A staff account that is not a dad's leads no group.
    const admin = await createOrganizationAdmin(t, "Admin Led Church");
    const byAdmin = await admin.post("/api/organizations/mine/groups", { name: "Admin's", planId, startsOn: today() });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json<{ error: { message: string } }>().error.message).toBe(churchGroupMessages.dadLeads);
    expect(await groupCount(admin.organizationId)).toBe(0);
  });
});

describe("one invitation brings a family all the way in", () => {
  it("a group's link and its short address: joins the church and the group, starts the family on the group's week; the leader counts it", async () => {
    const { owner, organizationId } = await startChurch("Harbor Church");
    const planId = await membersOnlyPlan(organizationId, "Harbor Men's Plan");
    const group = await newGroup(owner, { name: "Harbor Dads", planId, startsOn: today() });
    const { token, shortUrl } = await groupLink(owner, group.id);
    expect(shortUrl).toMatch(/\/j\/[A-Z2-9]{8}$/);

    // The short address sends on to the join page, typed in lower case with a hyphen too; an unknown one to "not valid".
    const code = shortUrl.split("/j/")[1] ?? "";
    for (const typed of [code, `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`]) {
      const redirect = await t.app.inject({ method: "GET", url: `/j/${typed}` });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe(`/join?token=${token}`);
      expect(redirect.headers["cache-control"]).toBe("no-store");
    }
    expect((await t.app.inject({ method: "GET", url: "/j/NOPE2345" })).headers.location).toBe("/join");

    // Anyone sees which church and group invite, with the plan and its week.
    const seen = await preview(null, token);
    expect(seen).toMatchObject({ organization: { name: "Harbor Church" }, state: "valid", group: { id: group.id, name: "Harbor Dads" } });
    expect(seen.group?.plan).toMatchObject({ id: planId, title: "Harbor Men's Plan", startsOn: today(), week: 1 });

    const { dad, son } = await registerFamily(t, { dadName: "Noah Harbor", sonName: "Sam Harbor" });
    expect((await son.post("/api/memberships", { token })).statusCode).toBe(403);
    expect(await preview(dad, token)).toMatchObject({ alreadyJoined: false, familyOnAnotherPlan: false });
    const joined = await dad.post("/api/memberships", { token });
    expect(joined.statusCode, joined.body).toBe(201);
    const answer = joined.json<TJoinResponse>();
    expect(answer.message).toBe(familyInvitationMessages.joinedWithGroup("Harbor Church", "Harbor Dads"));
    expect(answer.group).toEqual({ id: group.id, name: "Harbor Dads", planTitle: "Harbor Men's Plan", week: 1 });

    // The church, the group, the plan and its schedule: the family's week is the group's.
    expect(await joinedRows(organizationId, group.id, dad.id)).toEqual({ memberships: 1, groupMemberships: 1 });
    const [profile] = await t.db.select({ selectedPlanId: profiles.selectedPlanId }).from(profiles).where(eq(profiles.id, dad.id));
    expect(profile?.selectedPlanId).toBe(planId);
    const [run] = await t.db
      .select({ startsOn: planRuns.startsOn })
      .from(planRuns)
      .where(and(eq(planRuns.userId, dad.id), eq(planRuns.planId, planId)));
    expect(run?.startsOn).toBe(today());
    // The members-only plan's week opens to him (he is inside the church now), and the group page shows he follows.
    const week = await dad.get("/api/dashboard");
    expect(week.statusCode, week.body).toBe(200);
    const page = (await dad.get(`/api/groups/${group.id}`)).json<{ group: { plan: { familyFollows: boolean } } }>().group;
    expect(page.plan.familyFollows).toBe(true);

    // Accepting again changes nothing; the leader sees one family on the plan, two members.
    expect(await preview(dad, token)).toMatchObject({ alreadyJoined: true });
    expect((await dad.post("/api/memberships", { token })).json<TJoinResponse>().message).toBe(familyInvitationMessages.alreadyMember("Harbor Church"));
    const listed = (await owner.get("/api/organizations/mine/groups")).json<TChurchGroupsResponse>().groups[0];
    expect(listed).toMatchObject({ memberCount: 2, familyCount: 1 });
    expect(listed?.link?.url).toContain(token);
  });

  it("asks first when the family follows another plan: 409 and nothing written, then yes moves the whole family", async () => {
    const { owner, organizationId } = await startChurch("Switch Church");
    const groupPlan = await insertPlan(t.db, { title: "The group's plan" });
    const group = await newGroup(owner, { name: "Switchers", planId: groupPlan, startsOn: today() });
    const { token } = await groupLink(owner, group.id);
    const { dad } = await registerFamily(t, { dadName: "Otto Other" });
    const otherPlan = await insertPlan(t.db, { title: "Another plan" });
    expect((await dad.post(`/api/marketplace/plans/${otherPlan}/start`, { source: "plan-page", startsOn: today() })).statusCode).toBe(200);

    expect(await preview(dad, token)).toMatchObject({ familyOnAnotherPlan: true, alreadyJoined: false });
    const unconfirmed = await dad.post("/api/memberships", { token });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json<{ error: { message: string } }>().error.message).toBe(groupMessages.followNeedsConfirmation);
    expect(await joinedRows(organizationId, group.id, dad.id)).toEqual({ memberships: 0, groupMemberships: 0 });

    const confirmed = await dad.post("/api/memberships", { token, confirmSwitch: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const [profile] = await t.db.select({ selectedPlanId: profiles.selectedPlanId }).from(profiles).where(eq(profiles.id, dad.id));
    expect(profile?.selectedPlanId).toBe(groupPlan);
    // His run of the other plan keeps its place: he can come back to it.
    expect(
      await t.db
        .select()
        .from(planRuns)
        .where(and(eq(planRuns.userId, dad.id), eq(planRuns.planId, otherPlan))),
    ).toHaveLength(1);
  });

  it("keeps the church's link and each group's link apart; another church's owner and an editor are refused; a deleted group's link is withdrawn", async () => {
    const { owner, organizationId } = await startChurch("Two Links Church");
    const other = await startChurch("Other Links Church");
    const planId = await insertPlan(t.db, { title: "Two links plan" });
    const group = await newGroup(owner, { name: "Linked group", planId, startsOn: today() });
    const first = await groupLink(owner, group.id);
    const church = await owner.post("/api/organizations/mine/families/link", {});
    const churchToken = new URL(church.json<{ link: { url: string; shortUrl: string } }>().link.url).searchParams.get("token") ?? "";
    expect(church.json<{ link: { shortUrl: string } }>().link.shortUrl).toMatch(/\/j\/[A-Z2-9]{8}$/);
    // A church link brings no group, and a new church link leaves the group's link working.
    expect((await preview(null, churchToken)).group).toBeNull();
    expect((await preview(null, first.token)).state).toBe("valid");
    // A new group link replaces the group's earlier one only.
    const second = await owner.post(`/api/organizations/mine/groups/${group.id}/link`, {});
    expect(second.json<{ message: string }>().message).toBe(familyInvitationMessages.groupLinkReplaced("Linked group"));
    expect((await preview(null, first.token)).state).toBe("revoked");
    expect((await preview(null, churchToken)).state).toBe("valid");

    expect((await other.owner.post(`/api/organizations/mine/groups/${group.id}/link`, {})).statusCode).toBe(404);
    expect((await owner.post(`/api/organizations/mine/groups/999999/link`, {})).statusCode).toBe(404);
    const editor = await registerDad(t, "Editor Dad");
    await t.db.insert(organizationMembers).values({ organizationId, userId: editor.id, role: "editor" });
    await t.db.update(profiles).set({ organizationId }).where(eq(profiles.id, editor.id));
    expect((await editor.post(`/api/organizations/mine/groups/${group.id}/link`, {})).statusCode).toBe(403);
    const editorView = (await editor.get("/api/organizations/mine/groups")).json<TChurchGroupsResponse>();
    expect(editorView.canInvite).toBe(false);
    expect(editorView.groups[0]?.link).toBeNull();
    // An editor who is a dad makes a group too; he leads it.
    expect((await newGroup(editor, { name: "Editor's group", planId, startsOn: today() })).leads).toBe(true);

    const live = new URL(second.json<{ link: { url: string } }>().link.url).searchParams.get("token") ?? "";
    await t.db.delete(dadGroups).where(eq(dadGroups.id, group.id));
    expect((await preview(null, live)).state).toBe("revoked");
    const { dad } = await registerFamily(t, { dadName: "Late Dad" });
    expect((await dad.post("/api/memberships", { token: live })).statusCode).toBe(409);
  });
});

describe("the church page lists its groups for its members", () => {
  it("shows a member family (dad and son) and its staff the groups with plan and members; to anyone else the church has none", async () => {
    const { owner, slug } = await startChurch("Listing Church");
    const planId = await insertPlan(t.db, { title: "Listing plan" });
    const group = await newGroup(owner, { name: "Listed group", planId, startsOn: today() });
    const { token } = await groupLink(owner, group.id);
    const { dad, son } = await registerFamily(t, { dadName: "Member Dad" });
    const outsider = await registerDad(t, "Outsider Dad");

    expect((await outsider.get(`/api/memberships/churches/${slug}/groups`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/memberships/churches/${slug}/groups` })).statusCode).toBe(401);
    expect((await dad.get(`/api/memberships/churches/${slug}/groups`)).statusCode).toBe(404);
    expect((await dad.post("/api/memberships", { token })).statusCode).toBe(201);

    for (const viewer of [dad, son, owner]) {
      const response = await viewer.get(`/api/memberships/churches/${slug}/groups`);
      expect(response.statusCode, response.body).toBe(200);
      const [listed] = response.json<TMemberChurchGroupsResponse>().groups;
      expect(listed).toMatchObject({ name: "Listed group", memberCount: 2, mine: true, plan: { title: "Listing plan", startsOn: today() } });
    }
    // The public page never lists them.
    const publicPage = await t.app.inject({ method: "GET", url: `/api/public/organizations/${slug}` });
    expect(publicPage.body).not.toContain("Listed group");
  });
});
