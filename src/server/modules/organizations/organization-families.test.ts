// API tests of an organization's member families: the shared link and
// mailed invitations (one follow-up, then none; limits; bad addresses write nothing), a dad joins for his family and
// leaves, the roster shows families and never a child's details, the public page and the leader guide — and who is
// refused each.
import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, organizationFamilies, organizationFamilyInvitations, organizationMembers } from "../../db/schema/index.ts";
import {
  familyInvitationMessages,
  type TFamilyRosterResponse,
  type TInvitationPreviewResponse,
  type TLeaderGuideResponse,
  type TMembershipsResponse,
  type TPublicOrganizationResponse,
} from "../../../shared/schemas/organization-families.ts";
import type { TListPlansResponse } from "../../../shared/schemas/marketplace.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily, uniqueEmail, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";

const t = testAppForFile({ REQUIRE_STAFF_TWO_FACTOR: "0" });

const DAY = 24 * 60 * 60 * 1000;

async function startOrganization(name: string): Promise<{ owner: Actor; organizationId: number; slug: string }> {
  const owner = await registerDad(t, `${name} Leader`);
  const response = await owner.post("/api/organizations", { name, description: `${name} serves fathers and sons.` });
  expect(response.statusCode, response.body).toBe(201);
  const organization = response.json<{ organization: { id: number; slug: string } }>().organization;
  return { owner, organizationId: organization.id, slug: organization.slug };
}

async function newLink(owner: Actor, message?: string): Promise<string> {
  const response = await owner.post("/api/organizations/mine/families/link", {});
  expect(response.statusCode, response.body).toBe(201);
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
  const url = response.json<{ link: { url: string } }>().link.url;
  return new URL(url).searchParams.get("token") ?? "";
}

async function roster(actor: Actor): Promise<TFamilyRosterResponse> {
  const response = await actor.get("/api/organizations/mine/families");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFamilyRosterResponse>();
}

