// The Drizzle code of what an address proof takes back from the unproven period: the sons the account added (held
// for its holder's answer), the sessions of the account and of those sons, and the invitations it sent.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { familyLinks, organizationFamilyInvitations, organizationInvitations, sessions } from "../../db/schema/index.ts";

/** Holds every son this account added that is not held yet; their ids. */
export async function holdSonsOf(db: Queryable, dadId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(familyLinks)
    .set({ heldAt: now })
    .where(and(eq(familyLinks.dadId, dadId), isNull(familyLinks.heldAt)))
    .returning({ sonId: familyLinks.sonId });
  return rows.map((row) => row.sonId);
}

/** Ends every session of these accounts. */
export async function deleteSessionsOfUsers(db: Queryable, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.userId, userIds));
}

/** Withdraws the organization invitations (staff and families) the account sent that are still open. */
export async function withdrawInvitationsBy(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.delete(organizationInvitations).where(eq(organizationInvitations.invitedBy, userId));
  await db
    .update(organizationFamilyInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organizationFamilyInvitations.invitedBy, userId),
        isNull(organizationFamilyInvitations.acceptedAt),
        isNull(organizationFamilyInvitations.revokedAt),
      ),
    );
}
