// API tests of the plan studio: an update changes only what it names, the
// publish checklist, the review queue, drafts of published plans with their versions, the editor's week saves
// with optimistic concurrency, and import/export.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devotionalPlans, mailOutbox } from "../../db/schema/index.ts";
import { studioMessages } from "../../../shared/schemas/studio.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, type Actor } from "../../../../tests/support/actors.ts";

const t = testAppForFile({ REQUIRE_STAFF_TWO_FACTOR: "0" });

const COVER = `/uploads/${"c".repeat(64)}.webp`;

async function startOrganization(actor: Actor, name: string) {
  const response = await actor.post("/api/organizations", { name, description: `${name} serves fathers and sons.` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ organization: { id: number } }>().organization.id;
}

async function orgPlan(actor: Actor, extra: Record<string, unknown> = {}) {
  const response = await actor.post("/api/organizations/mine/plans", {
    title: "Men of Valor",
    description: "Four weeks of courage.",
    durationWeeks: 4,
    category: "faith",
    priceCents: 1299,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ plan: { id: number } }>().plan.id;
}

/** The latest outbox mail to this address whose subject contains the words. */
async function mailTo(to: string, words: string) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return rows.reverse().find((row) => row.subject.includes(words));
}

const planRow = async (planId: number) => (await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.id, planId)))[0];