async function latestToken(to: string, notThis?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [mail] = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = mail ? /\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
    if (token && token !== notThis) return token;
    if (Date.now() > deadline) throw new Error(`no invitation mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the shared link: a dad joins for his family, the roster shows families only, he leaves", () => {
  it("joins, appears on the roster (name, sons, joined; no child's name), leaves, and is gone", async () => {
    const { owner, organizationId } = await startOrganization("Grace Fellowship");
    const { dad, son } = await registerFamily(t, { dadName: "Joel Member", sonName: "Caleb Secret" });
    const token = await newLink(owner);

    const preview = await t.app.inject({
      method: "POST",
      url: "/api/memberships/invitation",
      payload: { token },
      headers: { origin: "http://localhost:3000" },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<TInvitationPreviewResponse>()).toMatchObject({ organization: { name: "Grace Fellowship" }, state: "valid", alreadyMember: false });

    // A son cannot accept for his family.
    const bySon = await son.post("/api/memberships", { token });
    expect(bySon.statusCode).toBe(403);
    expect(bySon.json<{ error: { message: string } }>().error.message).toBe(familyInvitationMessages.sonMayNotAccept);
    expect(await t.db.select().from(organizationFamilies).where(eq(organizationFamilies.organizationId, organizationId))).toHaveLength(0);

    const joined = await dad.post("/api/memberships", { token });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json<{ message: string }>().message).toBe(familyInvitationMessages.joined("Grace Fellowship"));
    // Again: nothing new, said plainly.
    const again = await dad.post("/api/memberships", { token });
    expect(again.json<{ message: string }>().message).toBe(familyInvitationMessages.alreadyMember("Grace Fellowship"));

    const list = await roster(owner);
    expect(list.families).toEqual([expect.objectContaining({ dadName: "Joel Member", sonCount: 1 })]);
    const body = JSON.stringify(list);
    expect(body).not.toContain("Caleb");
    expect(body).not.toContain(dad.email);

    const mine = (await dad.get("/api/memberships")).json<TMembershipsResponse>();
    expect(mine.memberships).toEqual([expect.objectContaining({ organizationId, name: "Grace Fellowship", sharesProgress: false })]);

    // A son cannot take the family out; the dad can.
    expect((await son.delete(`/api/memberships/${organizationId}`)).statusCode).toBe(403);
    const left = await dad.delete(`/api/memberships/${organizationId}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<{ message: string }>().message).toBe(familyInvitationMessages.left("Grace Fellowship"));
    expect((await roster(owner)).families).toEqual([]);
    // A family that left has nothing to leave.
    expect((await dad.delete(`/api/memberships/${organizationId}`)).statusCode).toBe(404);
  });

  it("a withdrawn link, an unknown token and a non-dad are refused with a clear message, and nothing is written", async () => {
    const { owner, organizationId } = await startOrganization("Harbor Men");
    const { dad } = await registerFamily(t);
    // The first link has no "earlier link" to speak of; a new one withdraws the earlier one and says so.
    const first = await newLink(owner, familyInvitationMessages.linkCreated);
    const second = await newLink(owner, familyInvitationMessages.linkReplaced);
    expect(familyInvitationMessages.linkCreated).not.toMatch(/earlier/);
    const withdrawn = await dad.post("/api/memberships/invitation", { token: first });
    expect(withdrawn.json<TInvitationPreviewResponse>()).toMatchObject({ state: "revoked", message: familyInvitationMessages.revoked });
    const refused = await dad.post("/api/memberships", { token: first });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(familyInvitationMessages.revoked);

    const unknown = await dad.post("/api/memberships", { token: "not-a-real-token" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(familyInvitationMessages.unknown);

    const admin = await createGlobalAdmin(t);
    const byAdmin = await admin.post("/api/memberships", { token: second });
    expect(byAdmin.statusCode).toBe(403);

    expect((await owner.delete("/api/organizations/mine/families/link")).statusCode).toBe(200);
    expect((await dad.post("/api/memberships", { token: second })).statusCode).toBe(409);
    expect(await t.db.select().from(organizationFamilies).where(eq(organizationFamilies.organizationId, organizationId))).toHaveLength(0);

    // An expired link says so.
    const third = await newLink(owner);
    await t.db
      .update(organizationFamilyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationFamilyInvitations.organizationId, organizationId));
    const expired = await dad.post("/api/memberships", { token: third });
    expect(expired.statusCode).toBe(409);
    expect(expired.json<{ error: { message: string } }>().error.message).toBe(familyInvitationMessages.expired);
  });

  it("an editor sees the roster but not the link and may not invite; another organization sees none of it", async () => {
    const { owner, organizationId } = await startOrganization("Cedar Church");
    const other = await startOrganization("Other Ministry");
    const editor = await registerDad(t, "Eddie Editor");
    await t.db.insert(organizationMembers).values({ organizationId, userId: editor.id, role: "editor" });
    const token = await newLink(owner);
    const { dad } = await registerFamily(t, { dadName: "Cedar Dad" });
    expect((await dad.post("/api/memberships", { token })).statusCode).toBe(201);

    const seenByEditor = await roster(editor);
    expect(seenByEditor).toMatchObject({ canInvite: false, link: null, invitations: [] });
    expect(seenByEditor.families.map((family) => family.dadName)).toEqual(["Cedar Dad"]);
    expect((await editor.post("/api/organizations/mine/families/link", {})).statusCode).toBe(403);
    expect((await editor.post("/api/organizations/mine/families/invitations", { emails: [uniqueEmail("x")] })).statusCode).toBe(403);

    // The other organization's owner reads his own (empty) roster and cannot touch this one's invitations.
    expect((await roster(other.owner)).families).toEqual([]);
    await owner.post("/api/organizations/mine/families/invitations", { emails: [uniqueEmail("cedar")] });
    const [invitation] = await t.db
      .select({ id: organizationFamilyInvitations.id })
      .from(organizationFamilyInvitations)
      .where(and(eq(organizationFamilyInvitations.organizationId, organizationId), like(organizationFamilyInvitations.email, "cedar%")));
    expect((await other.owner.delete(`/api/organizations/mine/families/invitations/${invitation?.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/organizations/mine/families/invitations/${invitation?.id}`)).statusCode).toBe(200);

    // A dad on no staff and a son have no roster.
    expect((await dad.get("/api/organizations/mine/families")).statusCode).toBe(404);
    const { son } = await registerFamily(t);
    expect((await son.get("/api/organizations/mine/families")).statusCode).toBe(403);
  });
});

