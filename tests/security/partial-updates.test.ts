// One rule for every update: what is not sent is kept (shared/schemas/update.ts, server/lib/keep-unsent.ts). Every
// PUT and PATCH route the app serves is in UPDATE_ROUTES: either a case that stores a full row, sends one field,
// and proves every other field is as it was, or the reason its body is one whole value. A new update route
// fails this test until it says which.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../support/actors.ts";
import { uploadImage } from "../support/uploads.ts";
import { declaredRoutes } from "./declared-routes.ts";

let t: TestApp;
let admin: Actor;
let owner: Actor;
let dad: Actor;
let son: Actor;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_STAFF_TWO_FACTOR: "0" });
  admin = await createGlobalAdmin(t, { twoFactor: false });
  owner = await registerDad(t, "Owner Dad");
  expect((await owner.post("/api/organizations", { name: "Keeping Church", description: "We keep what we wrote." })).statusCode).toBe(201);
  ({ dad, son } = await registerFamily(t, { dadName: "Keeping Dad", sonName: "Keeping Son" }));
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
const json = async (response: Promise<{ statusCode: number; body: string; json: <T>() => T }>, status = 200): Promise<Json> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<Json>();
};

const STUDIOS = { admin: { base: "/api/admin", actor: () => admin }, organization: { base: "/api/organizations/mine", actor: () => owner } };
type StudioName = keyof typeof STUDIOS;

async function newPlan(studio: StudioName, extra: Json = {}) {
  const { base, actor } = STUDIOS[studio];
  const created = await json(
    actor().post(`${base}/plans`, {
      title: "Kept Plan",
      description: "Six weeks of courage.",
      durationWeeks: 2,
      category: "leadership",
      tags: ["courage", "men"],
      isPublic: false,
      ...(studio === "organization" ? { priceCents: 1500 } : {}),
      ...extra,
    }),
    201,
  );
  return (created.plan as { id: number }).id;
}

const ITEMS = {
  devotionals: {
    body: {
      title: "Courage",
      scriptureReference: "Joshua 1:9",
      content: "Be strong.",
      weekNumber: 1,
      memoryVerse: "Be strong and courageous",
      discussionQuestions: ["Why?", "How?"],
    },
    kept: { scriptureReference: "Joshua 1:9", content: "Be strong.", memoryVerse: "Be strong and courageous", discussionQuestions: ["Why?", "How?"] },
  },
  challenges: {
    body: {
      title: "Carry",
      description: "Carry a load.",
      difficulty: 3,
      weekNumber: 1,
      fitnessFocus: "Strength",
      durationMinutes: 25,
      equipmentNeeded: ["Backpack"],
      measures: [{ unit: "repetitions", label: "Carries", targets: { standard: 10, easier: null, harder: null } }],
    },
    kept: {
      description: "Carry a load.",
      difficulty: 3,
      fitnessFocus: "Strength",
      durationMinutes: 25,
      equipmentNeeded: ["Backpack"],
      measures: [{ unit: "repetitions", label: "Carries", targets: { standard: 10, easier: null, harder: null } }],
    },
  },
  "dads-corner": {
    body: { title: "Lead", weekNumber: 1, content: "Go first.", resources: [{ label: "Guide", url: "https://example.com/guide" }] },
    kept: { content: "Go first.", resources: [{ label: "Guide", url: "https://example.com/guide" }] },
  },
} as const;

/** An item is renamed by its form's PUT with its title only; every other field stays. */
function itemCase(studio: StudioName, path: keyof typeof ITEMS) {
  return async () => {
    const { base, actor } = STUDIOS[studio];
    const { id } = (await json(actor().post(`${base}/${path}`, ITEMS[path].body), 201)) as { id: number };
    await json(actor().put(`${base}/${path}/${id}`, { title: "Renamed" }));
    expect(await json(actor().get(`${base}/${path}/${id}`))).toMatchObject({ title: "Renamed", weekNumber: 1, ...ITEMS[path].kept });
  };
}

