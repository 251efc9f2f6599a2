// The journal's only Drizzle code. Every read, update and delete of an entry is scoped to its author;
// family reads are scoped to the given member ids and to shared entries.
import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { JournalEntryType, Role } from "../../../shared/constants.ts";
import type { TJournalEntryInput } from "../../../shared/schemas/journal.ts";
import type { Queryable } from "../../db/client.ts";
import { preparedQuery } from "../../platform/statements.ts";
import { journalEntries, journalEntryWords, profiles } from "../../db/schema/index.ts";

const entryColumns = { id: journalEntries.id, ...journalEntryWords, updatedAt: journalEntries.updatedAt };

export type JournalEntryRow = Pick<typeof journalEntries.$inferSelect, keyof typeof entryColumns>;

export interface SharedJournalEntryRow extends JournalEntryRow {
  authorId: string;
  authorName: string;
  authorRole: Role;
}

/**
 * An entry is open to its author unless it is private and was written before his dad reset his access
 * (users.access_reset_by_dad_at): whoever chose the password since may be his dad, so those words stay shut to every
 * session until the son proves his own address.
 * Every read and write of one's own entries carries it; `alias` names the entries' table in a raw condition.
 */
export function openToAuthor(alias?: string): SQL {
  if (alias === undefined) {
    return sql`not (${journalEntries.isPrivate} and ${journalEntries.createdAt} < coalesce((select reset.access_reset_by_dad_at from users reset where reset.id = ${journalEntries.userId}), '-infinity'::timestamptz))`;
  }
  const t = sql.raw(alias);
  return sql`not (${t}.is_private and ${t}.created_at < coalesce((select reset.access_reset_by_dad_at from users reset where reset.id = ${t}.user_id), '-infinity'::timestamptz))`;
}

// Newest first (spec), with the id breaking ties so pages never skip or repeat an entry.
const newestFirst = [desc(journalEntries.createdAt), desc(journalEntries.id)];

/**
 * Keyset condition "after the entry `before` in newest-first order". The anchor is looked up under the same
 * visibility condition, so an id the viewer may not see anchors nothing (an empty page) and reveals nothing.
 */
function olderThan(before: number | Placeholder | undefined, visible: SQL): SQL | undefined {
  if (before === undefined) return undefined;
  return sql`(${journalEntries.createdAt}, ${journalEntries.id}) < (select anchor.created_at, anchor.id from ${journalEntries} as anchor where anchor.id = ${before} and ${visible})`;
}

function ownedBy(userId: string | Placeholder): SQL {
  return sql`anchor.user_id = ${userId} and ${openToAuthor("anchor")}`;
}

/** One page of the user's own entries, newest first (one more than `limit`, to know whether more exist). */
export async function listOwnEntries(db: Queryable, userId: string, page: { before?: number | undefined; limit: number }): Promise<JournalEntryRow[]> {
  const limit = page.limit + 1;
  return page.before === undefined
    ? ownEntriesFirstPage(db).execute({ userId, limit })
    : ownEntriesOlderPage(db).execute({ userId, limit, before: page.before });
}

/** listOwnEntries' two queries (the first page, a page after `before`), built once per database handle. */
function ownEntriesPage(db: Queryable, older: boolean) {
  const userId = sql.placeholder("userId");
  return db
    .select(entryColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), openToAuthor(), older ? olderThan(sql.placeholder("before"), ownedBy(userId)) : undefined))
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"));
}
const ownEntriesFirstPage = preparedQuery("journal_own_first", (db: Queryable) => ownEntriesPage(db, false));
const ownEntriesOlderPage = preparedQuery("journal_own_older", (db: Queryable) => ownEntriesPage(db, true));

/** Every entry of the user, newest first (the download). */
export async function listAllOwnEntries(db: Queryable, userId: string): Promise<JournalEntryRow[]> {
  return db
    .select(entryColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), openToAuthor()))
    .orderBy(...newestFirst);
}