describe("an update changes only what it names", () => {
  it("editing an organization's paid plan without priceCents or cover keeps its price and cover", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Priced Church");
    const planId = await orgPlan(owner);
    expect(
      (await owner.put(`/api/organizations/mine/plans/${planId}`, { title: "Men of Valor", durationWeeks: 4, coverImageUrl: COVER, priceCents: 1299 }))
        .statusCode,
    ).toBe(200);

    const response = await owner.put(`/api/organizations/mine/plans/${planId}`, { title: "Men of Valor, revised", durationWeeks: 4 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().plan).toMatchObject({
      title: "Men of Valor, revised",
      priceCents: 1299,
      coverImageUrl: COVER,
      category: "faith",
      description: "Four weeks of courage.",
    });
    expect(await planRow(planId)).toMatchObject({ priceCents: 1299, coverImageUrl: COVER, category: "faith" });
  });

  it("a global admin renaming a plan keeps its tags, category and public flag; null still removes a cover", async () => {
    const admin = await createGlobalAdmin(t);
    const created = await admin.post("/api/admin/plans", {
      title: "Platform Plan",
      description: "d",
      durationWeeks: 2,
      category: "leadership",
      tags: ["men"],
      isPublic: false,
    });
    const planId = created.json<{ plan: { id: number } }>().plan.id;
    await admin.put(`/api/admin/plans/${planId}`, { coverImageUrl: COVER });
    const renamed = await admin.put(`/api/admin/plans/${planId}`, { title: "Platform Plan 2" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().plan).toMatchObject({
      title: "Platform Plan 2",
      category: "leadership",
      tags: ["men"],
      isPublic: false,
      coverImageUrl: COVER,
      durationWeeks: 2,
    });
    const cleared = await admin.put(`/api/admin/plans/${planId}`, { coverImageUrl: null });
    expect(cleared.json().plan).toMatchObject({ coverImageUrl: null, title: "Platform Plan 2" });
  });

  it("an empty update and bad values are refused with field messages, nothing written", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Empty Update Church");
    const planId = await orgPlan(owner);
    const bad = await owner.put(`/api/organizations/mine/plans/${planId}`, { title: "", priceCents: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(["title", "priceCents"]));
    expect(await planRow(planId)).toMatchObject({ title: "Men of Valor", priceCents: 1299 });
  });
});

// ---------- the plan studio ----------

const weekBody = (week: number, version: number, extra: { title?: string } = {}) => ({
  version,
  devotional: { title: extra.title ?? `Courage ${week}`, scriptureReference: "Joshua 1:9", content: `Be **strong** in week ${week}.\n\n- pray\n- act` },
  challenge: { title: `Carry ${week}`, description: "Carry a load together.", difficulty: 2, fitnessFocus: "Strength", durationMinutes: 20 },
  dadsCorner: { title: `Lead ${week}`, content: "Go first." },
});

type Studio = {
  plan: { version: number; status: string; reviewState: string; reviewNote: string | null; hasDraft: boolean };
  document: {
    details: { title: string };
    weeks: { weekNumber: number; devotional: { id: number | null; title: string } | null; challenge: { id: number | null } | null }[];
  };
  checklist: { key: string; message: string }[];
  versions: { versionNumber: number }[];
};

async function studio(actor: Actor, base: string, planId: number) {
  const response = await actor.get(`${base}/plans/${planId}/studio`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Studio>();
}

/** Writes every week of a plan through the editor, one save per week, and gives the version after. */
async function writeAllWeeks(actor: Actor, base: string, planId: number, weeks: number) {
  let version = (await studio(actor, base, planId)).plan.version;
  for (let week = 1; week <= weeks; week += 1) {
    const saved = await actor.put(`${base}/plans/${planId}/weeks/${week}`, weekBody(week, version));
    expect(saved.statusCode, saved.body).toBe(200);
    version = saved.json<{ version: number }>().version;
  }
  return version;
}

const ORG = "/api/organizations/mine";

/** A new two-week platform plan with a cover and every week written through the editor: its id and the version after. */
async function writtenPlatformPlan(admin: Actor, title: string) {
  const created = await admin.post("/api/admin/plans", { title, description: "Two weeks.", durationWeeks: 2, category: "faith" });
  const planId = created.json<{ plan: { id: number } }>().plan.id;
  await admin.put(`/api/admin/plans/${planId}`, { coverImageUrl: COVER });
  return { planId, version: await writeAllWeeks(admin, "/api/admin", planId, 2) };
}

describe("the editor writes each week in place", () => {
  it("an item written in week 3 is placed in week 3 and written for week 3; reuse by id; the checklist follows", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Writers Church");
    const planId = await orgPlan(owner, { priceCents: 0 });
    const before = await studio(owner, ORG, planId);
    expect(before.document.weeks).toHaveLength(4);
    expect(before.checklist.map((item) => item.message)).toEqual(
      expect.arrayContaining(["Add a cover image", "Week 3 needs a devotional", "Week 3 needs a challenge"]),
    );

    const saved = await owner.put(`${ORG}/plans/${planId}/weeks/3`, weekBody(3, before.plan.version));
    expect(saved.statusCode, saved.body).toBe(200);
    const week3 = saved.json<{ week: { devotional: { id: number } } }>().week;
    const after = await studio(owner, ORG, planId);
    expect(after.document.weeks[2]?.devotional).toMatchObject({ id: week3.devotional.id, title: "Courage 3" });
    expect(after.checklist.map((item) => item.message)).not.toContain("Week 3 needs a devotional");
    const item = await owner.get(`${ORG}/devotionals/${week3.devotional.id}`);
    expect(item.json()).toMatchObject({ weekNumber: 3, title: "Courage 3" });

    // Week 4 reuses week 3's devotional by its id: no new item.
    const reuse = await owner.put(`${ORG}/plans/${planId}/weeks/4`, {
      ...weekBody(4, after.plan.version),
      devotional: { id: week3.devotional.id, title: "Courage 3", scriptureReference: "Joshua 1:9", content: "Be **strong** in week 3.\n\n- pray\n- act" },
    });
    expect(reuse.statusCode, reuse.body).toBe(200);
    expect((await studio(owner, ORG, planId)).document.weeks[3]?.devotional?.id).toBe(week3.devotional.id);
  });

  it("a second tab saving with an older version gets 409 and nothing is written", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Two Tabs Church");
    const planId = await orgPlan(owner);
    const { version } = (await studio(owner, ORG, planId)).plan;
    const first = await owner.put(`${ORG}/plans/${planId}/weeks/1`, weekBody(1, version, { title: "Tab one" }));
    expect(first.statusCode).toBe(200);
    const second = await owner.put(`${ORG}/plans/${planId}/weeks/1`, weekBody(1, version, { title: "Tab two" }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/changed in another tab/);
    expect((await studio(owner, ORG, planId)).document.weeks[0]?.devotional?.title).toBe("Tab one");
    // The plan's details editor is held to the same version.
    const stale = await owner.put(`${ORG}/plans/${planId}`, { title: "Stale", version });
    expect(stale.statusCode).toBe(409);
  });

  it("bad input: a week outside the plan, a body with <script>, a missing title — 400 with field messages, nothing half-saved", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Strict Writers");
    const planId = await orgPlan(owner);
    const { version } = (await studio(owner, ORG, planId)).plan;
    expect((await owner.put(`${ORG}/plans/${planId}/weeks/5`, weekBody(5, version))).statusCode).toBe(400);
    const script = await owner.put(`${ORG}/plans/${planId}/weeks/1`, {
      ...weekBody(1, version),
      devotional: { title: "X", scriptureReference: "John 1:1", content: "Hello <script>alert(1)</script>" },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().error.fields["devotional.content"]).toMatch(/HTML tags such as <script> are not allowed/);
    const noTitle = await owner.put(`${ORG}/plans/${planId}/weeks/1`, { ...weekBody(1, version), challenge: { ...weekBody(1, version).challenge, title: "" } });
    expect(noTitle.statusCode).toBe(400);
    const after = await studio(owner, ORG, planId);
    expect(after.plan.version).toBe(version);
    expect(after.document.weeks[0]?.devotional).toBeNull();
  });

  it("reorders weeks; a list that is not every week once is refused", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Order Church");
    const planId = await orgPlan(owner);
    let version = (await studio(owner, ORG, planId)).plan.version;
    const saved = await owner.put(`${ORG}/plans/${planId}/weeks/1`, weekBody(1, version, { title: "First written" }));
    version = saved.json<{ version: number }>().version;
    expect((await owner.put(`${ORG}/plans/${planId}/week-order`, { version, order: [1, 1, 2, 3] })).statusCode).toBe(400);
    const moved = await owner.put(`${ORG}/plans/${planId}/week-order`, { version, order: [2, 3, 1, 4] });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await studio(owner, ORG, planId);
    expect(after.document.weeks[0]?.devotional).toBeNull();
    expect(after.document.weeks[2]?.devotional?.title).toBe("First written");
  });

  it("another organization, a non-staff dad and a son get 404/403 on every studio route; the review queue is the platform's", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Owned Church");
    const planId = await orgPlan(owner);
    const other = await registerDad(t);
    await startOrganization(other, "Other Church");
    const { registerFamily } = await import("../../../../tests/support/actors.ts");
    const { dad, son } = await registerFamily(t);
    const calls = [
      (a: Actor) => a.get(`${ORG}/plans/${planId}/studio`),
      (a: Actor) => a.put(`${ORG}/plans/${planId}/weeks/1`, weekBody(1, 1)),
      (a: Actor) => a.put(`${ORG}/plans/${planId}/week-order`, { version: 1, order: [1, 2, 3, 4] }),
      (a: Actor) => a.post(`${ORG}/plans/${planId}/publish`, {}),
      (a: Actor) => a.get(`${ORG}/plans/${planId}/export?format=json`),
    ];
    for (const call of calls) {
      expect((await call(other)).statusCode).toBe(404);
      expect([403, 404]).toContain((await call(dad)).statusCode);
      expect((await call(son)).statusCode).toBe(403);
    }
    expect((await owner.get("/api/admin/reviews")).statusCode).toBe(403);
    expect((await owner.post(`/api/admin/reviews/${planId}/approve`, { version: 1 })).statusCode).toBe(403);
    expect((await son.get("/api/admin/reviews")).statusCode).toBe(403);
    expect((await studio(owner, ORG, planId)).plan.version).toBe(1);
  });
});

