// The journal's rules: entries belong to their author, shared entries reach the author's family only, and
// every write that touches a week recomputes that week's progress in the same transaction (docs/areas/journal.md).
import type { TJournalEntry, TJournalEntryInput, TSharedJournalEntry } from "../../../shared/schemas/journal.ts";
import type { Database, Queryable, Tx } from "../../db/client.ts";
import { readThrough, userName } from "../../db/read-caches.ts";
import { notFound } from "../../lib/app-error.ts";
import { findFamilyMemberIds } from "../family/family.queries.ts";
import { updateProgressFlags, upsertProgressFlags } from "../progress/progress.queries.ts";
import {
  deleteOwnEntry,
  findOwnEntry,
  findWeekEntryTypes,
  insertEntry,
  listAllOwnEntries,
  listOwnEntries,
  listSharedEntries,
  lockOwnEntryWeek,
  lockUserWeek,
  updateOwnEntry,
  type JournalEntryRow,
  type SharedJournalEntryRow,
} from "./journal.queries.ts";

function toJournalEntry(row: JournalEntryRow): TJournalEntry {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    weekNumber: row.weekNumber,
    entryType: row.entryType,
    isShared: !row.isPrivate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSharedJournalEntry(row: SharedJournalEntryRow): TSharedJournalEntry {
  // Family links only join dads and sons, so an author here is never an admin.
  const role = row.authorRole === "son" ? "son" : "dad";
  return { ...toJournalEntry(row), author: { id: row.authorId, fullName: row.authorName, role } };
}

interface Page {
  before?: number | undefined;
  limit: number;
}

function paginate<Row extends { id: number }, Out>(rows: Row[], limit: number, map: (row: Row) => Out) {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return { entries: pageRows.map(map), nextBefore: rows.length > limit && last ? last.id : null };
}

/** One page of the viewer's own entries, newest first. */
export async function listJournal(db: Database, userId: string, page: Page) {
  // Kept until one of his entries changes (decision 026); the page (cursor, size) is part of the key.
  const key = `${userId}|${page.limit}|${page.before ?? ""}`;
  return readThrough(
    db,
    "journal",
    key,
    async () => paginate(await listOwnEntries(db, userId, page), page.limit, toJournalEntry),
    () => [userName(userId)],
  );
}

/** One page of the entries the viewer's family shared (a dad's sons, or a son's dad), newest first. */
export async function listFamilySharedJournal(db: Database, userId: string, page: Page) {
  const familyIds = await findFamilyMemberIds(db, userId);
  return paginate(await listSharedEntries(db, familyIds, page), page.limit, toSharedJournalEntry);
}

/** The viewer's own entry; any other id (unknown, or someone else's) is not found. */
export async function getJournalEntry(db: Database, userId: string, id: number): Promise<TJournalEntry> {
  const row = await findOwnEntry(db, userId, id);
  if (!row) throw notFound();
  return toJournalEntry(row);
}

/**
 * Recomputes one week's progress from the user's journal (docs/areas/journal.md): devotional ← any reflection entry,
 * challenge ← any fitness entry, journal ← either. A row is created only when one of them exists; an existing
 * row always gets the recomputed flags. Runs inside the caller's transaction.
 */
async function recomputeWeekProgress(tx: Queryable, userId: string, weekNumber: number): Promise<void> {
  const types = await findWeekEntryTypes(tx, userId, weekNumber);
  const flags = {
    devotionalCompleted: types.has("reflection"),
    challengeCompleted: types.has("fitness"),
    journalCompleted: types.has("reflection") || types.has("fitness"),
  };
  if (flags.journalCompleted) await upsertProgressFlags(tx, userId, weekNumber, flags);
  else await updateProgressFlags(tx, userId, weekNumber, flags);
}

/** Distinct weeks in ascending order, so concurrent writers take the week locks in the same order. */
function weeksOf(...weeks: (number | null)[]): number[] {
  return [...new Set(weeks.filter((w): w is number => w !== null))].sort((a, b) => a - b);
}

async function lockWeeks(tx: Queryable, userId: string, weeks: number[]): Promise<void> {
  for (const week of weeks) await lockUserWeek(tx, userId, week);
}

async function recomputeWeeks(tx: Queryable, userId: string, weeks: number[]): Promise<void> {
  for (const week of weeks) await recomputeWeekProgress(tx, userId, week);
}

/** Writes a new entry for the viewer and recomputes its week, together. */
export async function createJournalEntry(db: Database, userId: string, input: TJournalEntryInput): Promise<TJournalEntry> {
  return db.transaction((tx) => addJournalEntry(tx, userId, input));
}

/** createJournalEntry inside the caller's transaction (the fitness log writes its journal entry with its result). */
export async function addJournalEntry(tx: Tx, userId: string, input: TJournalEntryInput): Promise<TJournalEntry> {
  const weeks = weeksOf(input.weekNumber);
  await lockWeeks(tx, userId, weeks);
  const row = await insertEntry(tx, userId, input);
  await recomputeWeeks(tx, userId, weeks);
  return toJournalEntry(row);
}

/** Replaces the viewer's entry and recomputes its old and new week (both, when it moved), together. */
export async function updateJournalEntry(db: Database, userId: string, id: number, input: TJournalEntryInput): Promise<TJournalEntry> {
  return db.transaction(async (tx) => {
    const existing = await lockOwnEntryWeek(tx, userId, id);
    if (!existing) throw notFound();
    const weeks = weeksOf(existing.weekNumber, input.weekNumber);
    await lockWeeks(tx, userId, weeks);
    const row = await updateOwnEntry(tx, userId, id, input);
    if (!row) throw notFound();
    await recomputeWeeks(tx, userId, weeks);
    return toJournalEntry(row);
  });
}

/** Deletes the viewer's entry and recomputes its week, together. */
export async function deleteJournalEntry(db: Database, userId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await lockOwnEntryWeek(tx, userId, id);
    if (!existing) throw notFound();
    const weeks = weeksOf(existing.weekNumber);
    await lockWeeks(tx, userId, weeks);
    const deleted = await deleteOwnEntry(tx, userId, id);
    if (!deleted) throw notFound();
    await recomputeWeeks(tx, userId, weeks);
  });
}

/** Every entry of the viewer, newest first, for the download. */
export async function listJournalForExport(db: Database, userId: string): Promise<TJournalEntry[]> {
  return (await listAllOwnEntries(db, userId)).map(toJournalEntry);
}
