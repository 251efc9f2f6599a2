// The queries behind a dad's rights over his son's data (son-data.service.ts).
import { and, asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import {
  chatMessages,
  chatThreads,
  dadGroups,
  fitnessResults,
  groupMembers,
  journalEntries,
  journalEntryWords,
  profiles,
  progress,
  users,
} from "../../db/schema/index.ts";

/**
 * Everything kept about one user, read in parallel (five independent queries, no per-row lookups). Without
 * `includePrivate`, private journal entries and assistant chats are left out.
 */
export async function readUserData(db: Queryable, userId: string, opts: { includePrivate: boolean }) {
  const [account, weeks, entries, groups, assistantMessages, fitness] = await Promise.all([
    db
      .select({ email: users.email, createdAt: users.createdAt, fullName: profiles.fullName, selectedPlanId: profiles.selectedPlanId })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({
        weekNumber: progress.weekNumber,
        devotionalCompleted: progress.devotionalCompleted,
        challengeCompleted: progress.challengeCompleted,
        journalCompleted: progress.journalCompleted,
        updatedAt: progress.updatedAt,
      })
      .from(progress)
      .where(eq(progress.userId, userId))
      .orderBy(asc(progress.weekNumber)),
    db
      .select(journalEntryWords)
      .from(journalEntries)
      .where(opts.includePrivate ? eq(journalEntries.userId, userId) : and(eq(journalEntries.userId, userId), eq(journalEntries.isPrivate, false)))
      .orderBy(desc(journalEntries.createdAt)),
    db
      .select({ name: dadGroups.name, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
      .from(groupMembers)
      .innerJoin(dadGroups, eq(dadGroups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, userId)),
    opts.includePrivate
      ? db
          .select({
            threadId: chatThreads.id,
            weekNumber: chatThreads.weekNumber,
            role: chatMessages.role,
            content: chatMessages.content,
            createdAt: chatMessages.createdAt,
          })
          .from(chatThreads)
          .innerJoin(chatMessages, eq(chatMessages.threadId, chatThreads.id))
          .where(eq(chatThreads.userId, userId))
          .orderBy(asc(chatThreads.id), asc(chatMessages.createdAt), asc(chatMessages.id))
      : Promise.resolve([]),
    // His fitness log: his family sees it side by side anyway, so it is in every download.
    db
      .select({
        weekNumber: fitnessResults.weekNumber,
        challenge: fitnessResults.challengeTitle,
        measure: fitnessResults.measureLabel,
        value: fitnessResults.value,
        unit: fitnessResults.unit,
        version: fitnessResults.version,
        loggedAt: fitnessResults.updatedAt,
      })
      .from(fitnessResults)
      .where(eq(fitnessResults.userId, userId))
      .orderBy(asc(fitnessResults.weekNumber), asc(fitnessResults.id)),
  ]);
  return { account: account[0], weeks, entries, groups, assistantMessages, fitness };
}
