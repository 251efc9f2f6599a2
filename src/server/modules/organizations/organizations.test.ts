// API tests of the organizations area: who may start one, the dashboard, settings, staff and invitations,
// authoring as an organization, and isolation between two organizations on every organization endpoint.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devotionalPlans, devotionals, mailOutbox, organizationMembers, organizations } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { organizationMessages, type TOrganizationHomeResponse } from "../../../shared/schemas/organizations.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily, uniqueEmail, type Actor } from "../../../../tests/support/actors.ts";
import { insertPlan, insertPurchase } from "../../../../tests/support/plan-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  // Dads who start an organization here act as its owner at once; the owner's two-factor rule
  // has its own tests in identity/two-factor.test.ts.
  t = await createTestApp({ REQUIRE_STAFF_TWO_FACTOR: "0" });
});
afterAll(async () => t.close());

const devotional = { title: "Strength for Today", scriptureReference: "Isaiah 40:31", content: "Wait on the Lord.", weekNumber: 1 };
const challenge = { title: "Hill Sprints", description: "Sprint up a hill 8 times.", difficulty: 2, weekNumber: 1, fitnessFocus: "Speed", durationMinutes: 20 };
const importOutline = "# Imported\n\n## Week 1\n\n### Devotional: Hope\n\nScripture: John 1:1\n\nIn the beginning.";
const dadsCornerEntry = { title: "Lead by Example", weekNumber: 1, content: "Your son watches how you keep promises." };