describe("mailed invitations", () => {
  it("an invalid address answers 400 naming it, and nothing is written or sent", async () => {
    const { owner, organizationId } = await startOrganization("Valid Check Church");
    const good = uniqueEmail("good");
    const response = await owner.post("/api/organizations/mine/families/invitations", { emails: [good, "not-an-address", "x@"] });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ error: { code: string; fields: Record<string, string> } }>().error;
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(Object.values(error.fields)).toEqual(
      expect.arrayContaining([familyInvitationMessages.emailInvalid("not-an-address"), familyInvitationMessages.emailInvalid("x@")]),
    );
    expect(await t.db.select().from(organizationFamilyInvitations).where(eq(organizationFamilyInvitations.organizationId, organizationId))).toHaveLength(0);
    expect((await owner.post("/api/organizations/mine/families/invitations", { emails: [] })).statusCode).toBe(400);
    await t.settleMail();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, good))).toHaveLength(0);
  });

  it("names the invalid address in the reader's language", async () => {
    const { owner } = await startOrganization("Spanish Check Church");
    const response = await owner.request({
      method: "POST",
      url: "/api/organizations/mine/families/invitations",
      payload: { emails: ["no-es-correo"] },
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ error: { fields: Record<string, string> } }>().error;
    expect(Object.values(error.fields)).toContain("«no-es-correo» no es un correo válido");
  });

  it("mails each address once, follows up once after a few days (both links work), then never again", async () => {
    const { owner } = await startOrganization("Follow Up Church");
    const { dad } = await registerFamily(t, { dadName: "Late Dad" });
    const address = uniqueEmail("late");
    const sent = await owner.post("/api/organizations/mine/families/invitations", { emails: [address, address.toUpperCase(), dad.email] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ sent: 2, alreadyMembers: [] });
    const first = await latestToken(dad.email);

    // Not yet due: nothing.
    await t.app.deps.reminders.sweep(new Date(Date.now() + 1 * DAY));
    await t.settleMail();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))).toHaveLength(1);
    await latestToken(address);

    await t.app.deps.reminders.sweep(new Date(Date.now() + 5 * DAY));
    const followUp = await latestToken(dad.email, first);
    await t.app.deps.reminders.sweep(new Date(Date.now() + 10 * DAY));
    await t.settleMail();
    const mails = await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, address));
    expect(mails.map((mail) => mail.subject)).toEqual(["Join Follow Up Church on StrongBond", "Reminder: join Follow Up Church on StrongBond"]);

    const list = await roster(owner);
    expect(list.invitations.find((invitation) => invitation.email === address)?.state).toBe("reminded");

    // Either link opens it; once used, it is used.
    expect((await dad.post("/api/memberships/invitation", { token: first })).json<TInvitationPreviewResponse>().state).toBe("valid");
    expect((await dad.post("/api/memberships", { token: followUp })).statusCode).toBe(201);
    const used = await dad.post("/api/memberships/invitation", { token: first });
    expect(used.json<TInvitationPreviewResponse>()).toMatchObject({ state: "used", message: familyInvitationMessages.used, alreadyMember: true });

    // Once a member, a new invitation to his address is skipped.
    const skipped = await owner.post("/api/organizations/mine/families/invitations", { emails: [dad.email] });
    expect(skipped.json()).toMatchObject({ sent: 0, alreadyMembers: [dad.email.toLowerCase()] });
  });

  it("a mailed invitation is for the address it was sent to: another dad holding the link is refused, the page names it", async () => {
    const { owner, organizationId } = await startOrganization("Bound Church");
    const invited = await registerDad(t, "Invited Dad");
    const other = await registerDad(t, "Forwarded Link Dad");
    expect((await owner.post("/api/organizations/mine/families/invitations", { emails: [invited.email] })).statusCode).toBe(201);
    const token = await latestToken(invited.email);
    const masked = `${invited.email.slice(0, 1)}***@example.com`;

    // Signed out, the page says whom it was for; signed in with another address, it says he cannot accept it.
    const signedOut = await t.app.inject({ method: "POST", url: "/api/memberships/invitation", headers: { origin: TEST_ORIGIN }, payload: { token } });
    expect(signedOut.json<TInvitationPreviewResponse>()).toMatchObject({ state: "valid", sentTo: masked, forAnotherAddress: false });
    expect((await other.post("/api/memberships/invitation", { token })).json<TInvitationPreviewResponse>()).toMatchObject({
      sentTo: masked,
      forAnotherAddress: true,
    });

    const refused = await other.post("/api/memberships", { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(familyInvitationMessages.forAnotherAddress(masked));
    expect(await t.db.select().from(organizationFamilies).where(eq(organizationFamilies.organizationId, organizationId))).toEqual([]);

    // Its own address accepts it; the shared link stays open to any dad.
    expect((await invited.post("/api/memberships/invitation", { token })).json<TInvitationPreviewResponse>().forAnotherAddress).toBe(false);
    expect((await invited.post("/api/memberships", { token })).statusCode).toBe(201);
    const shared = await newLink(owner);
    expect((await other.post("/api/memberships/invitation", { token: shared })).json<TInvitationPreviewResponse>()).toMatchObject({
      sentTo: null,
      forAnotherAddress: false,
    });
    expect((await other.post("/api/memberships", { token: shared })).statusCode).toBe(201);
  });

  it("an organization sends at most its hourly number of invitations", async () => {
    const { owner, organizationId } = await startOrganization("Busy Church");
    const batch = (n: number) => Array.from({ length: n }, (_, i) => `busy.${n}.${i}.${Date.now()}@example.com`);
    expect((await owner.post("/api/organizations/mine/families/invitations", { emails: batch(50) })).statusCode).toBe(201);
    expect((await owner.post("/api/organizations/mine/families/invitations", { emails: batch(49) })).statusCode).toBe(201);
    const over = await owner.post("/api/organizations/mine/families/invitations", { emails: batch(2) });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ error: { message: string } }>().error.message).toBe(familyInvitationMessages.hourlyLimit);
    expect(await t.db.select().from(organizationFamilyInvitations).where(eq(organizationFamilyInvitations.organizationId, organizationId))).toHaveLength(99);
  });
});

