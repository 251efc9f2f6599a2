// The dad decides whom his young son meets, and how other families see his son
// in a group.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groupJoinRequests, groupMembers } from "../../db/schema/index.ts";
import { accountMessages } from "../../../shared/schemas/identity.ts";
import { sonGroupsText } from "../../../shared/schemas/family.ts";
import { groupMessages, type TGroupDetail } from "../../../shared/schemas/groups.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

async function churchGroup(name = "Church Men"): Promise<{ leader: Actor; group: TGroupDetail }> {
  const leader = await registerDad(t, "Pastor Adult");
  const created = await leader.post("/api/groups", { name });
  expect(created.statusCode).toBe(201);
  return { leader, group: created.json().group };
}

const membersOf = async (groupId: number) => (await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId))).map((m) => m.userId);

describe("a son under 13 joins a group only with his dad's yes", () => {
  it("his join by code waits; his dad sees it on /family and approves; then others see him by first name, without his picture", async () => {
    const { dad, son } = await registerFamily(t, { sonName: "Eli Young", sonAgeBand: "under_13" });
    const { leader, group } = await churchGroup();

    const asked = await son.post("/api/groups/join", { code: group.code });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ groupId: null, pending: true, message: groupMessages.joinRequestSent });
    expect(await membersOf(group.id)).not.toContain(son.id);
    // Asking twice keeps one request.
    expect((await son.post("/api/groups/join", { code: group.code })).statusCode).toBe(202);

    const waiting = (await dad.get("/api/family/join-requests")).json().requests;
    expect(waiting).toEqual([expect.objectContaining({ sonId: son.id, sonName: "Eli Young", groupName: "Church Men", groupExists: true })]);
    // Another dad, and the son himself, cannot answer it.
    const otherDad = await registerDad(t, "Other Dad");
    expect((await otherDad.get("/api/family/join-requests")).json().requests).toEqual([]);
    expect((await otherDad.post(`/api/family/join-requests/${waiting[0].id}/approve`)).statusCode).toBe(404);
    expect((await son.post(`/api/family/join-requests/${waiting[0].id}/approve`)).statusCode).toBe(403);

    const approved = await dad.post(`/api/family/join-requests/${waiting[0].id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(sonGroupsText.approved);
    expect(await membersOf(group.id)).toContain(son.id);
    expect((await dad.get("/api/family/join-requests")).json().requests).toEqual([]);

    const seen = (await leader.get(`/api/groups/${group.id}`)).json().group.members.find((m: { userId: string }) => m.userId === son.id);
    expect(seen).toMatchObject({ fullName: "Eli", avatarUrl: null });
    // He sees himself as he is.
    const himself = (await son.get(`/api/groups/${group.id}`)).json().group.members.find((m: { userId: string }) => m.userId === son.id);
    expect(himself.fullName).toBe("Eli Young");
  });

  it("joins at once when his dad is already a member", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    const { group } = await churchGroup();
    expect((await dad.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
    const joined = await son.post("/api/groups/join", { code: group.code });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().groupId).toBe(group.id);
  });

  it("a request for a group deleted since gets a plain message and changes nothing; declining clears it", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    const { leader, group } = await churchGroup("Gone Soon");
    expect((await son.post("/api/groups/join", { code: group.code })).statusCode).toBe(202);
    expect((await leader.post(`/api/groups/${group.id}/leave`)).json().groupDeleted).toBe(true);
    const [request] = (await dad.get("/api/family/join-requests")).json().requests;
    expect(request).toMatchObject({ groupName: "Gone Soon", groupExists: false });
    const refused = await dad.post(`/api/family/join-requests/${request.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(sonGroupsText.groupGone);
    expect(await t.db.select().from(groupJoinRequests).where(eq(groupJoinRequests.id, request.id))).toHaveLength(1);
    expect((await dad.post(`/api/family/join-requests/${request.id}/decline`)).json().message).toBe(sonGroupsText.declined);
    expect((await dad.get("/api/family/join-requests")).json().requests).toEqual([]);
  });

  it("cannot create a group or be made a leader, and asks his dad to delete his account", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    const created = await son.post("/api/groups", { name: "My Club" });
    expect(created.statusCode).toBe(403);
    expect(created.json().error.message).toBe(groupMessages.youngSonCannotCreate);

    const group = (await dad.post("/api/groups", { name: "Family Group" })).json().group;
    expect((await son.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
    const promote = await dad.patch(`/api/groups/${group.id}/members/${son.id}`, { role: "leader" });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().error.message).toBe(groupMessages.youngSonCannotLead);

    const deleted = await son.post("/api/account/delete", { password: son.password });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().error.message).toBe(accountMessages.sonAskDadToDelete);
    expect((await son.get("/api/session")).json().user.id).toBe(son.id);
  });

  it("a son of 13 or older still joins by code, starts groups and may lead", async () => {
    const { son } = await registerFamily(t);
    const { group } = await churchGroup();
    expect((await son.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
    expect((await son.post("/api/groups", { name: "Teen Group" })).statusCode).toBe(201);
  });
});

describe("how another family's son appears in a group", () => {
  it("first name and no picture by default; his full name once his dad allows it; never for a son under 13", async () => {
    const { dad, son } = await registerFamily(t, { sonName: "Sam Teen" });
    await t.db.execute(`update profiles set avatar_url = '/uploads/images/${"a".repeat(32)}.webp' where id = '${son.id}'`);
    const { leader, group } = await churchGroup();
    expect((await son.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
    expect((await dad.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
    const samAs = async (viewer: Actor) =>
      (await viewer.get(`/api/groups/${group.id}`)).json().group.members.find((m: { userId: string }) => m.userId === son.id);

    expect(await samAs(leader)).toMatchObject({ fullName: "Sam", avatarUrl: null });
    expect(await samAs(dad)).toMatchObject({ fullName: "Sam Teen" });

    expect((await dad.put(`/api/family/sons/${son.id}/groups-name`, { fullName: true })).statusCode).toBe(200);
    expect((await dad.get("/api/family")).json().members[0].sonFullNameInGroups).toBe(true);
    expect((await samAs(leader)).fullName).toBe("Sam Teen");
    expect((await samAs(leader)).avatarUrl).toMatch(/^\/uploads\//);

    // Someone else's dad, or the son himself, cannot change it.
    const otherDad = await registerDad(t, "Other Dad");
    expect((await otherDad.put(`/api/family/sons/${son.id}/groups-name`, { fullName: false })).statusCode).toBe(404);
    expect((await son.put(`/api/family/sons/${son.id}/groups-name`, { fullName: false })).statusCode).toBe(403);

    const young = await registerFamily(t, { sonAgeBand: "under_13" });
    const refused = await young.dad.put(`/api/family/sons/${young.son.id}/groups-name`, { fullName: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(sonGroupsText.youngSonFirstNameOnly);
  });
});
