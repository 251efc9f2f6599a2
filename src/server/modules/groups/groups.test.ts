import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dadGroups, groupMembers } from "../../db/schema/index.ts";
import { messages, tooManyRequestsRetryIn } from "../../../shared/messages.ts";
import { groupMessages, type TGroupDetail } from "../../../shared/schemas/groups.ts";
import { createTestApp, testAppForFile, type TestApp } from "../../../../tests/support/test-app.ts";
import { holdLocks, RACE_ROUNDS } from "../../../../tests/support/lock-barrier.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { GROUP_CODE_ALPHABET } from "./group-code.ts";
import { createGroup } from "./groups.service.ts";
import { JOIN_RATE_LIMIT } from "./groups.routes.ts";

const t = testAppForFile();

const codePattern = new RegExp(`^[${GROUP_CODE_ALPHABET}]{6}$`);

async function create(actor: Actor, body: Record<string, unknown> = {}): Promise<TGroupDetail> {
  const response = await actor.post("/api/groups", { name: "Men of Iron", description: "Tuesday mornings", ...body });
  expect(response.statusCode).toBe(201);
  return response.json().group;
}

async function join(actor: Actor, code: string) {
  return actor.post("/api/groups/join", { code });
}

async function detail(actor: Actor, groupId: number): Promise<TGroupDetail> {
  const response = await actor.get(`/api/groups/${groupId}`);
  expect(response.statusCode).toBe(200);
  return response.json().group;
}

async function snapshot(groupId: number) {
  const [group] = await t.db.select().from(dadGroups).where(eq(dadGroups.id, groupId));
  const members = await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId)).orderBy(groupMembers.userId);
  return { group, members };
}

async function groupCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(dadGroups);
  return row?.n ?? 0;
}

/** A group led by `leader` with `member` joined as a plain member. */
async function groupWith(leader: Actor, member: Actor, body: Record<string, unknown> = {}) {
  const group = await create(leader, body);
  expect((await join(member, group.code ?? "")).statusCode).toBe(200);
  return group;
}

