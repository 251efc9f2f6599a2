// A dad's say over his son's groups, since a child's name and company are his family's to decide: he approves or declines
// his young son's requests to join, and decides whether other families see his teenage son's full name.
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { authorize } from "../../policies/index.ts";
import { sonGroupsText, type TJoinRequest } from "../../../shared/schemas/family.ts";
import { confirmedSonLink } from "./family.service.ts";
import { updateLink } from "./family.queries.ts";
import { addGroupMember, deleteJoinRequest, findJoinRequestsOfDad, lockGroupForJoin, lockJoinRequestOfDad } from "./son-groups.queries.ts";

export async function listJoinRequests(db: Database, dadId: string): Promise<TJoinRequest[]> {
  const rows = await findJoinRequestsOfDad(db, dadId);
  return rows.map(({ groupId, createdAt, ...row }) => ({ ...row, groupExists: groupId !== null, createdAt: createdAt.toISOString() }));
}

/**
 * The dad says yes: his son becomes a member and the request goes, in one transaction. A request for a group
 * deleted since is refused with a plain reason (409) and kept, so the dad sees it and can clear it.
 */
export async function approveJoinRequest(db: Database, dadId: string, requestId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const request = authorize({ userId: dadId }, "family.joinRequest.answer", await lockJoinRequestOfDad(tx, requestId, dadId));
    if (request.groupId === null || !(await lockGroupForJoin(tx, request.groupId))) throw new AppError("CONFLICT", sonGroupsText.groupGone);
    await addGroupMember(tx, request.groupId, request.sonId);
    await deleteJoinRequest(tx, request.id);
  });
}

/** The dad says no (or clears a request whose group is gone). */
export async function declineJoinRequest(db: Database, dadId: string, requestId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const request = authorize({ userId: dadId }, "family.joinRequest.answer", await lockJoinRequestOfDad(tx, requestId, dadId));
    await deleteJoinRequest(tx, request.id);
  });
}

/** First name only (the default) or the full name and picture — never the full name under 13. */
export async function setSonGroupsName(db: Database, dadId: string, sonId: string, fullName: boolean): Promise<void> {
  const link = await confirmedSonLink(db, dadId, "family.son.groupsName.update", sonId);
  if (fullName && link.sonAgeBand === "under_13") throw new AppError("CONFLICT", sonGroupsText.youngSonFirstNameOnly);
  await updateLink(db, link.id, { sonFullNameInGroups: fullName });
}

/** A son of 13 or older joins his groups' weekly conversations when his dad allows it; under 13 never. */
export async function setSonGroupConversations(db: Database, dadId: string, sonId: string, allowed: boolean): Promise<void> {
  const link = await confirmedSonLink(db, dadId, "family.son.groupConversations.update", sonId);
  if (allowed && link.sonAgeBand === "under_13") throw new AppError("CONFLICT", sonGroupsText.youngSonNoConversations);
  await updateLink(db, link.id, { sonInGroupConversations: allowed });
}