describe("the publish checklist, the review and drafts of a published plan", () => {
  async function readyPlan(owner: Actor, extra: Record<string, unknown> = {}) {
    const planId = await orgPlan(owner, { priceCents: 0, ...extra });
    await owner.put(`${ORG}/plans/${planId}`, { coverImageUrl: COVER });
    await writeAllWeeks(owner, ORG, planId, 3);
    return planId;
  }

  it("publishing with an empty week is refused item by item (409) and nothing changes; the old status route is held to it too", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Checklist Church");
    const planId = await readyPlan(owner);
    const refused = await owner.post(`${ORG}/plans/${planId}/publish`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("This plan is not ready to publish yet: Week 4 needs a devotional; Week 4 needs a challenge.");
    expect(refused.json().error.fields).toEqual({ "weeks.4.devotional": "Week 4 needs a devotional", "weeks.4.challenge": "Week 4 needs a challenge" });
    expect((await owner.put(`${ORG}/plans/${planId}/status`, { status: "published" })).statusCode).toBe(409);
    expect(await planRow(planId)).toMatchObject({ status: "draft", reviewState: "none" });
  });

  it("a paid plan of an organization that cannot be paid is not offered for sale: publishing says so", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Unpaid Church");
    const planId = await readyPlan(owner, { priceCents: 1500 });
    await writeAllWeeks(owner, ORG, planId, 4);
    const refused = await owner.post(`${ORG}/plans/${planId}/publish`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ payments: "Connect Stripe and finish payouts to sell this plan, or make it free" });
    expect(refused.json().error.message).not.toMatch(/server/);
  });

  it("a members-only plan skips the public review but keeps the checklist", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Members Church");
    const planId = await readyPlan(owner);
    await t.db.update(devotionalPlans).set({ membersOnly: true }).where(eq(devotionalPlans.id, planId));
    const refused = await owner.post(`${ORG}/plans/${planId}/publish`, {});
    expect(refused.statusCode).toBe(409);
    await writeAllWeeks(owner, ORG, planId, 4);
    const published = await owner.post(`${ORG}/plans/${planId}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ outcome: "published", plan: { status: "published" } });

    // Listed again: whatever the route, a transition to public passes the review first.
    const listedIds = async () => (await owner.get("/api/marketplace/plans")).json<{ plans: { id: number }[] }>().plans.map((p) => p.id);
    const visible = await owner.put(`${ORG}/plans/${planId}/visibility`, { membersOnly: false });
    expect(visible.statusCode, visible.body).toBe(200);
    expect(visible.json()).toMatchObject({ membersOnly: true, inReview: true });
    expect(await listedIds()).not.toContain(planId);
    const admin = await createGlobalAdmin(t);
    const queue = (await admin.get("/api/admin/reviews")).json<{ plans: { id: number }[] }>();
    expect(queue.plans.map((p) => p.id)).toContain(planId);
    const pending = await studio(admin, "/api/admin", planId);
    const approved = await admin.post(`/api/admin/reviews/${planId}/approve`, { version: pending.plan.version });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await t.db.select({ membersOnly: devotionalPlans.membersOnly }).from(devotionalPlans).where(eq(devotionalPlans.id, planId));
    expect(row?.membersOnly).toBe(false);
    expect(await listedIds()).toContain(planId);
  });

  it("first publication waits for review; the admin returns it with a note, then approves; a family reads it; edits stay a draft until approved again", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Reviewed Church");
    const planId = await readyPlan(owner);
    await writeAllWeeks(owner, ORG, planId, 4);

    const sent = await owner.post(`${ORG}/plans/${planId}/publish`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ outcome: "in-review", plan: { status: "draft", reviewState: "pending" } });

    const admin = await createGlobalAdmin(t);
    const queue = (await admin.get("/api/admin/reviews")).json<{ plans: { id: number; version: number; firstPublication: boolean }[] }>();
    const queued = queue.plans.find((plan) => plan.id === planId);
    expect(queued).toMatchObject({ firstPublication: true });

    // A return without a note is refused with its field, and nobody is mailed; nor may the author return his own plan.
    const noNote = await admin.post(`/api/admin/reviews/${planId}/return`, { note: " " });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields.note).toBe(studioMessages.reviewNoteRequired);
    expect((await owner.post(`/api/admin/reviews/${planId}/return`, { note: "Mine." })).statusCode).toBe(403);
    await t.settleMail();
    expect(await mailTo(owner.email, "returned")).toBeUndefined();
    const returned = await admin.post(`/api/admin/reviews/${planId}/return`, { note: "Name the scripture in week 2." });
    expect(returned.statusCode, returned.body).toBe(200);
    // The organization's authors are told by mail, with the reviewer's note.
    await t.settleMail();
    const returnMail = await mailTo(owner.email, "returned");
    expect(returnMail?.text).toContain("Name the scripture in week 2.");
    expect(returnMail?.text).toContain(`/organizations/plans/${planId}/studio`);
    const seen = await studio(owner, ORG, planId);
    expect(seen.plan).toMatchObject({ reviewState: "returned", reviewNote: "Name the scripture in week 2.", status: "draft" });
    expect((await admin.post(`/api/admin/reviews/${planId}/approve`, { version: seen.plan.version })).statusCode).toBe(409);

    await owner.post(`${ORG}/plans/${planId}/publish`, {});
    const pending = await studio(admin, "/api/admin", planId);
    // The admin approves the version he read; a later edit would make his approval stale (409).
    expect((await admin.post(`/api/admin/reviews/${planId}/approve`, { version: pending.plan.version - 1 })).statusCode).toBe(409);
    const approved = await admin.post(`/api/admin/reviews/${planId}/approve`, { version: pending.plan.version });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.settleMail();
    expect(await mailTo(owner.email, "approved and published")).toBeDefined();
    expect(approved.json().plan).toMatchObject({ status: "published", reviewState: "none" });

    const { registerFamily } = await import("../../../../tests/support/actors.ts");
    const { dad } = await registerFamily(t);
    expect((await dad.post(`/api/marketplace/plans/${planId}/start`, {})).statusCode).toBeLessThan(300);
    const week1 = await dad.get("/api/weeks/1");
    expect(week1.json().devotional.title).toBe("Courage 1");

    // An edit of the published plan: a draft; families keep the published text.
    const published = await studio(owner, ORG, planId);
    expect(published.versions.map((v) => v.versionNumber)).toEqual([1]);
    const edit = await owner.put(`${ORG}/plans/${planId}/weeks/1`, weekBody(1, published.plan.version, { title: "Courage, revised" }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await studio(owner, ORG, planId)).plan.hasDraft).toBe(true);
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Courage 1");

    const republish = await owner.post(`${ORG}/plans/${planId}/publish`, {});
    expect(republish.json()).toMatchObject({ outcome: "in-review", plan: { status: "published", reviewState: "pending", hasDraft: true } });
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Courage 1");

    const again = await studio(admin, "/api/admin", planId);
    expect((await admin.post(`/api/admin/reviews/${planId}/approve`, { version: again.plan.version })).statusCode).toBe(200);
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Courage, revised");
    const history = await studio(owner, ORG, planId);
    expect(history.plan.hasDraft).toBe(false);
    expect(history.versions.map((v) => v.versionNumber)).toEqual([1, 2]);
  });

  it("a global admin's own plan publishes at once once the checklist passes", async () => {
    const admin = await createGlobalAdmin(t);
    const { planId } = await writtenPlatformPlan(admin, "Platform Studio Plan");
    const published = await admin.post(`/api/admin/plans/${planId}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ outcome: "published", plan: { status: "published" } });
  });

  it("exports the plan as the Markdown outline and as JSON", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Export Church");
    const planId = await readyPlan(owner);
    const markdown = await owner.get(`${ORG}/plans/${planId}/export?format=markdown`);
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers["content-type"]).toMatch(/text\/markdown/);
    expect(markdown.body).toContain("# Men of Valor");
    expect(markdown.body).toContain("## Week 2");
    expect(markdown.body).toContain("### Devotional: Courage 2");
    expect(markdown.body).toContain("Scripture: Joshua 1:9");
    const json = await owner.get(`${ORG}/plans/${planId}/export?format=json`);
    expect(json.json().weeks[0].challenge.title).toBe("Carry 1");
  });
});