describe("creating a group", () => {
  it("gives a private group with a readable code, led by its creator", async () => {
    const { dad } = await registerFamily(t, { dadName: "Mark Stone" });
    const group = await create(dad, { isPrivate: undefined });
    expect(group).toMatchObject({ name: "Men of Iron", description: "Tuesday mornings", isPrivate: true, myRole: "leader", memberCount: 1 });
    expect(group.code).toMatch(codePattern);
    expect(group.members).toEqual([
      expect.objectContaining({ userId: dad.id, fullName: "Mark Stone", accountRole: "dad", groupRole: "leader", avatarUrl: null }),
    ]);
  });

  it("lets a son create one too, and stores an empty description as none", async () => {
    const { son } = await registerFamily(t);
    const group = await create(son, { description: "   ", isPrivate: false });
    expect(group).toMatchObject({ description: null, isPrivate: false, myRole: "leader" });
  });

  it.each([
    [{ name: "" }, "name", groupMessages.nameRequired],
    [{ name: "    " }, "name", groupMessages.nameRequired],
    [{ name: "x".repeat(101) }, "name", groupMessages.nameTooLong],
    [{ description: "x".repeat(1001) }, "description", groupMessages.descriptionTooLong],
  ])("refuses %o with a field message and creates nothing", async (override, field, message) => {
    const { dad } = await registerFamily(t);
    const before = await groupCount();
    const response = await dad.post("/api/groups", { name: "Valid", ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await groupCount()).toBe(before);
  });

  it("draws another code when the first one is taken", async () => {
    const { dad } = await registerFamily(t);
    const existing = await create(dad);
    const draws = [existing.code ?? "", "FRESH2"];
    const groupId = await createGroup(
      t.db,
      { userId: dad.id, role: "dad", sonAgeBand: null, familyDadId: null, twoFactorEnabled: false },
      { name: "Second", description: "", isPrivate: true },
      { staffTwoFactorRequired: true, nextCode: () => draws.shift() ?? "NEVER9" },
    );
    const { group, members } = await snapshot(groupId);
    expect(group?.groupCode).toBe("FRESH2");
    expect(members).toEqual([expect.objectContaining({ userId: dad.id, role: "leader" })]);
  });

  it("is for dads and sons only", async () => {
    const admin = await createGlobalAdmin(t);
    expect((await admin.post("/api/groups", { name: "Admins" })).statusCode).toBe(403);
    expect((await admin.get("/api/groups")).statusCode).toBe(403);
    expect((await join(admin, "ABCDEF")).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/groups" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("My Groups", () => {
  it("lists the viewer's groups with member counts and his role, and nobody else's", async () => {
    const a = await registerFamily(t, { dadName: "Adam" });
    const b = await registerFamily(t, { dadName: "Ben" });
    const first = await groupWith(a.dad, a.son, { name: "Alpha" });
    await join(b.dad, first.code ?? "");
    const second = await create(b.dad, { name: "Bravo", isPrivate: false });
    await create(a.son, { name: "Zulu" });

    const list = (await b.dad.get("/api/groups")).json().groups;
    expect(list).toEqual([
      { id: first.id, name: "Alpha", description: "Tuesday mornings", isPrivate: true, imageUrl: null, memberCount: 3, myRole: "member" },
      { id: second.id, name: "Bravo", description: "Tuesday mornings", isPrivate: false, imageUrl: null, memberCount: 1, myRole: "leader" },
    ]);
    const fresh = await registerDad(t);
    expect((await fresh.get("/api/groups")).json().groups).toEqual([]);
  });
});

describe("joining by code", () => {
  it("adds the joiner as a member", async () => {
    const a = await registerFamily(t);
    const b = await registerFamily(t, { sonName: "Sam Young" });
    const group = await create(a.dad);
    const response = await join(b.son, group.code ?? "");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ groupId: group.id });
    const seen = await detail(b.son, group.id);
    expect(seen.myRole).toBe("member");
    expect(seen.members).toContainEqual(expect.objectContaining({ userId: b.son.id, fullName: "Sam Young", accountRole: "son", groupRole: "member" }));
  });

  it("refuses an unknown code and a second join", async () => {
    const a = await registerFamily(t);
    const group = await create(a.dad);
    // Generated codes never contain a 0, so this one cannot exist.
    const unknown = await join(a.son, "ZZZZZ0");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messages.invalidGroupCode);

    expect((await join(a.son, group.code ?? "")).statusCode).toBe(200);
    const again = await join(a.son, group.code ?? "");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.alreadyGroupMember);
    expect((await snapshot(group.id)).members).toHaveLength(2);
  });

  it.each([
    ["", groupMessages.codeRequired],
    ["ABCDEFG", groupMessages.codeTooLong],
    ["   -  ", groupMessages.codeRequired],
    ["AB_CD2", groupMessages.codeFormat],
    ["AB.CD2", groupMessages.codeFormat],
  ])("refuses the code %j with a field message and adds nobody", async (code, message) => {
    // Lower case, spaces and hyphens are forgiven (group-plan.test.ts); anything else is not a code.
    const a = await registerFamily(t);
    const group = await create(a.dad);
    const response = await join(a.son, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.code).toBe(message);
    expect((await snapshot(group.id)).members).toHaveLength(1);
  });
});

describe("who sees a group", () => {
  it("hides a private group, its code and its members from non-members", async () => {
    const a = await registerFamily(t);
    const outsider = await registerFamily(t);
    const group = await create(a.dad);
    for (const actor of [outsider.dad, outsider.son]) {
      const response = await actor.get(`/api/groups/${group.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.groupNotFound);
    }
    expect((await a.dad.get("/api/groups/999999")).json().error.message).toBe(messages.groupNotFound);
    expect((await a.dad.get("/api/groups/abc")).statusCode).toBe(400);
  });

  it("answers 404 for a public group too: nobody outside it can find it by counting ids", async () => {
    const a = await registerFamily(t, { sonName: "Young Tim" });
    const outsider = await registerFamily(t);
    const group = await groupWith(a.dad, a.son, { isPrivate: false, name: "Open Door" });
    for (const viewer of [outsider.dad, outsider.son]) {
      const response = await viewer.get(`/api/groups/${group.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: "NOT_FOUND", message: messages.groupNotFound });
      expect(response.body).not.toContain("Open Door");
      expect(response.body).not.toContain("Young Tim");
    }
    // The code is still the way in; after joining, the group is his to see.
    const join = await outsider.son.post("/api/groups/join", { code: group.code });
    expect(join.statusCode).toBe(200);
    expect((await outsider.son.get(`/api/groups/${group.id}`)).json().group).toMatchObject({ name: "Open Door", myRole: "member", code: group.code });
  });

  it("never shows members' e-mail addresses", async () => {
    const a = await registerFamily(t);
    const group = await groupWith(a.dad, a.son);
    const body = (await a.son.get(`/api/groups/${group.id}`)).body;
    expect(body).not.toContain(a.dad.email);
    expect(body).not.toContain(a.son.email);
  });
});

