// The family link between a dad and the sons he registered: who may see a family member's shared things.
import { and, asc, eq, getTableColumns, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.ts";
import { updateRows } from "../../platform/row-changes.queries.ts";
import { preparedQuery } from "../../platform/statements.ts";
import type { SonAgeBand } from "../../../shared/constants.ts";
import type { TFamilyMember } from "../../../shared/schemas/family.ts";
import { familyLinks, profiles, users } from "../../db/schema/index.ts";
import { isFamilyAddress } from "../identity/son-email.ts";
import { dadMayActAsSon } from "../../policies/son.ts";

export type FamilyMember = TFamilyMember;

const dadProfiles = alias(profiles, "dad_profiles");
const sonProfiles = alias(profiles, "son_profiles");

/** A link read with both names (joined as dadProfiles and sonProfiles) and the son's account (users). */
const linkWithNames = {
  dadId: familyLinks.dadId,
  confirmedAt: familyLinks.confirmedAt,
  sonAgeBand: familyLinks.sonAgeBand,
  heldAt: familyLinks.heldAt,
  dadName: dadProfiles.fullName,
  sonName: sonProfiles.fullName,
  sonEmail: users.email,
  passwordSetByDad: users.passwordSetByDad,
};

/** `linkWithNames` and `more` columns of the links, with the joins they read. */
function selectLinksWithNames<F extends Record<string, PgColumn>>(db: Queryable, more: F) {
  return db
    .select({ ...linkWithNames, ...more })
    .from(familyLinks)
    .innerJoin(dadProfiles, eq(dadProfiles.id, familyLinks.dadId))
    .innerJoin(sonProfiles, eq(sonProfiles.id, familyLinks.sonId))
    .innerJoin(users, eq(users.id, familyLinks.sonId));
}

/**
 * Everyone in the viewer's family but the viewer: a dad's sons (pending ones too, so he sees who has not
 * confirmed yet), or a son's dad (only once the link is confirmed). One query.
 */
export async function findFamilyMembers(db: Queryable, userId: string): Promise<FamilyMember[]> {
  const rows = await familyMembersStatement(db).execute({ userId });
  return rows.map((row) => {
    const common = {
      sonAssistantEnabled: row.sonAssistantEnabled,
      linkStatus: row.confirmedAt ? ("confirmed" as const) : ("pending" as const),
      sonAgeBand: row.sonAgeBand as SonAgeBand,
      generatedAddress: isFamilyAddress(row.sonEmail),
      sonFullNameInGroups: row.sonFullNameInGroups,
      sonInGroupConversations: row.sonInGroupConversations,
      held: row.heldAt !== null,
    };
    return row.dadId === userId
      ? {
          userId: row.sonId,
          fullName: row.sonName,
          role: "son" as const,
          signInEmail: row.sonEmail,
          signInName: row.sonSignInName,
          // The same rule the credential routes apply (policies/son.ts), so the page offers only what the server allows.
          dadMayActAsHim: dadMayActAsSon({ sonAgeBand: row.sonAgeBand, passwordSetByDad: row.passwordSetByDad }),
          ...common,
        }
      : { userId: row.dadId, fullName: row.dadName, role: "dad" as const, signInEmail: null, signInName: null, dadMayActAsHim: false, ...common };
  });
}

/** findFamilyMembers' query, built once per database handle. */
const familyMembersStatement = preparedQuery("family_members", (db: Queryable) => {
  const userId = sql.placeholder("userId");
  const { sonId, sonAssistantEnabled, sonFullNameInGroups, sonInGroupConversations } = getTableColumns(familyLinks);
  const members = or(eq(familyLinks.dadId, userId), and(eq(familyLinks.sonId, userId), isNotNull(familyLinks.confirmedAt), isNull(familyLinks.heldAt)));
  return selectLinksWithNames(db, { sonId, sonAssistantEnabled, sonFullNameInGroups, sonInGroupConversations, sonSignInName: users.familySignInName })
    .where(members)
    .orderBy(asc(familyLinks.id));
});

/**
 * The ids of the viewer's family members with a confirmed link (for "shared with my family" queries); a held son
 * (added before his dad's address was proven) shares nothing either way until his dad keeps him.
 */
export async function findFamilyMemberIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ dadId: familyLinks.dadId, sonId: familyLinks.sonId })
    .from(familyLinks)
    .where(and(or(eq(familyLinks.dadId, userId), eq(familyLinks.sonId, userId)), isNotNull(familyLinks.confirmedAt), isNull(familyLinks.heldAt)));
  return rows.map((r) => (r.dadId === userId ? r.sonId : r.dadId));
}