/** "Edit Details" with the title only keeps the description, category, tags, visibility, price and cover. */
function planCase(studio: StudioName) {
  return async () => {
    const { base, actor } = STUDIOS[studio];
    const planId = await newPlan(studio);
    const cover = await uploadImage(actor(), "cover");
    await json(actor().put(`${base}/plans/${planId}`, { coverImageUrl: cover }));
    await json(actor().put(`${base}/plans/${planId}`, { title: "Renamed Plan" }));
    const { plan } = (await json(actor().get(`${base}/plans/${planId}/content`))) as { plan: Json };
    expect(plan).toMatchObject({
      title: "Renamed Plan",
      description: "Six weeks of courage.",
      durationWeeks: 2,
      category: "leadership",
      tags: ["courage", "men"],
      isPublic: false,
      coverImageUrl: cover,
      ...(studio === "organization" ? { priceCents: 1500 } : {}),
    });
  };
}

const WEEK = {
  devotional: { title: "Courage", scriptureReference: "Joshua 1:9", content: "Be strong." },
  challenge: { title: "Carry", description: "Carry a load.", difficulty: 2, fitnessFocus: "Strength", durationMinutes: 20 },
  dadsCorner: { title: "Lead", content: "Go first." },
};

/** The editor saves one part of a week: the week's other parts stay. */
function weekCase(studio: StudioName) {
  return async () => {
    const { base, actor } = STUDIOS[studio];
    const planId = await newPlan(studio);
    const studioOf = async () => (await json(actor().get(`${base}/plans/${planId}/studio`))) as { plan: { version: number }; document: { weeks: Json[] } };
    const first = await json(actor().put(`${base}/plans/${planId}/weeks/1`, { version: (await studioOf()).plan.version, ...WEEK }));
    await json(actor().put(`${base}/plans/${planId}/weeks/1`, { version: first.version, devotional: { ...WEEK.devotional, title: "Courage, again" } }));
    expect((await studioOf()).document.weeks[0]).toMatchObject({
      devotional: { title: "Courage, again" },
      challenge: { title: "Carry" },
      dadsCorner: { title: "Lead" },
    });
  };
}

/** The week-assignment screen names week 1 only: week 2 keeps its items. */
function contentCase(studio: StudioName) {
  return async () => {
    const { base, actor } = STUDIOS[studio];
    const planId = await newPlan(studio);
    const item = async (week: number) =>
      ((await json(actor().post(`${base}/devotionals`, { ...ITEMS.devotionals.body, title: `Week ${week} words`, weekNumber: week }), 201)) as { id: number })
        .id;
    const [one, two, other] = [await item(1), await item(2), await item(1)];
    const week = (weekNumber: number, devotionalId: number) => ({ weekNumber, devotionalId, challengeId: null, dadsCornerId: null });
    await json(actor().put(`${base}/plans/${planId}/content`, { weeks: [week(1, one), week(2, two)] }));
    await json(actor().put(`${base}/plans/${planId}/content`, { weeks: [week(1, other)] }));
    const { weeks } = (await json(actor().get(`${base}/plans/${planId}/content`))) as { weeks: Json[] };
    expect(weeks.map((w) => [w.weekNumber, w.devotionalId])).toEqual([
      [1, other],
      [2, two],
    ]);
  };
}

const reminder = { enabled: true, weekday: 3, time: "19:30", timeZone: "America/Chicago", channels: ["email", "push"] };

type UpdateRoute = { keeps: () => Promise<void> } | { whole: string };

