// A dad's guardian rights over the son he registered (ARCHITECTURE: "a dad can export or delete his son's
// data"). Only the dad on the son's family link may do either; anyone else gets 404.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  chatMessages,
  chatThreads,
  dadGroups,
  familyLinks,
  groupMembers,
  journalEntries,
  profiles,
  progress,
  userPurchases,
  users,
} from "../../db/schema/index.ts";
import { AppError, findPgError, notFound } from "../../lib/app-error.ts";

async function assertDadOf(db: Database, dadId: string, sonId: string) {
  const [link] = await db
    .select({ consentRecordedAt: familyLinks.consentRecordedAt })
    .from(familyLinks)
    .where(and(eq(familyLinks.dadId, dadId), eq(familyLinks.sonId, sonId)))
    .limit(1);
  if (!link) throw notFound();
  return link;
}

/** Everything StrongBond keeps about the son, as one JSON document for his dad. */
export async function exportSonData(db: Database, dadId: string, sonId: string) {
  const link = await assertDadOf(db, dadId, sonId);
  const [account, profile, weeks, entries, groups, threads] = await Promise.all([
    db.select({ email: users.email, createdAt: users.createdAt }).from(users).where(eq(users.id, sonId)).limit(1),
    db.select({ fullName: profiles.fullName, selectedPlanId: profiles.selectedPlanId, createdAt: profiles.createdAt }).from(profiles).where(eq(profiles.id, sonId)).limit(1),
    db
      .select({
        weekNumber: progress.weekNumber,
        devotionalCompleted: progress.devotionalCompleted,
        challengeCompleted: progress.challengeCompleted,
        journalCompleted: progress.journalCompleted,
        updatedAt: progress.updatedAt,
      })
      .from(progress)
      .where(eq(progress.userId, sonId))
      .orderBy(asc(progress.weekNumber)),
    db
      .select({
        title: journalEntries.title,
        content: journalEntries.content,
        weekNumber: journalEntries.weekNumber,
        entryType: journalEntries.entryType,
        isPrivate: journalEntries.isPrivate,
        createdAt: journalEntries.createdAt,
      })
      .from(journalEntries)
      .where(eq(journalEntries.userId, sonId))
      .orderBy(desc(journalEntries.createdAt)),
    db
      .select({ name: dadGroups.name, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
      .from(groupMembers)
      .innerJoin(dadGroups, eq(dadGroups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, sonId)),
    db
      .select({ threadId: chatThreads.id, weekNumber: chatThreads.weekNumber, role: chatMessages.role, content: chatMessages.content, createdAt: chatMessages.createdAt })
      .from(chatThreads)
      .innerJoin(chatMessages, eq(chatMessages.threadId, chatThreads.id))
      .where(eq(chatThreads.userId, sonId))
      .orderBy(asc(chatThreads.id), asc(chatMessages.createdAt), asc(chatMessages.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    consentRecordedAt: link.consentRecordedAt.toISOString(),
    account: account[0] ?? null,
    profile: profile[0] ?? null,
    progress: weeks,
    journalEntries: entries,
    groups,
    assistantMessages: threads,
  };
}

/** Deletes the son's account and everything that hangs off it (sessions, progress, journal, groups, chats). */
export async function deleteSonAccount(db: Database, dadId: string, sonId: string): Promise<void> {
  await assertDadOf(db, dadId, sonId);
  try {
    await db.transaction(async (tx) => {
      // Purchases are financial records: they are kept, but no longer point at a person.
      const [purchase] = await tx.select({ id: userPurchases.id }).from(userPurchases).where(eq(userPurchases.userId, sonId)).limit(1);
      if (purchase) throw new AppError("CONFLICT", "This account has purchases on record. Please contact support to delete it.");
      await tx.delete(users).where(eq(users.id, sonId));
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (findPgError(error)?.code === "23503") throw new AppError("CONFLICT", "This account could not be deleted. Please contact support.");
    throw error;
  }
}