describe("import from a Markdown outline or a Word document", () => {
  const outline = [
    "# Iron and Faith",
    "",
    "Two weeks for fathers and sons.",
    "",
    "Category: faith",
    "",
    "## Week 1: Courage",
    "",
    "### Devotional: Be Strong",
    "",
    "Scripture: Joshua 1:9",
    "",
    "Be **strong** and courageous.",
    "",
    "Questions:",
    "- When were you afraid?",
    "",
    "### Challenge: Hill Sprints",
    "",
    "Focus: Speed",
    "Difficulty: 3",
    "Minutes: 20",
    "",
    "Sprint up a hill eight times.",
    "",
    "Measures:",
    "- Hill sprints: rounds (standard 8, easier 6)",
    "- Hang time: hours",
    "- Wall sit: secs",
    "",
    "### Dad's Corner: Go First",
    "",
    "Your son watches you.",
    "",
    "## Week 2: Rest",
    "",
    "### Mystery section",
    "",
    "### Devotional: Still Waters",
    "",
    "Psalm 23 with no scripture line.",
  ].join("\n");

  it("previews what was understood and what was not, saves nothing; saving places every item in its week", async () => {
    const owner = await registerDad(t);
    const organizationId = await startOrganization(owner, "Import Church");
    const preview = await owner.post(`${ORG}/plans/import/preview`, { format: "markdown", text: outline });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<{
      document: {
        details: { title: string; durationWeeks: number; category: string };
        weeks: { devotional: { title: string; discussionQuestions: string[] } | null; challenge: { difficulty: number; measures: unknown[] } | null }[];
      };
      notUnderstood: string[];
    }>();
    expect(body.document.details).toMatchObject({ title: "Iron and Faith", durationWeeks: 2, category: "faith" });
    expect(body.document.weeks[0]?.devotional).toMatchObject({ title: "Be Strong", discussionQuestions: ["When were you afraid?"] });
    expect(body.document.weeks[0]?.challenge).toMatchObject({ difficulty: 3 });
    const measures = [
      { unit: "rounds", label: "Hill sprints", targets: { standard: 8, easier: 6, harder: null } },
      { unit: "seconds", label: "Wall sit", targets: { standard: null, easier: null, harder: null } },
    ];
    expect(body.document.weeks[0]?.challenge?.measures).toEqual(measures);
    expect(body.document.weeks[1]?.devotional).toBeNull();
    expect(body.notUnderstood).toEqual([
      'Heading "Mystery section" is neither a week nor a devotional, challenge or Dad\'s Corner',
      'Week 1, Challenge: measure "Hang time: hours" was left out (write it as "Push-ups: repetitions")',
      expect.stringMatching(/^Week 2, Devotional: left out \(Scripture reference is required\)/),
    ]);
    expect(await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.organizationId, organizationId))).toHaveLength(0);

    const saved = await owner.post(`${ORG}/plans/import`, { format: "markdown", text: outline });
    expect(saved.statusCode, saved.body).toBe(201);
    const planId = saved.json<{ plan: { id: number; status: string } }>().plan.id;
    expect(saved.json().plan).toMatchObject({ status: "draft", organizationId, title: "Iron and Faith" });
    const written = await studio(owner, ORG, planId);
    expect(written.document.weeks[0]?.devotional?.title).toBe("Be Strong");
    // Export writes the outline import reads: the same plan again.
    const exported = (await owner.get(`${ORG}/plans/${planId}/export?format=markdown`)).body;
    const again = (await owner.post(`${ORG}/plans/import/preview`, { format: "markdown", text: exported })).json<typeof body>();
    expect(again.notUnderstood).toEqual([]);
    expect(again.document.weeks[0]?.devotional).toMatchObject({ title: "Be Strong", discussionQuestions: ["When were you afraid?"] });
    expect(exported).toContain("Measures:\n- Hill sprints: rounds (standard 8, easier 6)\n- Wall sit: seconds\n");
    expect(again.document.weeks[0]?.challenge?.measures).toEqual(measures);
  });

  it("says what it did not understand in the reader's language: Spanish for a Spanish browser, English otherwise", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Import Church Spanish");
    const preview = (language: string, text = outline) =>
      owner.request({ method: "POST", url: `${ORG}/plans/import/preview`, payload: { format: "markdown", text }, headers: { "accept-language": language } });
    const spanish = await preview("es-MX,es;q=0.9");
    expect(spanish.statusCode, spanish.body).toBe(200);
    const lines = spanish.json<{ notUnderstood: string[] }>().notUnderstood;
    expect(lines.slice(0, 2)).toEqual([
      'El título "Mystery section" no es una semana ni un devocional, un reto o un Rincón del papá',
      'Semana 1, reto: se dejó fuera la medida "Hang time: hours" (escríbela así: "Flexiones: repetitions")',
    ]);
    expect(lines[2]).toMatch(/^Semana 2, devocional: se dejó fuera \(/);
    expect(lines.join(" ")).not.toMatch(/left out|Heading/);

    const english = await preview("en-US");
    expect(english.json<{ notUnderstood: string[] }>().notUnderstood.slice(0, 2)).toEqual([
      'Heading "Mystery section" is neither a week nor a devotional, challenge or Dad\'s Corner',
      'Week 1, Challenge: measure "Hang time: hours" was left out (write it as "Push-ups: repetitions")',
    ]);

    // An outline with no title: the plan is named in the reader's language.
    const untitled = ["## Week 1", "", "### Devotional: Be Still", "", "Scripture: Psalm 46:10", "", "Be still."].join("\n");
    expect((await preview("es", untitled)).json().document.details.title).toBe("Plan importado");
    expect((await preview("en", untitled)).json().document.details.title).toBe("Imported plan");
  });

  it("reads a .docx made here; refuses a file that is not one, a zip bomb, an outline with no weeks and a body with <script>", async () => {
    const { makeDocx, zipStored } = await import("../../../../tests/support/docx-fixture.ts");
    const owner = await registerDad(t);
    await startOrganization(owner, "Docx Church");
    const docx = makeDocx([
      "# Word Plan",
      "Written in Word.",
      "## Week 1",
      "### Devotional: Hope",
      "Scripture: Romans 5:5",
      "Hope does not disappoint (really).",
      "### Challenge: Push-ups",
      "Focus: Strength",
      "Do 20 push-ups.",
      "Measures:",
      "- Push-ups: reps (standard 20)",
      "- Standing long jump: cm",
    ]);
    const preview = await owner.post(`${ORG}/plans/import/preview`, { format: "docx", base64: docx.toString("base64") });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().document.weeks[0].devotional).toMatchObject({
      title: "Hope",
      scriptureReference: "Romans 5:5",
      content: "Hope does not disappoint (really).",
    });
    expect(preview.json().document.weeks[0].challenge.measures).toEqual([
      { unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: null } },
      { unit: "centimetres", label: "Standing long jump", targets: { standard: null, easier: null, harder: null } },
    ]);

    const text = await owner.post(`${ORG}/plans/import/preview`, { format: "docx", base64: Buffer.from("just some text, not a document").toString("base64") });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toMatch(/not a Word document/);
    const otherZip = zipStored([{ name: "hello.txt", data: Buffer.from("hi") }]);
    expect((await owner.post(`${ORG}/plans/import/preview`, { format: "docx", base64: otherZip.toString("base64") })).json().error.message).toMatch(
      /not a Word document/,
    );
    const bomb = zipStored([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "word/document.xml", data: Buffer.alloc(50 * 1024 * 1024, 0x20), deflate: true },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const bombed = await owner.post(`${ORG}/plans/import/preview`, { format: "docx", base64: bomb.toString("base64") });
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().error.message).toMatch(/too large/);

    const noWeeks = await owner.post(`${ORG}/plans/import`, { format: "markdown", text: "# Only a title\n\nSome words." });
    expect(noWeeks.statusCode).toBe(400);
    expect(noWeeks.json().error.message).toMatch(/No weeks were found/);

    const script = await owner.post(`${ORG}/plans/import/preview`, {
      format: "markdown",
      text: "# P\n\n## Week 1\n\n### Devotional: X\n\nScripture: John 1:1\n\n<script>alert(1)</script>",
    });
    expect(script.json().notUnderstood[0]).toMatch(/HTML tags such as <script> are not allowed/);
    expect(await t.db.select().from(devotionalPlans).where(eq(devotionalPlans.title, "Only a title"))).toHaveLength(0);
  });
});