describe("the organization's name on its plans, its public page and the leader guide", () => {
  it("lists its published public plans to anyone; drafts and unlisted plans stay off; cards name it", async () => {
    const { organizationId, slug } = await startOrganization("Public Page Church");
    const published = await insertPlan(t.db, { title: "Iron Sharpens Iron", organizationId });
    await insertPlan(t.db, { title: "Draft Plan", organizationId, status: "draft" });
    await insertPlan(t.db, { title: "Members Only", organizationId, isPublic: false });
    const response = await t.app.inject({ method: "GET", url: `/api/public/organizations/${slug}` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<TPublicOrganizationResponse>();
    expect(page.organization).toMatchObject({ name: "Public Page Church", slug });
    expect(page.plans.map((plan) => plan.title)).toEqual(["Iron Sharpens Iron"]);
    expect((await t.app.inject({ method: "GET", url: "/api/public/organizations/no-such-church" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/public/organizations/Bad_Slug" })).statusCode).toBe(400);

    const { dad } = await registerFamily(t);
    const plans = (await dad.get("/api/marketplace/plans?search=Iron%20Sharpens")).json<TListPlansResponse>().plans;
    expect(plans.find((plan) => plan.id === published)?.organization).toEqual({ name: "Public Page Church", slug });
  });

  it("its staff print a week's guide of its own plans; another organization, a dad and a son are refused", async () => {
    const { owner } = await startOrganization("Guide Church");
    const other = await startOrganization("Guide Rival");
    const plan = await owner.post("/api/organizations/mine/plans", { title: "Breakfast Plan", durationWeeks: 2 });
    const planId = plan.json<{ plan: { id: number } }>().plan.id;
    const devotional = await owner.post("/api/organizations/mine/devotionals", {
      title: "Steady Hands",
      scriptureReference: "Proverbs 27:17",
      content: "Iron sharpens iron.",
      memoryVerse: "As iron sharpens iron, so one person sharpens another.",
      discussionQuestions: ["Who sharpens you?", "Where did you and your son work together this week?"],
      weekNumber: 1,
    });
    const challenge = await owner.post("/api/organizations/mine/challenges", {
      title: "Carry Together",
      description: "Carry something heavy together.",
      difficulty: 2,
      weekNumber: 1,
      fitnessFocus: "Strength",
      durationMinutes: 15,
    });
    const saved = await owner.put(`/api/organizations/mine/plans/${planId}/content`, {
      weeks: [{ weekNumber: 1, devotionalId: devotional.json<{ id: number }>().id, challengeId: challenge.json<{ id: number }>().id, dadsCornerId: null }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const guide = await owner.get(`/api/organizations/mine/plans/${planId}/guide/1`);
    expect(guide.statusCode, guide.body).toBe(200);
    const body = guide.json<TLeaderGuideResponse>();
    expect(body).toMatchObject({ organizationName: "Guide Church", weekNumber: 1, plan: { title: "Breakfast Plan" } });
    expect(body.devotional?.discussionQuestions).toEqual(["Who sharpens you?", "Where did you and your son work together this week?"]);
    expect(body.challenge?.title).toBe("Carry Together");
    expect(body.talkingPoints.join(" ")).toContain("Proverbs 27:17");
    expect(body.talkingPoints).toEqual([
      "Open by reading Proverbs 27:17 aloud, then give the men a minute of quiet with it.",
      "Memory verse for the week: As iron sharpens iron, so one person sharpens another.",
      'Ask each father how "Steady Hands" came up at home with his son this week.',
      'This week\'s challenge, "Carry Together": Strength, about 15 minutes. Who will do it together before next week?',
      "Close by praying for each father and son by name. Nobody has to share more than he wants to.",
    ]);
    // A leader who reads Spanish (his stored choice) gets the talking points in Spanish; the plan's words stay as written.
    expect((await owner.put("/api/account/language", { language: "es" })).statusCode).toBe(200);
    const spanish = (await owner.get(`/api/organizations/mine/plans/${planId}/guide/1`)).json<TLeaderGuideResponse>();
    expect(spanish.talkingPoints).toEqual([
      "Empieza leyendo Proverbs 27:17 en voz alta y luego dales a los hombres un minuto de silencio para meditarlo.",
      "Versículo para memorizar esta semana: As iron sharpens iron, so one person sharpens another.",
      'Pregúntale a cada papá cómo surgió "Steady Hands" en casa con su hijo esta semana.',
      'El reto de esta semana, "Carry Together": Strength, unos 15 minutos. ¿Quién lo hará junto a su hijo antes de la próxima semana?',
      "Cierra orando por cada papá y cada hijo por su nombre. Nadie tiene que compartir más de lo que quiera.",
    ]);
    expect((await owner.put("/api/account/language", { language: "en" })).statusCode).toBe(200);
    expect((await owner.get(`/api/organizations/mine/plans/${planId}/guide/3`)).statusCode).toBe(400);

    expect((await other.owner.get(`/api/organizations/mine/plans/${planId}/guide/1`)).statusCode).toBe(404);
    const { dad, son } = await registerFamily(t);
    expect((await dad.get(`/api/organizations/mine/plans/${planId}/guide/1`)).statusCode).toBe(404);
    expect((await son.get(`/api/organizations/mine/plans/${planId}/guide/1`)).statusCode).toBe(403);
    // A platform plan is no organization's to print.
    const platformPlan = await insertPlan(t.db, { title: "Platform Plan" });
    expect((await owner.get(`/api/organizations/mine/plans/${platformPlan}/guide/1`)).statusCode).toBe(404);
  });
});