/** The link between this dad and this son (confirmed or not), or undefined when he is not that son's dad. */
export async function findLinkOfDad(db: Queryable, dadId: string, sonId: string) {
  const [link] = await selectLinksWithNames(db, { id: familyLinks.id, consentRecordedAt: familyLinks.consentRecordedAt })
    .where(and(eq(familyLinks.dadId, dadId), eq(familyLinks.sonId, sonId)))
    .limit(1);
  return link;
}

export async function insertFamilyLink(
  db: Queryable,
  link: { dadId: string; sonId: string; sonAgeBand: SonAgeBand; confirmed: boolean; confirmationTokenHash: string | null },
): Promise<void> {
  await db.insert(familyLinks).values({
    dadId: link.dadId,
    sonId: link.sonId,
    sonAgeBand: link.sonAgeBand,
    confirmedAt: link.confirmed ? new Date() : null,
    confirmationTokenHash: link.confirmationTokenHash,
  });
}

/** The pending link a confirmation token belongs to, with the names a mail reader needs. */
export async function findLinkByTokenHash(db: Queryable, tokenHash: string) {
  const [link] = await db
    .select({ id: familyLinks.id, sonId: familyLinks.sonId, dadName: dadProfiles.fullName, sonName: profiles.fullName, email: users.email })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.sonId))
    .innerJoin(profiles, eq(profiles.id, familyLinks.sonId))
    .innerJoin(dadProfiles, eq(dadProfiles.id, familyLinks.dadId))
    .where(eq(familyLinks.confirmationTokenHash, tokenHash))
    .limit(1);
  return link;
}

/** What a dad (or the son's confirmation) changes on a link: its token, the son's age band and his groups settings. */
export type LinkChanges = Partial<
  Pick<typeof familyLinks.$inferInsert, "confirmedAt" | "confirmationTokenHash" | "sonAgeBand" | "sonFullNameInGroups" | "sonInGroupConversations">
>;

export async function updateLink(db: Queryable, linkId: number, changes: LinkChanges): Promise<void> {
  await db.update(familyLinks).set(changes).where(eq(familyLinks.id, linkId));
}

export async function markLinkConfirmed(db: Queryable, linkId: number, sonId: string): Promise<void> {
  await updateLink(db, linkId, { confirmedAt: new Date(), confirmationTokenHash: null });
  // The holder proved control of the address by following the mailed link.
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, sonId));
}

export async function deleteLink(db: Queryable, linkId: number): Promise<void> {
  await db.delete(familyLinks).where(eq(familyLinks.id, linkId));
}

/** Whether a son may use the assistant: undefined when he has no linked dad. */
export async function findSonAssistantSetting(db: Queryable, sonId: string): Promise<boolean | undefined> {
  const [row] = await db.select({ enabled: familyLinks.sonAssistantEnabled }).from(familyLinks).where(eq(familyLinks.sonId, sonId)).limit(1);
  return row?.enabled;
}

/** The dad switches his own son's assistant on or off; undefined when that son is not his. */
export async function setSonAssistantSetting(db: Queryable, dadId: string, sonId: string, enabled: boolean): Promise<boolean | undefined> {
  const [row] = await db
    .update(familyLinks)
    .set({ sonAssistantEnabled: enabled })
    .where(and(eq(familyLinks.dadId, dadId), eq(familyLinks.sonId, sonId)))
    .returning({ enabled: familyLinks.sonAssistantEnabled });
  return row?.enabled;
}

/**
 * The family a user counts in for shared limits: a son's dad — on any link, pending too, since the dad
 * created the account and chose its password — else the user himself. A dad and every son he added share it.
 */
export async function familyRootOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.select({ dadId: familyLinks.dadId }).from(familyLinks).where(eq(familyLinks.sonId, userId)).limit(1);
  return row?.dadId ?? userId;
}

/** The dad keeps a son who was held: he signs in and shares again. False when the link was not held. */
export async function releaseHeldLink(db: Queryable, dadId: string, sonId: string): Promise<boolean> {
  const held = and(eq(familyLinks.dadId, dadId), eq(familyLinks.sonId, sonId), isNotNull(familyLinks.heldAt));
  return (await updateRows(db, familyLinks, { heldAt: null }, held)) > 0;
}