describe("the older forms on a published plan are drafts until it is published again", () => {
  async function publishedPlatformPlan(admin: Actor, title: string) {
    const { planId } = await writtenPlatformPlan(admin, title);
    expect((await admin.post(`/api/admin/plans/${planId}/publish`, {})).json().outcome).toBe("published");
    return planId;
  }

  it("'Edit details' on a published plan waits in its draft: families keep the published title, the form shows the new one", async () => {
    const admin = await createGlobalAdmin(t);
    const planId = await publishedPlatformPlan(admin, "Details Plan");
    const edited = await admin.put(`/api/admin/plans/${planId}`, { title: "Details Plan, renamed", description: "A new description.", category: "leadership" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().plan).toMatchObject({ title: "Details Plan, renamed", description: "A new description.", category: "leadership", hasDraft: true });
    // A published plan's details wait in its draft: the row and the marketplace still show the published ones.
    expect(await planRow(planId)).toMatchObject({ title: "Details Plan", description: "Two weeks.", category: "faith" });
    const { registerFamily } = await import("../../../../tests/support/actors.ts");
    const { dad } = await registerFamily(t);
    expect((await dad.get(`/api/marketplace/plans/${planId}`)).json().plan.title).toBe("Details Plan");
    expect((await admin.get(`/api/admin/plans/${planId}/content`)).json().plan).toMatchObject({ title: "Details Plan, renamed", category: "leadership" });
    const seen = await studio(admin, "/api/admin", planId);
    expect(seen.document.details.title).toBe("Details Plan, renamed");

    const republished = await admin.post(`/api/admin/plans/${planId}/publish`, {});
    expect(republished.statusCode, republished.body).toBe(200);
    expect((await dad.get(`/api/marketplace/plans/${planId}`)).json().plan.title).toBe("Details Plan, renamed");
    expect((await studio(admin, "/api/admin", planId)).versions.map((v) => v.versionNumber)).toEqual([1, 2]);
  });

  it("an item form's edit of an item two published plans use waits in both drafts and says so; an unused item is written at once", async () => {
    const admin = await createGlobalAdmin(t);
    const first = await publishedPlatformPlan(admin, "Shared One");
    const shared = (await studio(admin, "/api/admin", first)).document.weeks[0]?.devotional?.id;
    if (!shared) throw new Error("week 1 has no devotional");
    // A second plan reuses week 1's devotional by picking it.
    const { planId: second, version } = await writtenPlatformPlan(admin, "Shared Two");
    const body = weekBody(1, version);
    const reuse = await admin.put(`/api/admin/plans/${second}/weeks/1`, { ...body, devotional: { ...body.devotional, id: shared, title: "Courage 1" } });
    expect(reuse.statusCode, reuse.body).toBe(200);
    expect((await admin.post(`/api/admin/plans/${second}/publish`, {})).json().outcome).toBe("published");

    const item = { title: "Courage, edited in the form", scriptureReference: "Joshua 1:9", content: "Be strong and brave.", weekNumber: 1 };
    const edited = await admin.put(`/api/admin/devotionals/${shared}`, item);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe(studioMessages.itemDrafted(2));
    const { registerFamily } = await import("../../../../tests/support/actors.ts");
    const { dad } = await registerFamily(t);
    expect((await dad.post(`/api/marketplace/plans/${first}/start`, {})).statusCode).toBeLessThan(300);
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Courage 1");
    for (const planId of [first, second]) {
      const seen = await studio(admin, "/api/admin", planId);
      expect(seen.plan.hasDraft).toBe(true);
      expect(seen.document.weeks[0]?.devotional).toMatchObject({ id: shared, title: "Courage, edited in the form" });
    }
    // A body with HTML is refused as the editor refuses it, nothing written.
    const html = await admin.put(`/api/admin/devotionals/${shared}`, { ...item, content: "Hello <script>alert(1)</script>" });
    expect(html.statusCode).toBe(400);
    expect((await studio(admin, "/api/admin", first)).document.weeks[0]?.devotional?.title).toBe("Courage, edited in the form");

    // Publishing the plan gives families the edit.
    expect((await admin.post(`/api/admin/plans/${first}/publish`, {})).statusCode).toBe(200);
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Courage, edited in the form");

    // An item no published plan uses is written at once, as before.
    const loose = await admin.post("/api/admin/devotionals", { ...item, title: "Loose item" });
    const looseId = loose.json<{ id: number }>().id;
    const looseEdit = await admin.put(`/api/admin/devotionals/${looseId}`, { ...item, title: "Loose item, edited" });
    expect(looseEdit.json()).toEqual({ id: looseId, title: "Loose item, edited", weekNumber: 1 });
    expect((await admin.get(`/api/admin/devotionals/${looseId}`)).json().title).toBe("Loose item, edited");
  });
});

describe("publishing one plan leaves the other published plans that share an item as their families read them", () => {
  const measured = { measures: [{ unit: "repetitions", label: "Carries", targets: { standard: 10, easier: null, harder: null } }] };

  /** A published platform plan of two weeks; `week1` replaces week 1's items (to reuse another plan's by id). */
  async function publishedPlan(admin: Actor, title: string, week1: (body: ReturnType<typeof weekBody>) => Record<string, unknown>) {
    const { planId, version } = await writtenPlatformPlan(admin, title);
    const body = weekBody(1, version);
    const saved = await admin.put(`/api/admin/plans/${planId}/weeks/1`, week1(body));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.post(`/api/admin/plans/${planId}/publish`, {})).json().outcome).toBe("published");
    return planId;
  }

  /** A family on the plan that ticked week 1's devotional, logged week 1's challenge and wrote in its journal for week 1. */
  async function familyOn(planId: number, challengeId: number) {
    const { registerFamily } = await import("../../../../tests/support/actors.ts");
    const { dad } = await registerFamily(t);
    expect((await dad.post(`/api/marketplace/plans/${planId}/start`, {})).statusCode).toBeLessThan(300);
    expect((await dad.put("/api/progress/1", { flag: "devotional", completed: true })).statusCode).toBe(200);
    const logged = await dad.post("/api/fitness/results", {
      personId: dad.id,
      challengeId,
      weekNumber: 1,
      version: "standard",
      values: [{ measureKey: "carries|repetitions", value: 12 }],
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const entry = await dad.post("/api/journal/entries", {
      title: "Week 1",
      content: "We carried the groceries together.",
      weekNumber: 1,
      entryType: "reflection",
    });
    expect(entry.statusCode, entry.body).toBeLessThan(300);
    return dad;
  }

  /** What the family reads and kept for week 1: the texts, the ticks, the logged result on the week's challenge, the journal. */
  async function week1Of(dad: Actor) {
    const week = (await dad.get("/api/weeks/1")).json<{
      devotional: { title: string };
      challenge: { id: number; title: string };
      progress: { devotionalCompleted: boolean; challengeCompleted: boolean };
    }>();
    const results = (await dad.get("/api/fitness/results")).json<{ results: { challengeId: number; weekNumber: number; value: number }[] }>().results;
    const journal = (await dad.get("/api/journal/entries")).json<{ entries: { title: string; weekNumber: number | null }[] }>();
    return {
      devotional: week.devotional.title,
      challenge: week.challenge.title,
      ticks: [week.progress.devotionalCompleted, week.progress.challengeCompleted],
      // The week page shows a result when it was logged against the week's challenge.
      logged: results.filter((result) => result.challengeId === week.challenge.id && result.weekNumber === 1).map((result) => result.value),
      journal: journal.entries.map((entry) => [entry.title, entry.weekNumber]),
    };
  }

  it("republishing the first keeps the second's rows and families; the second's own republication then takes the edit; nothing a family wrote is lost", async () => {
    const admin = await createGlobalAdmin(t);
    const one = await publishedPlan(admin, "Shared Valor One", (body) => ({ ...body, challenge: { ...body.challenge, ...measured } }));
    const first = (await studio(admin, "/api/admin", one)).document.weeks[0];
    const devotionalId = first?.devotional?.id;
    const challengeId = first?.challenge?.id;
    if (!devotionalId || !challengeId) throw new Error("week 1 has no items");
    // The second plan reuses week 1's devotional and challenge by picking them.
    const two = await publishedPlan(admin, "Shared Valor Two", (body) => ({
      ...body,
      devotional: { ...body.devotional, id: devotionalId, title: "Courage 1" },
      challenge: { ...body.challenge, ...measured, id: challengeId, title: "Carry 1" },
    }));
    expect((await studio(admin, "/api/admin", two)).document.weeks[0]).toMatchObject({ devotional: { id: devotionalId }, challenge: { id: challengeId } });

    const onOne = await familyOn(one, challengeId);
    const onTwo = await familyOn(two, challengeId);
    const before = { devotional: "Courage 1", challenge: "Carry 1", ticks: [true, true], logged: [12], journal: [["Week 1", 1]] };
    expect(await week1Of(onOne)).toEqual(before);
    expect(await week1Of(onTwo)).toEqual(before);

    // The item forms edit both shared items: the edits wait in both plans' drafts.
    const devotionalEdit = { title: "Courage, edited", scriptureReference: "Joshua 1:9", content: "Be strong and brave.", weekNumber: 1 };
    expect((await admin.put(`/api/admin/devotionals/${devotionalId}`, devotionalEdit)).json().message).toBe(studioMessages.itemDrafted(2));
    const challengeEdit = { ...weekBody(1, 1).challenge, ...measured, title: "Carry, edited", weekNumber: 1 };
    expect((await admin.put(`/api/admin/challenges/${challengeId}`, challengeEdit)).json().message).toBe(studioMessages.itemDrafted(2));

    // Publishing the first plan: its families read the edit; the second plan's families still read their text.
    expect((await admin.post(`/api/admin/plans/${one}/publish`, {})).json().outcome).toBe("published");
    const edited = { ...before, devotional: "Courage, edited", challenge: "Carry, edited" };
    expect(await week1Of(onOne)).toEqual(edited);
    expect(await week1Of(onTwo)).toEqual(before);
    // The first plan has its own copies now; the second keeps the shared rows and its draft keeps the pending edit.
    const oneWeek1 = (await studio(admin, "/api/admin", one)).document.weeks[0];
    expect(oneWeek1?.devotional?.id).not.toBe(devotionalId);
    expect(oneWeek1?.challenge?.id).not.toBe(challengeId);
    const twoStudio = await studio(admin, "/api/admin", two);
    expect(twoStudio.plan.hasDraft).toBe(true);
    expect(twoStudio.document.weeks[0]).toMatchObject({ devotional: { id: devotionalId, title: "Courage, edited" }, challenge: { id: challengeId } });
    expect((await admin.get(`/api/admin/devotionals/${devotionalId}`)).json().title).toBe("Courage 1");

    // The second plan's own republication takes the edit, in place (no other published plan uses the rows now).
    expect((await admin.post(`/api/admin/plans/${two}/publish`, {})).json().outcome).toBe("published");
    expect(await week1Of(onTwo)).toEqual(edited);
    expect(await week1Of(onOne)).toEqual(edited);
    expect((await studio(admin, "/api/admin", two)).document.weeks[0]).toMatchObject({ devotional: { id: devotionalId }, challenge: { id: challengeId } });
    expect((await admin.get(`/api/admin/devotionals/${devotionalId}`)).json().title).toBe("Courage, edited");
  });

  it("a plan that reuses an item unchanged points at it (no copy); an edit written at once to an unpublished plan's shared item does not reach the published plan", async () => {
    const admin = await createGlobalAdmin(t);
    const one = await publishedPlan(admin, "Reuse One", (body) => body);
    const devotionalId = (await studio(admin, "/api/admin", one)).document.weeks[0]?.devotional?.id;
    if (!devotionalId) throw new Error("week 1 has no devotional");
    const two = await publishedPlan(admin, "Reuse Two", (body) => ({ ...body, devotional: { ...body.devotional, id: devotionalId, title: "Courage 1" } }));
    expect((await studio(admin, "/api/admin", two)).document.weeks[0]?.devotional?.id).toBe(devotionalId);

    // An unpublished plan writes its weeks at once: editing the shared devotional there gives it a copy.
    const created = await admin.post("/api/admin/plans", { title: "Reuse Draft", description: "Two weeks.", durationWeeks: 2, category: "faith" });
    const draftPlan = created.json<{ plan: { id: number } }>().plan.id;
    const body = weekBody(1, await writeAllWeeks(admin, "/api/admin", draftPlan, 2));
    const reused = await admin.put(`/api/admin/plans/${draftPlan}/weeks/1`, {
      ...body,
      devotional: { ...body.devotional, id: devotionalId, title: "Courage 1" },
    });
    expect(reused.json().week.devotional.id).toBe(devotionalId);
    const rewritten = await admin.put(`/api/admin/plans/${draftPlan}/weeks/1`, {
      ...body,
      version: reused.json().version,
      devotional: { ...body.devotional, id: devotionalId, title: "Courage, for the draft only" },
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const copyId = rewritten.json().week.devotional.id;
    expect(copyId).not.toBe(devotionalId);
    expect((await admin.get(`/api/admin/devotionals/${devotionalId}`)).json().title).toBe("Courage 1");
    // The copy is the draft plan's own now: the next save edits it in place.
    const again = await admin.put(`/api/admin/plans/${draftPlan}/weeks/1`, {
      ...body,
      version: rewritten.json().version,
      devotional: { ...body.devotional, id: copyId, title: "Courage, for the draft, again" },
    });
    expect(again.json().week.devotional.id).toBe(copyId);
  });
});

describe("the week-assignment screen on a published plan writes its draft", () => {
  it("families keep the published weeks; the screen and the editor show the drafted ones; a pending text edit is kept; publishing applies it", async () => {
    const admin = await createGlobalAdmin(t);
    const { planId } = await writtenPlatformPlan(admin, "Assigned Plan");
    expect((await admin.post(`/api/admin/plans/${planId}/publish`, {})).json().outcome).toBe("published");
    const { registerFamily } = await import("../../../../tests/support/actors.ts");
    const { dad } = await registerFamily(t);
    expect((await dad.post(`/api/marketplace/plans/${planId}/start`, {})).statusCode).toBeLessThan(300);

    // A text edit of week 2 waits in the draft (the editor), then the old screen swaps week 1's devotional for week 2's.
    const before = await studio(admin, "/api/admin", planId);
    const week2 = weekBody(2, before.plan.version, { title: "Courage 2, revised" });
    const week2Id = before.document.weeks[1]?.devotional?.id;
    expect((await admin.put(`/api/admin/plans/${planId}/weeks/2`, { ...week2, devotional: { ...week2.devotional, id: week2Id } })).statusCode).toBe(200);
    const content = (await admin.get(`/api/admin/plans/${planId}/content`)).json<{
      weeks: { weekNumber: number; devotionalId: number | null; challengeId: number | null; dadsCornerId: number | null }[];
    }>();
    const weeks = content.weeks.map((week) => (week.weekNumber === 1 ? { ...week, devotionalId: week2Id ?? null } : week));
    const saved = await admin.put(`/api/admin/plans/${planId}/content`, { weeks });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(studioMessages.draftSaved);

    // Families read the published weeks; the screen and the editor show the draft, with week 2's pending text.
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Courage 1");
    expect((await admin.get(`/api/admin/plans/${planId}/content`)).json().weeks[0]).toMatchObject({ weekNumber: 1, devotionalId: week2Id });
    const drafted = await studio(admin, "/api/admin", planId);
    expect(drafted.plan.hasDraft).toBe(true);
    expect(drafted.document.weeks.map((week) => week.devotional?.title)).toEqual(["Courage 2, revised", "Courage 2, revised"]);

    // Bad input writes nothing: an unknown item, a week past the plan's end, or every week emptied (a week left out
    // keeps what it had).
    const unknown = await admin.put(`/api/admin/plans/${planId}/content`, { weeks: [{ ...weeks[0], devotionalId: 2_000_000_000 }] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(["weeks.0.devotionalId"]);
    expect((await admin.put(`/api/admin/plans/${planId}/content`, { weeks: [{ ...weeks[0], weekNumber: 3 }] })).statusCode).toBe(400);
    const emptied = [1, 2].map((weekNumber) => ({ weekNumber, devotionalId: null, challengeId: null, dadsCornerId: null }));
    expect((await admin.put(`/api/admin/plans/${planId}/content`, { weeks: emptied })).statusCode).toBe(409);
    expect((await studio(admin, "/api/admin", planId)).plan.version).toBe(drafted.plan.version);

    // Publishing gives families the drafted weeks.
    expect((await admin.post(`/api/admin/plans/${planId}/publish`, {})).json().outcome).toBe("published");
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Courage 2, revised");
  });

  it("an organization's plan: the draft goes to review like every other edit; another organization's plan is 404", async () => {
    const owner = await registerDad(t);
    await startOrganization(owner, "Assigning Church");
    const planId = await orgPlan(owner, { priceCents: 0, durationWeeks: 2 });
    await owner.put(`${ORG}/plans/${planId}`, { coverImageUrl: COVER });
    await writeAllWeeks(owner, ORG, planId, 2);
    expect((await owner.post(`${ORG}/plans/${planId}/publish`, {})).json().outcome).toBe("in-review");
    const admin = await createGlobalAdmin(t);
    const version = (await studio(admin, "/api/admin", planId)).plan.version;
    expect((await admin.post(`/api/admin/reviews/${planId}/approve`, { version })).statusCode).toBe(200);

    const content = (await owner.get(`${ORG}/plans/${planId}/content`)).json<{ weeks: { weekNumber: number; dadsCornerId: number | null }[] }>();
    const saved = await owner.put(`${ORG}/plans/${planId}/content`, { weeks: content.weeks.map((week) => ({ ...week, dadsCornerId: null })) });
    expect(saved.json().message).toBe(studioMessages.draftSaved);
    expect(await planRow(planId)).toMatchObject({ status: "published" });
    expect((await owner.post(`${ORG}/plans/${planId}/publish`, {})).json().outcome).toBe("in-review");

    const stranger = await registerDad(t);
    await startOrganization(stranger, "Other Assigning Church");
    expect((await stranger.put(`${ORG}/plans/${planId}/content`, { weeks: content.weeks })).statusCode).toBe(404);
  });
});