/** One page of the entries the given family members shared, with each author's name. */
export async function listSharedEntries(
  db: Queryable,
  authorIds: string[],
  page: { before?: number | undefined; limit: number },
): Promise<SharedJournalEntryRow[]> {
  if (authorIds.length === 0) return [];
  const visible = sql`anchor.user_id in ${authorIds} and anchor.is_private = false`;
  return db
    .select({ ...entryColumns, authorId: journalEntries.userId, authorName: profiles.fullName, authorRole: profiles.role })
    .from(journalEntries)
    .innerJoin(profiles, eq(profiles.id, journalEntries.userId))
    .where(and(inArray(journalEntries.userId, authorIds), eq(journalEntries.isPrivate, false), olderThan(page.before, visible)))
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
}

export async function findOwnEntry(db: Queryable, userId: string, id: number): Promise<(JournalEntryRow & { userId: string }) | undefined> {
  const [row] = await db
    .select({ ...entryColumns, userId: journalEntries.userId })
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId), openToAuthor()))
    .limit(1);
  return row;
}

/** The user's entry as its form holds it, locking the row until the transaction ends (so its old week is stable). */
export async function lockOwnEntry(db: Queryable, userId: string, id: number): Promise<(TJournalEntryInput & { userId: string }) | undefined> {
  const [row] = await db
    .select({
      userId: journalEntries.userId,
      title: journalEntries.title,
      content: journalEntries.content,
      weekNumber: journalEntries.weekNumber,
      entryType: journalEntries.entryType,
      isShared: sql<boolean>`not ${journalEntries.isPrivate}`,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId), openToAuthor()))
    .limit(1)
    .for("update");
  return row;
}

function toColumns(input: TJournalEntryInput) {
  return { title: input.title, content: input.content, weekNumber: input.weekNumber, entryType: input.entryType, isPrivate: !input.isShared };
}

export async function insertEntry(db: Queryable, userId: string, input: TJournalEntryInput, writtenAt?: Date): Promise<JournalEntryRow> {
  const [row] = await db
    .insert(journalEntries)
    .values({ userId, ...toColumns(input), ...(writtenAt ? { createdAt: writtenAt, updatedAt: writtenAt } : {}) })
    .returning(entryColumns);
  if (!row) throw new Error("journal entry insert returned nothing");
  return row;
}

export async function updateOwnEntry(db: Queryable, userId: string, id: number, input: TJournalEntryInput): Promise<JournalEntryRow | undefined> {
  const [row] = await db
    .update(journalEntries)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId), openToAuthor()))
    .returning(entryColumns);
  return row;
}

export async function deleteOwnEntry(db: Queryable, userId: string, id: number): Promise<{ weekNumber: number | null } | undefined> {
  const [row] = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId), openToAuthor()))
    .returning({ weekNumber: journalEntries.weekNumber });
  return row;
}

/**
 * Serialises journal writes that touch one user's week until the transaction ends, so two concurrent writes
 * cannot each recompute from a snapshot missing the other's entry. Callers lock weeks in ascending order.
 */
/** Serialises one person's sends of entries written offline, so a replay sent twice at once saves one. */
export async function lockUserReplay(db: Queryable, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`journal-replay:${userId}`}, 0))`);
}

/** The person's entry written at exactly that moment with that content (an offline entry sent again), if any. */
export async function findOwnEntryWrittenAt(db: Queryable, userId: string, writtenAt: Date, content: string): Promise<JournalEntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.createdAt, writtenAt), eq(journalEntries.content, content), openToAuthor()))
    .limit(1);
  return row;
}

export async function lockUserWeek(db: Queryable, userId: string, weekNumber: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`journal-week:${userId}:${weekNumber}`}, 0))`);
}

/** Which entry types the user has for a week (only reflection and fitness matter to progress). */
export async function findWeekEntryTypes(db: Queryable, userId: string, weekNumber: number): Promise<Set<JournalEntryType>> {
  const rows = await db
    .selectDistinct({ entryType: journalEntries.entryType })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.weekNumber, weekNumber), inArray(journalEntries.entryType, ["reflection", "fitness"])));
  return new Set(rows.map((r) => r.entryType));
}