describe("leader actions", () => {
  it("lets a leader edit the group", async () => {
    const a = await registerFamily(t);
    const group = await create(a.dad);
    const response = await a.dad.patch(`/api/groups/${group.id}`, { name: "Iron Sharpens Iron", description: "", isPrivate: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().group).toMatchObject({ name: "Iron Sharpens Iron", description: null, isPrivate: false, code: group.code });
  });

  it("refuses an empty name on edit and changes nothing", async () => {
    const a = await registerFamily(t);
    const group = await create(a.dad);
    const before = await snapshot(group.id);
    const response = await a.dad.patch(`/api/groups/${group.id}`, { name: " ", description: "new", isPrivate: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.name).toBe(groupMessages.nameRequired);
    expect(await snapshot(group.id)).toEqual(before);
  });

  it("refuses every leader action to a plain member (403) and to a non-member (404, public or private)", async () => {
    const a = await registerFamily(t);
    const outsider = await registerDad(t);
    for (const isPrivate of [true, false]) {
      const group = await groupWith(a.dad, a.son, { isPrivate });
      const before = await snapshot(group.id);
      const actions = (actor: Actor) => [
        actor.patch(`/api/groups/${group.id}`, { name: "Taken over", isPrivate: !isPrivate }),
        actor.patch(`/api/groups/${group.id}/members/${a.dad.id}`, { role: "member" }),
        actor.patch(`/api/groups/${group.id}/members/${actor.id}`, { role: "leader" }),
        actor.delete(`/api/groups/${group.id}/members/${a.dad.id}`),
      ];
      for (const response of await Promise.all(actions(a.son))) {
        expect(response.statusCode).toBe(403);
      }
      for (const response of await Promise.all(actions(outsider))) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(messages.groupNotFound);
      }
      expect(await snapshot(group.id)).toEqual(before);
    }
  });

  it("keeps a leader from changing or removing himself", async () => {
    const a = await registerFamily(t);
    const group = await groupWith(a.dad, a.son);
    const demote = await a.dad.patch(`/api/groups/${group.id}/members/${a.dad.id}`, { role: "member" });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().error.message).toBe(groupMessages.cannotChangeOwnRole);
    const remove = await a.dad.delete(`/api/groups/${group.id}/members/${a.dad.id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().error.message).toBe(groupMessages.cannotRemoveYourself);
    expect((await detail(a.dad, group.id)).myRole).toBe("leader");
  });

  it("promotes and demotes another member; the new leader can lead", async () => {
    const a = await registerFamily(t);
    const b = await registerFamily(t);
    const group = await groupWith(a.dad, a.son);
    await join(b.dad, group.code ?? "");

    const promoted = await a.dad.patch(`/api/groups/${group.id}/members/${a.son.id}`, { role: "leader" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().group.members).toContainEqual(expect.objectContaining({ userId: a.son.id, groupRole: "leader" }));

    // The son now leads: he may demote his dad (another leader) but the group keeps a leader: him.
    expect((await a.son.patch(`/api/groups/${group.id}/members/${b.dad.id}`, { role: "leader" })).statusCode).toBe(200);
    const demoted = await a.son.patch(`/api/groups/${group.id}/members/${a.dad.id}`, { role: "member" });
    expect(demoted.statusCode).toBe(200);
    const roles = Object.fromEntries((demoted.json().group as TGroupDetail).members?.map((m) => [m.userId, m.groupRole]) ?? []);
    expect(roles).toEqual({ [a.dad.id]: "member", [a.son.id]: "leader", [b.dad.id]: "leader" });
  });

  it("refuses a bad role and an id that is not a member", async () => {
    const a = await registerFamily(t);
    const outsider = await registerDad(t);
    const group = await groupWith(a.dad, a.son);
    const before = await snapshot(group.id);
    const badRole = await a.dad.patch(`/api/groups/${group.id}/members/${a.son.id}`, { role: "owner" });
    expect(badRole.statusCode).toBe(400);
    const roleMessage = 'Invalid option: expected one of "member"|"leader"';
    expect(badRole.json().error).toEqual({ code: "VALIDATION_FAILED", message: roleMessage, fields: { role: roleMessage } });
    for (const response of [
      await a.dad.patch(`/api/groups/${group.id}/members/${outsider.id}`, { role: "leader" }),
      await a.dad.delete(`/api/groups/${group.id}/members/${outsider.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(groupMessages.memberNotFound);
    }
    expect(await snapshot(group.id)).toEqual(before);
  });

  it("never leaves a group leaderless when two leaders demote each other at once (both requests held at the member rows)", async () => {
    // Deterministic: the test holds the group's member rows, so both demotions have read their own role and wait
    // to write before either commits. With lockGroup (the group row lock) the second then re-reads and is refused;
    // without it both pass and the group is left without a leader — every round (RACE_ROUNDS=20: 20 of 20).
    const outcomes: string[] = [];
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const a = await registerFamily(t);
      const group = await groupWith(a.dad, a.son);
      expect((await a.dad.patch(`/api/groups/${group.id}/members/${a.son.id}`, { role: "leader" })).statusCode).toBe(200);
      const held = await holdLocks(t.databaseUrl, "select 1 from group_members where group_id = $1 for update", [group.id]);
      const pending = Promise.all([
        a.dad.patch(`/api/groups/${group.id}/members/${a.son.id}`, { role: "member" }),
        a.son.patch(`/api/groups/${group.id}/members/${a.dad.id}`, { role: "member" }),
      ]);
      await held.waitForBlocked(2);
      await held.release();
      const results = await pending;
      const leaders = (await snapshot(group.id)).members.filter((m) => m.role === "leader");
      outcomes.push(
        `${results
          .map((r) => r.statusCode)
          .sort()
          .join("/")} leaders=${leaders.length}`,
      );
    }
    expect(
      outcomes.filter((outcome) => outcome !== "200/403 leaders=1"),
      `wrong in ${outcomes.length} rounds`,
    ).toEqual([]);
  });

  it("removes another member, who then loses the private group", async () => {
    const a = await registerFamily(t);
    const b = await registerFamily(t);
    const group = await groupWith(a.dad, b.dad);
    const response = await a.dad.delete(`/api/groups/${group.id}/members/${b.dad.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().group.memberCount).toBe(1);
    expect((await b.dad.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
    expect((await b.dad.get("/api/groups")).json().groups).toEqual([]);
  });
});

describe("leaving", () => {
  it("lets a member leave", async () => {
    const a = await registerFamily(t);
    const group = await groupWith(a.dad, a.son);
    const response = await a.son.post(`/api/groups/${group.id}/leave`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ groupDeleted: false });
    expect((await detail(a.dad, group.id)).memberCount).toBe(1);
  });

  it("keeps the only leader until he promotes someone, then lets him go", async () => {
    const a = await registerFamily(t);
    const group = await groupWith(a.dad, a.son);
    const refused = await a.dad.post(`/api/groups/${group.id}/leave`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(groupMessages.lastLeaderMustPromote);
    expect((await snapshot(group.id)).members).toHaveLength(2);

    await a.dad.patch(`/api/groups/${group.id}/members/${a.son.id}`, { role: "leader" });
    expect((await a.dad.post(`/api/groups/${group.id}/leave`)).statusCode).toBe(200);
    expect((await detail(a.son, group.id)).members).toEqual([expect.objectContaining({ userId: a.son.id, groupRole: "leader" })]);
  });

  it("deletes the group when its only member leaves, and its code stops working", async () => {
    const a = await registerFamily(t);
    const group = await create(a.dad);
    const response = await a.dad.post(`/api/groups/${group.id}/leave`);
    expect(response.json()).toEqual({ groupDeleted: true });
    expect((await snapshot(group.id)).group).toBeUndefined();
    expect((await join(a.son, group.code ?? "")).statusCode).toBe(404);
  });

  it("refuses to let a non-member leave", async () => {
    const a = await registerFamily(t);
    const group = await create(a.dad, { isPrivate: false });
    const response = await a.son.post(`/api/groups/${group.id}/leave`);
    expect(response.statusCode).toBe(404);
    expect((await snapshot(group.id)).members).toHaveLength(1);
  });
});

describe("join rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT: "1" });
  });
  afterAll(async () => limited.close());

  it("stops one user guessing codes without slowing anybody else", async () => {
    const guesser = await registerDad(limited, "Guesser");
    const other = await registerDad(limited, "Honest Dad");
    const leader = await registerDad(limited, "Leader");
    const created = await leader.post("/api/groups", { name: "Target" });
    const code: string = created.json().group.code;

    for (let i = 0; i < JOIN_RATE_LIMIT.max; i++) {
      const guess = await guesser.post("/api/groups/join", { code: `ZZZZ0${i}` });
      expect(guess.statusCode).toBe(404);
    }
    const blocked = await guesser.post("/api/groups/join", { code });
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(blocked.json().error).toEqual({ code: "TOO_MANY_REQUESTS", message: tooManyRequestsRetryIn(wait), retryAfterSeconds: wait });

    const honest = await other.post("/api/groups/join", { code });
    expect(honest.statusCode).toBe(200);
  });
});