async function startOrganization(actor: Actor, name: string) {
  const response = await actor.post("/api/organizations", { name, description: `${name} serves fathers and sons.` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ organization: { id: number } }>().organization.id;
}

async function home(actor: Actor) {
  const response = await actor.get("/api/organizations/mine");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TOrganizationHomeResponse>();
}

async function authorPlan(actor: Actor, weeks = 2) {
  const plan = await actor.post("/api/organizations/mine/plans", {
    title: "Men of Valor",
    description: "Two weeks",
    durationWeeks: weeks,
    category: "faith",
    tags: ["courage"],
    priceCents: 1299,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  const planId = plan.json<{ plan: { id: number } }>().plan.id;
  const d = (await actor.post("/api/organizations/mine/devotionals", devotional)).json<{ id: number }>().id;
  const c = (await actor.post("/api/organizations/mine/challenges", challenge)).json<{ id: number }>().id;
  const dc = (await actor.post("/api/organizations/mine/dads-corner", dadsCornerEntry)).json<{ id: number }>().id;
  return { planId, devotionalId: d, challengeId: c, dadsCornerId: dc };
}

describe("who may start an organization", () => {
  it("a dad sees 'Create Your Organization' material, starts one, becomes its owner and keeps his role", async () => {
    const { dad } = await registerFamily(t);
    const before = await home(dad);
    expect(before).toMatchObject({ organization: null, canCreate: true, paymentsConfigured: false });
    const organizationId = await startOrganization(dad, "Grace Church");
    const after = await home(dad);
    expect(after.organization).toMatchObject({ id: organizationId, name: "Grace Church", commissionRate: 0.12, stripeConnected: false, payoutsEnabled: false });
    expect(after.role).toBe("owner");
    const session = (await dad.get("/api/session")).json<{ user: { role: string; organizationRole: string; organizationId: number } }>();
    expect(session.user).toMatchObject({ role: "dad", organizationRole: "owner", organizationId });
    // His family's dashboard still opens.
    expect((await dad.get("/api/dashboard")).statusCode).toBe(200);
  });

  it("one per creator: a second one is refused with 409 and nothing is written, also when the database alone decides", async () => {
    const dad = await registerDad(t);
    await startOrganization(dad, "First Ministry");
    const again = await dad.post("/api/organizations", { name: "Second Ministry" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(organizationMessages.alreadyHasOrganization);
    const owned = await t.db.select().from(organizations).where(eq(organizations.createdBy, dad.id));
    expect(owned).toHaveLength(1);
    await expect(t.db.insert(organizations).values({ name: "Sneaky", slug: `sneaky-${Date.now()}`, createdBy: dad.id })).rejects.toThrow();
  });

  it("a son may never start one (403) and has no organization pages", async () => {
    const { son } = await registerFamily(t);
    const response = await son.post("/api/organizations", { name: "Son Ministry" });
    expect(response.statusCode).toBe(403);
    expect((await son.get("/api/organizations/mine")).json<TOrganizationHomeResponse>().canCreate).toBe(false);
    expect((await son.get("/api/organizations/mine/staff")).statusCode).toBe(403);
  });

  it("a global admin may start one and stays a global admin", async () => {
    const admin = await createGlobalAdmin(t);
    await startOrganization(admin, "Admin's Ministry");
    const session = (await admin.get("/api/session")).json<{ user: { isGlobalAdmin: boolean; organizationRole: string } }>();
    expect(session.user).toMatchObject({ isGlobalAdmin: true, organizationRole: "owner" });
    expect((await admin.get("/api/admin/dashboard")).statusCode).toBe(200);
  });

  it("signed out gets 401; a name is required (400 with a field message, nothing written)", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/organizations", payload: { name: "X" }, headers: { origin: "http://localhost:3000" } });
    expect(anonymous.statusCode).toBe(401);
    const dad = await registerDad(t);
    const response = await dad.post("/api/organizations", { name: "   ", description: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.name).toBe(organizationMessages.nameRequired);
    expect(await t.db.select().from(organizations).where(eq(organizations.createdBy, dad.id))).toHaveLength(0);
  });
});

describe("dashboard and settings", () => {
  it("shows totals over completed purchases, its plans and its purchases only", async () => {
    const dad = await registerDad(t);
    const organizationId = await startOrganization(dad, "Totals Church");
    const planId = await insertPlan(t.db, { organizationId, priceCents: 1000 });
    const buyer = await registerDad(t, "Buyer Dad");
    await insertPurchase(t.db, { userId: buyer.id, planId, organizationId, pricePaidCents: 1000, status: "completed" });
    await insertPurchase(t.db, { userId: buyer.id, planId, organizationId, pricePaidCents: 1000, status: "refunded" });
    await insertPlan(t.db, { organizationId: null });
    const body = await home(dad);
    expect(body.stats).toEqual({ totalRevenueCents: 1000, totalPlans: 1 });
    expect(body.plans.map((p) => p.id)).toEqual([planId]);
    expect(body.purchases).toHaveLength(2);
    expect(body.purchases[0]).toMatchObject({ userName: "Buyer Dad", amountCents: 1000, commissionCents: 120, payoutCents: 880 });
  });

  it("owners update name and description with the spec's message; editors are refused", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Old Name");
    const response = await owner.put("/api/organizations/mine", { name: "New Name", description: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: messages.organizationUpdated, organization: { name: "New Name", description: null } });
    const bad = await owner.put("/api/organizations/mine", { name: "" });
    expect(bad.statusCode).toBe(400);
    expect((await home(owner)).organization?.name).toBe("New Name");

    const editor = await joinAsEditor(owner);
    expect((await editor.put("/api/organizations/mine", { name: "Hijack" })).statusCode).toBe(403);
  });

  it("a dad without an organization gets 'Organization Not Found' on its pages' endpoints", async () => {
    const dad = await registerDad(t);
    const response = await dad.put("/api/organizations/mine", { name: "X" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(messages.organizationNotFound);
  });
});

/** Invites a fresh dad as editor by email, reads the link from the dev outbox and accepts it. */
async function joinAsEditor(owner: Actor, role: "editor" | "owner" = "editor"): Promise<Actor> {
  const invitee = await registerDad(t, "Invited Dad");
  const invite = await owner.post("/api/organizations/mine/invitations", { email: invitee.email.toUpperCase(), role });
  expect(invite.statusCode, invite.body).toBe(201);
  const token = await tokenFromOutbox(invitee.email);
  const accept = await invitee.post("/api/organizations/invitations/accept", { token });
  expect(accept.statusCode, accept.body).toBe(200);
  return invitee;
}

async function tokenFromOutbox(email: string): Promise<string> {
  await t.settleMail(); // mail is queued and delivered after the answer
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
  const last = mails.at(-1);
  const match = last?.text.match(/token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no invitation mail for ${email}`);
  return match[1];
}

describe("staff", () => {
  it("an owner invites by email (the real mailer's outbox), the invitee accepts with his account and authors", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Staffed Church");
    const editor = await joinAsEditor(owner);
    const staff = (await owner.get("/api/organizations/mine/staff")).json<{ members: { role: string }[]; invitations: unknown[] }>();
    expect(staff.members.map((m) => m.role)).toEqual(["owner", "editor"]);
    expect(staff.invitations).toEqual([]);
    expect((await editor.post("/api/organizations/mine/plans", { title: "Editor Plan", durationWeeks: 1 })).statusCode).toBe(201);
    // Editors do not invite.
    expect((await editor.post("/api/organizations/mine/invitations", { email: uniqueEmail() })).statusCode).toBe(403);
  });

  it("accepting needs the invited address and a live token; a revoked invitation is dead at once", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Careful Church");
    const invitee = await registerDad(t);
    const stranger = await registerDad(t);
    const invite = await owner.post("/api/organizations/mine/invitations", { email: invitee.email });
    const token = await tokenFromOutbox(invitee.email);
    const wrong = await stranger.post("/api/organizations/invitations/accept", { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(organizationMessages.invitationWrongAccount);
    const invitationId = invite.json<{ invitation: { id: number } }>().invitation.id;
    expect((await owner.delete(`/api/organizations/mine/invitations/${invitationId}`)).statusCode).toBe(200);
    const dead = await invitee.post("/api/organizations/invitations/accept", { token });
    expect(dead.statusCode).toBe(404);
    expect(dead.json().error.message).toBe(organizationMessages.invitationInvalid);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/organizations/invitations/accept",
      payload: { token },
      headers: { origin: "http://localhost:3000" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await owner.post("/api/organizations/mine/invitations", { email: "not-an-email" })).statusCode).toBe(400);
  });

  it("removing a member takes effect on his next request; the last owner cannot be removed", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Removal Church");
    const editor = await joinAsEditor(owner);
    expect((await editor.get("/api/organizations/mine/staff")).statusCode).toBe(200);
    expect((await owner.delete(`/api/organizations/mine/members/${editor.id}`)).statusCode).toBe(200);
    expect((await editor.get("/api/organizations/mine/staff")).statusCode).toBe(404);
    const last = await owner.delete(`/api/organizations/mine/members/${owner.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(organizationMessages.cannotRemoveLastOwner);
  });

  it("a son cannot accept, and someone on a staff cannot join a second one", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Family Church");
    const { son } = await registerFamily(t);
    await owner.post("/api/organizations/mine/invitations", { email: son.email });
    expect((await son.post("/api/organizations/invitations/accept", { token: await tokenFromOutbox(son.email) })).statusCode).toBe(403);
    const otherOwner = await registerDad(t);
    await startOrganization(otherOwner, "Other Church");
    await owner.post("/api/organizations/mine/invitations", { email: otherOwner.email });
    expect((await otherOwner.post("/api/organizations/invitations/accept", { token: await tokenFromOutbox(otherOwner.email) })).statusCode).toBe(409);
  });
});

describe("authoring as an organization", () => {
  it("creates a priced draft, fills two weeks with its own items, previews as dad and son, publishes, unpublishes, archives", async () => {
    const owner = await registerDad(t);
    const organizationId = await startOrganization(owner, "Authors Church");
    const ids = await authorPlan(owner);
    const [plan] = await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, ids.planId));
    expect(plan).toMatchObject({ status: "draft", organizationId, priceCents: 1299 });
    const [item] = await t.db.select().from(devotionals).where(eq(devotionals.id, ids.devotionalId));
    expect(item?.organizationId).toBe(organizationId);

    const publishEmpty = await owner.put(`/api/organizations/mine/plans/${ids.planId}/status`, { status: "published" });
    expect(publishEmpty.statusCode).toBe(409);

    const content = (await owner.get(`/api/organizations/mine/plans/${ids.planId}/content`)).json<{ options: { devotionals: { id: number }[] } }>();
    expect(content.options.devotionals.map((d) => d.id)).toEqual([ids.devotionalId]);
    const weeks: { weekNumber: number; devotionalId: number; challengeId: number | null; dadsCornerId: number | null }[] = [
      { weekNumber: 1, devotionalId: ids.devotionalId, challengeId: ids.challengeId, dadsCornerId: ids.dadsCornerId },
      { weekNumber: 2, devotionalId: ids.devotionalId, challengeId: null, dadsCornerId: null },
    ];
    expect((await owner.put(`/api/organizations/mine/plans/${ids.planId}/content`, { weeks })).statusCode).toBe(200);

    const asDad = (await owner.get(`/api/organizations/mine/plans/${ids.planId}/preview?week=1&as=dad`)).json();
    expect(asDad).toMatchObject({
      devotional: { title: devotional.title },
      challenge: { title: challenge.title },
      dadsCorner: { title: dadsCornerEntry.title },
    });
    const asSon = (await owner.get(`/api/organizations/mine/plans/${ids.planId}/preview?week=1&as=son`)).json();
    expect(asSon).toMatchObject({ devotional: { title: devotional.title }, dadsCorner: null });
    expect((await owner.get(`/api/organizations/mine/plans/${ids.planId}/preview?week=3`)).statusCode).toBe(400);

    // The publish checklist: a cover, every week a devotional and a challenge, a payable seller
    // for a paid plan (this one is made free); the first publication then waits for the platform's review.
    await owner.put(`/api/organizations/mine/plans/${ids.planId}`, { priceCents: 0, coverImageUrl: `/uploads/${"d".repeat(64)}.webp` });
    weeks[1] = { ...weeks[1]!, challengeId: ids.challengeId };
    expect((await owner.put(`/api/organizations/mine/plans/${ids.planId}/content`, { weeks })).statusCode).toBe(200);
    const sent = await owner.put(`/api/organizations/mine/plans/${ids.planId}/status`, { status: "published" });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ outcome: "in-review", plan: { status: "draft", reviewState: "pending" } });
    const admin = await createGlobalAdmin(t);
    const { version } = sent.json<{ plan: { version: number } }>().plan;
    expect((await admin.post(`/api/admin/reviews/${ids.planId}/approve`, { version })).json().plan.status).toBe("published");
    for (const status of ["draft", "archived"] as const) {
      const response = await owner.put(`/api/organizations/mine/plans/${ids.planId}/status`, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().plan.status).toBe(status);
    }
  });

  it("bad input is a 400 with field messages and writes nothing", async () => {
    const owner = await registerDad(t);
    const organizationId = await startOrganization(owner, "Strict Church");
    const response = await owner.post("/api/organizations/mine/plans", { title: "", durationWeeks: 0, priceCents: -5 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(["title", "durationWeeks", "priceCents"]));
    expect(await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.organizationId, organizationId))).toHaveLength(0);
  });

  it("an organization's items never fill the platform's general weeks", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Private Church");
    await owner.post("/api/organizations/mine/devotionals", { ...devotional, title: "Only For Our Plans", weekNumber: 9 });
    const { dad } = await registerFamily(t);
    const week = (await dad.get("/api/weeks/9")).json<{ devotional: { title: string } | null }>();
    expect(week.devotional?.title).not.toBe("Only For Our Plans");
  });

  it("a global admin can unpublish an organization's plan", async () => {
    const owner = await registerDad(t);
    const organizationId = await startOrganization(owner, "Watched Church");
    const planId = await insertPlan(t.db, { organizationId, status: "published" });
    const admin = await createGlobalAdmin(t);
    const response = await admin.put(`/api/admin/plans/${planId}/status`, { status: "draft" });
    expect(response.statusCode).toBe(200);
    const dashboard = (await admin.get("/api/admin/dashboard")).json<{ organizations: { id: number; ownerName: string; planCount: number }[] }>();
    expect(dashboard.organizations.find((o) => o.id === organizationId)).toMatchObject({ ownerName: "Solo Dad", planCount: 1 });
  });
});