const UPDATE_ROUTES: Record<string, UpdateRoute> = {
  "PUT /api/organizations/mine": {
    keeps: async () => {
      await json(owner.put("/api/organizations/mine", { name: "Keeping Church, renamed" }));
      const { organization } = (await json(owner.get("/api/organizations/mine"))) as { organization: Json };
      expect(organization).toMatchObject({ name: "Keeping Church, renamed", description: "We keep what we wrote." });
    },
  },
  "PATCH /api/groups/{groupId}": {
    keeps: async () => {
      const created = await json(dad.post("/api/groups", { name: "Open Men", description: "Saturday breakfast.", isPrivate: false }), 201);
      const groupId = (created.group as { id: number }).id;
      await json(dad.patch(`/api/groups/${groupId}`, { name: "Open Men, renamed" }));
      const { group } = (await json(dad.get(`/api/groups/${groupId}`))) as { group: Json };
      expect(group).toMatchObject({ name: "Open Men, renamed", description: "Saturday breakfast.", isPrivate: false });
    },
  },
  "PUT /api/admin/plans/{planId}": { keeps: planCase("admin") },
  "PUT /api/organizations/mine/plans/{planId}": { keeps: planCase("organization") },
  "PUT /api/admin/devotionals/{itemId}": { keeps: itemCase("admin", "devotionals") },
  "PUT /api/admin/challenges/{itemId}": { keeps: itemCase("admin", "challenges") },
  "PUT /api/admin/dads-corner/{itemId}": { keeps: itemCase("admin", "dads-corner") },
  "PUT /api/organizations/mine/devotionals/{itemId}": { keeps: itemCase("organization", "devotionals") },
  "PUT /api/organizations/mine/challenges/{itemId}": { keeps: itemCase("organization", "challenges") },
  "PUT /api/organizations/mine/dads-corner/{itemId}": { keeps: itemCase("organization", "dads-corner") },
  "PUT /api/admin/plans/{planId}/weeks/{week}": { keeps: weekCase("admin") },
  "PUT /api/organizations/mine/plans/{planId}/weeks/{week}": { keeps: weekCase("organization") },
  "PUT /api/admin/plans/{planId}/content": { keeps: contentCase("admin") },
  "PUT /api/organizations/mine/plans/{planId}/content": { keeps: contentCase("organization") },
  "PUT /api/account/profile": {
    keeps: async () => {
      const picture = await uploadImage(dad, "avatar");
      await json(dad.put("/api/account/profile", { fullName: "Keeping Dad", avatarUrl: picture }));
      await json(dad.put("/api/account/profile", { fullName: "Keeping Dad Renamed" }));
      expect(await json(dad.get("/api/account"))).toMatchObject({ fullName: "Keeping Dad Renamed", avatarUrl: picture });
    },
  },
  "PUT /api/journal/entries/{id}": {
    keeps: async () => {
      const entry = { title: "Strong", content: "We carried the bags.", weekNumber: 2, entryType: "fitness", isShared: true };
      const { entry: created } = (await json(son.post("/api/journal/entries", entry), 201)) as { entry: { id: number } };
      await json(son.put(`/api/journal/entries/${created.id}`, { title: "Stronger" }));
      expect(await json(son.get(`/api/journal/entries/${created.id}`))).toMatchObject({ entry: { ...entry, title: "Stronger" } });
    },
  },
  "PUT /api/reminders": {
    keeps: async () => {
      await json(dad.put("/api/reminders", { ...reminder, recap: false }));
      await json(dad.put("/api/reminders", { time: "07:15" }));
      const { mine } = (await json(dad.get("/api/reminders"))) as { mine: Json };
      expect(mine).toMatchObject({ enabled: true, weekday: 3, time: "07:15", timeZone: "America/Chicago", channels: ["email", "push"], recap: false });
    },
  },
  "PUT /api/reminders/sons/{sonId}": {
    keeps: async () => {
      await json(dad.put(`/api/reminders/sons/${son.id}`, { ...reminder, channels: ["push"], consent: true }));
      await json(dad.put(`/api/reminders/sons/${son.id}`, { weekday: 5 }));
      const { sons } = (await json(dad.get("/api/reminders"))) as { sons: Json[] };
      expect(sons[0]).toMatchObject({ enabled: true, weekday: 5, time: "19:30", timeZone: "America/Chicago", channels: ["push"] });
      expect(sons[0]?.consentAt).not.toBeNull();
    },
  },

  // Bodies that are one whole value: nothing else to keep.
  "PUT /api/progress/{week}": { whole: "one tick: the item and whether it is done" },
  "PUT /api/plan-run/start-date": { whole: "one value: the family's start date" },
  "PUT /api/family/sons/{sonId}/password": { whole: "a credential, typed whole" },
  "PUT /api/family/sons/{sonId}/sign-in": { whole: "a credential: the sign-in name with its PIN, typed twice" },
  "PUT /api/family/sons/{sonId}/age-band": { whole: "one value: the age band" },
  "PUT /api/scripture/version": { whole: "one value: the reader's Bible version" },
  "PUT /api/account/language": { whole: "one value: the reader's language" },
  "PUT /api/family/sons/{sonId}/groups-name": { whole: "one switch: his full name in groups" },
  "PUT /api/family/sons/{sonId}/group-conversations": { whole: "one switch" },
  "PUT /api/family/sons/{sonId}/assistant": { whole: "one switch" },
  "PUT /api/family/sharing/organizations/{organizationId}": { whole: "one switch" },
  "PUT /api/groups/{groupId}/sharing": { whole: "one switch" },
  "PUT /api/groups/{groupId}/plan": { whole: "one choice: a plan and the day its week 1 starts" },
  "PATCH /api/groups/{groupId}/members/{userId}": { whole: "one value: the member's role" },
  "PATCH /api/groups/{groupId}/posts/{postId}": { whole: "one switch: hidden" },
  "PUT /api/organizations/mine/plans/{planId}/visibility": { whole: "one switch: members only" },
  "PUT /api/admin/plans/{planId}/status": { whole: "one value: the status" },
  "PUT /api/organizations/mine/plans/{planId}/status": { whole: "one value: the status" },
  "PUT /api/admin/plans/{planId}/week-order": { whole: "one value: the whole order, every week once" },
  "PUT /api/organizations/mine/plans/{planId}/week-order": { whole: "one value: the whole order, every week once" },
  "PUT /api/admin/users/{userId}/role": { whole: "one value: the role, with the admin's password" },
};

describe("what an update does not send is kept", () => {
  it("every PUT and PATCH route the app serves is in this table", () => {
    const served = declaredRoutes(t.app)
      .map((route) => route.route)
      .filter((route) => /^(PUT|PATCH) /.test(route))
      .sort();
    expect(served).toEqual(Object.keys(UPDATE_ROUTES).sort());
  });

  const cases = Object.entries(UPDATE_ROUTES).flatMap(([route, entry]) => ("keeps" in entry ? [[route, entry.keeps] as const] : []));
  it.each(cases)("%s keeps what it is not sent", async (_route, keeps) => {
    await keeps();
  });
});

describe("names people read refuse invisible and text-direction characters", () => {
  const spoofed = "Grace\u202Eevil\u202C Church";
  it("an organization's name, on creation and on update", async () => {
    const stranger = await registerDad(t, "Spoofing Dad");
    expect((await stranger.post("/api/organizations", { name: spoofed })).statusCode).toBe(400);
    expect((await owner.put("/api/organizations/mine", { name: spoofed })).statusCode).toBe(400);
    expect((await owner.put("/api/organizations/mine", { name: "Zero\u200Bwidth" })).statusCode).toBe(400);
  });
  it("a group's name, on creation and on update", async () => {
    expect((await dad.post("/api/groups", { name: spoofed })).statusCode).toBe(400);
    const created = await json(dad.post("/api/groups", { name: "Plain Men" }), 201);
    expect((await dad.patch(`/api/groups/${(created.group as { id: number }).id}`, { name: spoofed })).statusCode).toBe(400);
  });
});