describe("editing and deleting after creation", () => {
  it("an organization edits its plan (price, weeks, cover) and items; a published plan keeps content", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Editing Church");
    const ids = await authorPlan(owner);
    const cover = `/uploads/${"c".repeat(64)}.webp`;
    const edited = await owner.put(`/api/organizations/mine/plans/${ids.planId}`, {
      title: "Men of Valor, revised",
      description: "",
      durationWeeks: 3,
      category: "leadership",
      tags: ["a", "a", "b"],
      priceCents: 499,
      coverImageUrl: cover,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().plan).toMatchObject({ title: "Men of Valor, revised", durationWeeks: 3, tags: ["a", "b"], priceCents: 499, coverImageUrl: cover });
    const badCover = await owner.put(`/api/organizations/mine/plans/${ids.planId}`, {
      title: "X",
      durationWeeks: 1,
      coverImageUrl: "https://evil.example/x.png",
    });
    expect(badCover.statusCode).toBe(400);
    expect(badCover.json().error.fields.coverImageUrl).toBeDefined();

    await owner.put(`/api/organizations/mine/plans/${ids.planId}/content`, {
      weeks: [{ weekNumber: 3, devotionalId: ids.devotionalId, challengeId: null, dadsCornerId: null }],
    });
    // Published as a reviewed plan would be (the checklist and review have their own tests in plan-studio.test.ts).
    await t.db.update(devotionalPlans).set({ status: "published" }).where(eq(devotionalPlans.id, ids.planId));
    // A published plan's details and items change only by publishing again; families keep what they read.
    const shrink = await owner.put(`/api/organizations/mine/plans/${ids.planId}`, { title: "Short", durationWeeks: 1 });
    expect(shrink.statusCode).toBe(200);
    expect(shrink.json().plan).toMatchObject({ title: "Short", durationWeeks: 1, hasDraft: true });
    const [kept] = await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, ids.planId));
    expect(kept).toMatchObject({ durationWeeks: 3, title: "Men of Valor, revised" });

    const item = await owner.put(`/api/organizations/mine/devotionals/${ids.devotionalId}`, { ...devotional, title: "Renewed Strength" });
    expect(item.statusCode).toBe(200);
    expect(item.json().message).toMatch(/^Saved as a draft of the published plan that uses it/);
    expect((await owner.get(`/api/organizations/mine/devotionals/${ids.devotionalId}`)).json()).not.toMatchObject({ title: "Renewed Strength" });
    expect((await owner.put(`/api/organizations/mine/devotionals/${ids.devotionalId}`, { ...devotional, title: "" })).statusCode).toBe(400);
  });

  it("deleting never takes anything from a family: used items are archived, chosen plans are refused", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Careful Deletes");
    const ids = await authorPlan(owner);
    await owner.put(`/api/organizations/mine/plans/${ids.planId}/content`, {
      weeks: [{ weekNumber: 1, devotionalId: ids.devotionalId, challengeId: null, dadsCornerId: null }],
    });

    const used = await owner.delete(`/api/organizations/mine/devotionals/${ids.devotionalId}`);
    expect(used.json()).toMatchObject({ outcome: "archived" });
    const options = (await owner.get(`/api/organizations/mine/plans/${ids.planId}/content`)).json<{
      weeks: { devotionalId: number }[];
      options: { devotionals: unknown[] };
    }>();
    expect(options.weeks[0]?.devotionalId).toBe(ids.devotionalId);
    expect(options.options.devotionals).toEqual([]);
    const unused = await owner.delete(`/api/organizations/mine/challenges/${ids.challengeId}`);
    expect(unused.json()).toMatchObject({ outcome: "deleted" });

    // Free, so that a family can start it without checkout.
    await owner.put(`/api/organizations/mine/plans/${ids.planId}`, { title: "Men of Valor", durationWeeks: 2, priceCents: 0 });
    await t.db.update(devotionalPlans).set({ status: "published" }).where(eq(devotionalPlans.id, ids.planId));
    const published = await owner.delete(`/api/organizations/mine/plans/${ids.planId}`);
    expect(published.statusCode).toBe(409);
    const { dad } = await registerFamily(t);
    expect((await dad.post(`/api/marketplace/plans/${ids.planId}/start`, { source: "plan-page" })).statusCode).toBeLessThan(300);
    await owner.put(`/api/organizations/mine/plans/${ids.planId}/status`, { status: "archived" });
    const chosen = await owner.delete(`/api/organizations/mine/plans/${ids.planId}`);
    expect(chosen.statusCode).toBe(409);
    expect(await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, ids.planId))).toHaveLength(1);

    const draft = await owner.post("/api/organizations/mine/plans", { title: "Never used", durationWeeks: 1 });
    expect((await owner.delete(`/api/organizations/mine/plans/${draft.json().plan.id}`)).json()).toMatchObject({ outcome: "deleted" });
  });

  it("a global admin edits and deletes on everything, an organization's too", async () => {
    const owner = await registerDad(t);
    const organizationId = await startOrganization(owner, "Overseen Church");
    const ids = await authorPlan(owner);
    const admin = await createGlobalAdmin(t);
    expect((await admin.put(`/api/admin/plans/${ids.planId}`, { title: "Fixed by admin", durationWeeks: 2, priceCents: 1299 })).statusCode).toBe(200);
    expect((await admin.put(`/api/admin/challenges/${ids.challengeId}`, { ...challenge, title: "Fixed challenge" })).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/dads-corner/${ids.dadsCornerId}`)).json()).toMatchObject({ outcome: "deleted" });
    const [plan] = await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, ids.planId));
    expect(plan).toMatchObject({ title: "Fixed by admin", organizationId });
    // A dad is refused the admin routes.
    expect((await owner.put(`/api/admin/plans/${ids.planId}`, { title: "x", durationWeeks: 1 })).statusCode).toBe(403);
  });
});

describe("isolation between two organizations on every organization endpoint", () => {
  interface Fixture {
    a: Actor;
    b: Actor;
    aPlanId: number;
    bDevotionalId: number;
    bPlanId: number;
    bChallengeId: number;
    bDadsCornerId: number;
    bInvitationId: number;
    bEditorId: string;
    platformPlanId: number;
  }
  type Probe = (f: Fixture) => Promise<{ status: number; check?: () => Promise<void> }>;

  // One case per endpoint: organization A acts on B's (or the platform's) ids and must get 404, or sees only
  // its own rows. Adding an /api/organizations route without a case here fails the coverage test below.
  const cases: Record<string, Probe> = {
    "GET /api/organizations/mine": async (f) => {
      const body = await home(f.a);
      expect(body.plans.map((p) => p.id)).toEqual([f.aPlanId]);
      return { status: 200 };
    },
    "POST /api/organizations": async (f) => ({ status: (await f.a.post("/api/organizations", { name: "Third" })).statusCode }),
    "PUT /api/organizations/mine": async (f) => {
      const status = (await f.a.put("/api/organizations/mine", { name: "A Renamed" })).statusCode;
      const [b] = await t.db.select().from(organizations).where(eq(organizations.createdBy, f.b.id));
      expect(b?.name).toBe("Org B");
      return { status };
    },
    "GET /api/organizations/mine/staff": async (f) => {
      const staff = (await f.a.get("/api/organizations/mine/staff")).json<{ members: { userId: string }[] }>();
      expect(staff.members.map((m) => m.userId)).toEqual([f.a.id]);
      return { status: 200 };
    },
    "POST /api/organizations/mine/invitations": async (f) => {
      const response = await f.a.post("/api/organizations/mine/invitations", { email: f.b.email });
      return { status: response.statusCode };
    },
    "DELETE /api/organizations/mine/invitations/:invitationId": async (f) => ({
      status: (await f.a.delete(`/api/organizations/mine/invitations/${f.bInvitationId}`)).statusCode,
    }),
    "DELETE /api/organizations/mine/members/:userId": async (f) => ({
      status: (await f.a.delete(`/api/organizations/mine/members/${f.bEditorId}`)).statusCode,
    }),
    "POST /api/organizations/invitations/accept": async (f) => ({
      status: (await f.a.post("/api/organizations/invitations/accept", { token: "not-a-real-token" })).statusCode,
    }),
    "POST /api/organizations/mine/plans": async (f) => {
      const response = await f.a.post("/api/organizations/mine/plans", { title: "Mine", durationWeeks: 1, organizationId: 999 });
      const [row] = await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, response.json().plan.id));
      const [own] = await t.db.select().from(organizationMembers).where(eq(organizationMembers.userId, f.a.id));
      expect(row?.organizationId).toBe(own?.organizationId);
      return { status: response.statusCode };
    },
    "GET /api/organizations/mine/plans/:planId/content": async (f) => {
      expect((await f.a.get(`/api/organizations/mine/plans/${f.platformPlanId}/content`)).statusCode).toBe(404);
      return { status: (await f.a.get(`/api/organizations/mine/plans/${f.bPlanId}/content`)).statusCode };
    },
    "PUT /api/organizations/mine/plans/:planId/content": async (f) => {
      // Foreign plan: 404. Own plan with a foreign item: refused field by field.
      const foreignItem = await f.a.put(`/api/organizations/mine/plans/${f.aPlanId}/content`, {
        weeks: [{ weekNumber: 1, devotionalId: f.bDevotionalId, challengeId: null, dadsCornerId: null }],
      });
      expect(foreignItem.statusCode).toBe(400);
      return { status: (await f.a.put(`/api/organizations/mine/plans/${f.bPlanId}/content`, { weeks: [] })).statusCode };
    },
    "PUT /api/organizations/mine/plans/:planId/status": async (f) => ({
      status: (await f.a.put(`/api/organizations/mine/plans/${f.bPlanId}/status`, { status: "archived" })).statusCode,
    }),
    "GET /api/organizations/mine/plans/:planId/preview": async (f) => ({
      status: (await f.a.get(`/api/organizations/mine/plans/${f.bPlanId}/preview?week=1`)).statusCode,
    }),
    "POST /api/organizations/mine/devotionals": async (f) => {
      const response = await f.a.post("/api/organizations/mine/devotionals", devotional);
      const content = (await f.b.get(`/api/organizations/mine/plans/${f.bPlanId}/content`)).json<{ options: { devotionals: { id: number }[] } }>();
      expect(content.options.devotionals.map((d) => d.id)).not.toContain(response.json().id);
      return { status: response.statusCode };
    },
    "POST /api/organizations/mine/challenges": async (f) => ({ status: (await f.a.post("/api/organizations/mine/challenges", challenge)).statusCode }),
    "POST /api/organizations/mine/dads-corner": async (f) => ({ status: (await f.a.post("/api/organizations/mine/dads-corner", dadsCornerEntry)).statusCode }),
  };

  const foreign =
    (method: "get" | "put" | "delete", path: string, body?: unknown): Probe =>
    async (f) => {
      const itemId = path.includes("/challenges/") ? f.bChallengeId : path.includes("/dads-corner/") ? f.bDadsCornerId : f.bDevotionalId;
      const url = path.replace(":planId", String(f.bPlanId)).replace(":itemId", String(itemId));
      const response = method === "get" ? await f.a.get(url) : method === "put" ? await f.a.put(url, body) : await f.a.delete(url);
      return { status: response.statusCode };
    };
  const planEdit = { title: "Stolen", durationWeeks: 2 };
  Object.assign(cases, {
    "PUT /api/organizations/mine/plans/:planId": foreign("put", "/api/organizations/mine/plans/:planId", planEdit),
    "DELETE /api/organizations/mine/plans/:planId": foreign("delete", "/api/organizations/mine/plans/:planId"),
    "GET /api/organizations/mine/content-library": async (f: Fixture) => {
      const library = (await f.a.get("/api/organizations/mine/content-library")).json<{ devotionals: { id: number }[] }>();
      expect(library.devotionals.map((d) => d.id)).not.toContain(f.bDevotionalId);
      return { status: 200 };
    },
    "GET /api/organizations/mine/devotionals/:itemId": foreign("get", "/api/organizations/mine/devotionals/:itemId"),
    "PUT /api/organizations/mine/devotionals/:itemId": foreign("put", "/api/organizations/mine/devotionals/:itemId", devotional),
    "DELETE /api/organizations/mine/devotionals/:itemId": foreign("delete", "/api/organizations/mine/devotionals/:itemId"),
    "GET /api/organizations/mine/challenges/:itemId": foreign("get", "/api/organizations/mine/challenges/:itemId"),
    "PUT /api/organizations/mine/challenges/:itemId": foreign("put", "/api/organizations/mine/challenges/:itemId", challenge),
    "DELETE /api/organizations/mine/challenges/:itemId": foreign("delete", "/api/organizations/mine/challenges/:itemId"),
    "GET /api/organizations/mine/dads-corner/:itemId": foreign("get", "/api/organizations/mine/dads-corner/:itemId"),
    "PUT /api/organizations/mine/dads-corner/:itemId": foreign("put", "/api/organizations/mine/dads-corner/:itemId", dadsCornerEntry),
    "DELETE /api/organizations/mine/dads-corner/:itemId": foreign("delete", "/api/organizations/mine/dads-corner/:itemId"),
    // The plan studio: another organization's plan is not found, whatever is sent.
    "GET /api/organizations/mine/plans/:planId/studio": foreign("get", "/api/organizations/mine/plans/:planId/studio"),
    "PUT /api/organizations/mine/plans/:planId/weeks/:week": foreign("put", "/api/organizations/mine/plans/:planId/weeks/1", {
      version: 1,
      devotional: null,
      challenge: null,
      dadsCorner: null,
    }),
    "PUT /api/organizations/mine/plans/:planId/week-order": foreign("put", "/api/organizations/mine/plans/:planId/week-order", { version: 1, order: [1] }),
    "POST /api/organizations/mine/plans/:planId/publish": async (f: Fixture) => ({
      status: (await f.a.post(`/api/organizations/mine/plans/${f.bPlanId}/publish`, {})).statusCode,
    }),
    "GET /api/organizations/mine/plans/:planId/export": foreign("get", "/api/organizations/mine/plans/:planId/export"),
    // An import is always the caller's own organization's new plan.
    "POST /api/organizations/mine/plans/import/preview": async (f: Fixture) => ({
      status: (await f.a.post("/api/organizations/mine/plans/import/preview", { format: "markdown", text: importOutline })).statusCode,
    }),
    "POST /api/organizations/mine/plans/import": async (f: Fixture) => {
      const response = await f.a.post("/api/organizations/mine/plans/import", { format: "markdown", text: importOutline });
      const [row] = await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, response.json().plan.id));
      const [own] = await t.db.select().from(organizationMembers).where(eq(organizationMembers.userId, f.a.id));
      expect(row?.organizationId).toBe(own?.organizationId);
      return { status: response.statusCode };
    },
  });

  const expected: Record<string, number> = {
    "PUT /api/organizations/mine/plans/:planId": 404,
    "DELETE /api/organizations/mine/plans/:planId": 404,
    "GET /api/organizations/mine/content-library": 200,
    "GET /api/organizations/mine/devotionals/:itemId": 404,
    "PUT /api/organizations/mine/devotionals/:itemId": 404,
    "DELETE /api/organizations/mine/devotionals/:itemId": 404,
    "GET /api/organizations/mine/challenges/:itemId": 404,
    "PUT /api/organizations/mine/challenges/:itemId": 404,
    "DELETE /api/organizations/mine/challenges/:itemId": 404,
    "GET /api/organizations/mine/dads-corner/:itemId": 404,
    "PUT /api/organizations/mine/dads-corner/:itemId": 404,
    "DELETE /api/organizations/mine/dads-corner/:itemId": 404,
    "GET /api/organizations/mine": 200,
    "POST /api/organizations": 409,
    "PUT /api/organizations/mine": 200,
    "GET /api/organizations/mine/staff": 200,
    "POST /api/organizations/mine/invitations": 201,
    "DELETE /api/organizations/mine/invitations/:invitationId": 404,
    "DELETE /api/organizations/mine/members/:userId": 404,
    "POST /api/organizations/invitations/accept": 409,
    "POST /api/organizations/mine/plans": 201,
    "GET /api/organizations/mine/plans/:planId/content": 404,
    "PUT /api/organizations/mine/plans/:planId/content": 404,
    "PUT /api/organizations/mine/plans/:planId/status": 404,
    "GET /api/organizations/mine/plans/:planId/preview": 404,
    "POST /api/organizations/mine/devotionals": 201,
    "POST /api/organizations/mine/challenges": 201,
    "POST /api/organizations/mine/dads-corner": 201,
    "GET /api/organizations/mine/plans/:planId/studio": 404,
    "PUT /api/organizations/mine/plans/:planId/weeks/:week": 404,
    "PUT /api/organizations/mine/plans/:planId/week-order": 404,
    "POST /api/organizations/mine/plans/:planId/publish": 404,
    "GET /api/organizations/mine/plans/:planId/export": 404,
    "POST /api/organizations/mine/plans/import/preview": 200,
    "POST /api/organizations/mine/plans/import": 201,
  };

  let fixture: Fixture;
  beforeAll(async () => {
    const a = await registerDad(t, "Owner A");
    const b = await registerDad(t, "Owner B");
    await startOrganization(a, "Org A");
    await startOrganization(b, "Org B");
    const aIds = await authorPlan(a);
    const bIds = await authorPlan(b);
    const invitation = await b.post("/api/organizations/mine/invitations", { email: uniqueEmail("pending") });
    const bEditor = await joinAsEditor(b);
    fixture = {
      a,
      b,
      aPlanId: aIds.planId,
      bDevotionalId: bIds.devotionalId,
      bPlanId: bIds.planId,
      bChallengeId: bIds.challengeId,
      bDadsCornerId: bIds.dadsCornerId,
      bInvitationId: invitation.json<{ invitation: { id: number } }>().invitation.id,
      bEditorId: bEditor.id,
      platformPlanId: await insertPlan(t.db, { organizationId: null, status: "draft" }),
    };
  });

  it("has a case for every /api/organizations route of the OpenAPI document", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(spec.paths)
      // The member families' routes prove their isolation in organization-families.test.ts, the
      // sponsorships and a plan's members-only visibility in payments/sponsorships.test.ts, the church's groups and
      // their links in church-groups.test.ts.
      .filter(
        ([path]) =>
          path.startsWith("/api/organizations") &&
          !path.startsWith("/api/organizations/mine/families") &&
          !path.startsWith("/api/organizations/mine/groups") &&
          !path.startsWith("/api/organizations/churches/") &&
          !path.includes("/guide/") &&
          !path.startsWith("/api/organizations/mine/sponsorships") &&
          !path.endsWith("/visibility"),
      )
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !(route in cases)).sort()).toEqual([]);
    expect(Object.keys(cases).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [route, probe] of Object.entries(cases)) {
    it(`${route} stays inside organization A`, async () => {
      const result = await probe(fixture);
      expect(result.status).toBe(expected[route]);
      // B's plan, item and staff are untouched whatever A tried.
      const [bPlan] = await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, fixture.bPlanId));
      expect(bPlan).toMatchObject({ status: "draft", title: "Men of Valor" });
      const [bItem] = await t.db.select().from(devotionals).where(eq(devotionals.id, fixture.bDevotionalId));
      expect(bItem).toMatchObject({ title: devotional.title, archivedAt: null });
      const bMembers = await t.db
        .select()
        .from(organizationMembers)
        .where(and(eq(organizationMembers.userId, fixture.bEditorId)));
      expect(bMembers).toHaveLength(1);
    });
  }
});
