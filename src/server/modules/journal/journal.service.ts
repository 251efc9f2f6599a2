// The journal's rules: entries belong to their author, shared entries reach the author's family only, and
// every write that touches a week recomputes that week's progress in the same transaction (docs/areas/journal.md).
import type { TJournalEntry, TJournalEntryCreateInput, TJournalEntryInput, TJournalEntryUpdate, TSharedJournalEntry } from "../../../shared/schemas/journal.ts";
import { withSent } from "../../lib/keep-unsent.ts";
import type { Database, Queryable, Tx } from "../../db/client.ts";
import { CACHED_ANSWERS, userName } from "../../platform/cached-answers.ts";
import { readThrough } from "../../platform/read-caches.ts";
import { notFound } from "../../lib/app-error.ts";
import { authorize, can } from "../../policies/index.ts";
import { findFamilyMemberIds } from "../family/family.queries.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import { clearItemsFrom, completeItems } from "../progress/progress.queries.ts";
import { currentRun, weekLockOf } from "../progress/progress.service.ts";
import type { ProgressFlag } from "../../../shared/schemas/progress.ts";
import {
  deleteOwnEntry,
  findOwnEntry,
  findOwnEntryWrittenAt,
  findWeekEntryTypes,
  insertEntry,
  listAllOwnEntries,
  listOwnEntries,
  listSharedEntries,
  lockOwnEntry,
  lockUserReplay,
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
  // Kept until one of his entries changes; the page (cursor, size) is part of the key.
  return readThrough(
    db,
    CACHED_ANSWERS.journal,
    CACHED_ANSWERS.journal.key(userId, page.limit, page.before),
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
  return toJournalEntry(authorize({ userId }, "journal.read", await findOwnEntry(db, userId, id)));
}

/** Who writes: the author, and the family's run his progress belongs to. */
type Author = Pick<Viewer, "userId" | "familyDadId" | "selectedPlanId" | "timeZone">;

/**
 * Recomputes one week's progress in the family's current run from the user's journal (docs/areas/journal.md):
 * devotional ← any reflection entry, challenge ← any fitness entry, journal ← either. The journal
 * completes items (recording "journal" as their source) and takes back only the items it completed itself; an
 * item the person ticked stays ticked. A row is created only when one of the entries exists. Runs inside the
 * caller's transaction.
 */
async function recomputeWeekProgress(tx: Queryable, author: Author, runId: number, weekNumber: number): Promise<void> {
  const types = await findWeekEntryTypes(tx, author.userId, weekNumber);
  const wanted: Record<ProgressFlag, boolean> = {
    devotional: types.has("reflection"),
    challenge: types.has("fitness"),
    journal: types.has("reflection") || types.has("fitness"),
  };
  const items = Object.keys(wanted) as ProgressFlag[];
  const input = { userId: author.userId, runId, weekNumber, source: "journal" as const };
  // Nothing locked is completed: a paid plan's week the family does not own keeps the entry, not a tick.
  const complete = can(author, "week.complete", await weekLockOf(tx, author, weekNumber)) ? items.filter((item) => wanted[item]) : [];
  if (complete.length > 0) await completeItems(tx, { ...input, items: complete });
  await clearItemsFrom(tx, { ...input, items: items.filter((item) => !wanted[item]) });
}

/** Distinct weeks in ascending order, so concurrent writers take the week locks in the same order. */
function weeksOf(...weeks: (number | null)[]): number[] {
  return [...new Set(weeks.filter((w): w is number => w !== null))].sort((a, b) => a - b);
}

async function lockWeeks(tx: Queryable, userId: string, weeks: number[]): Promise<void> {
  for (const week of weeks) await lockUserWeek(tx, userId, week);
}

async function recomputeWeeks(tx: Queryable, author: Author, weeks: number[]): Promise<void> {
  if (weeks.length === 0) return;
  const run = await currentRun(tx, author);
  for (const week of weeks) await recomputeWeekProgress(tx, author, run.id, week);
}

/** Writes a new entry for the viewer and recomputes its week, together. */
export async function createJournalEntry(db: Database, author: Author, input: TJournalEntryInput): Promise<TJournalEntry> {
  return db.transaction((tx) => addJournalEntry(tx, author, input));
}

/**
 * A new entry; one written with no network carries `writtenAt`: it is dated then, and sent again (the
 * phone's queue may, when an answer was lost) it finds the entry already saved instead of writing a second one.
 */
export async function createOrFindJournalEntry(
  db: Database,
  author: Author,
  input: TJournalEntryCreateInput,
): Promise<{ entry: TJournalEntry; created: boolean }> {
  const { writtenAt, ...entry } = input;
  if (writtenAt === undefined) return { entry: await createJournalEntry(db, author, entry), created: true };
  const at = new Date(writtenAt);
  return db.transaction(async (tx) => {
    await lockUserReplay(tx, author.userId);
    const existing = await findOwnEntryWrittenAt(tx, author.userId, at, entry.content);
    if (existing) return { entry: toJournalEntry(existing), created: false };
    return { entry: await addJournalEntry(tx, author, entry, at), created: true };
  });
}

/** createJournalEntry inside the caller's transaction (the fitness log writes its journal entry with its result). */
export async function addJournalEntry(tx: Tx, author: Author, input: TJournalEntryInput, writtenAt?: Date): Promise<TJournalEntry> {
  const { userId } = author;
  const weeks = weeksOf(input.weekNumber);
  await lockWeeks(tx, userId, weeks);
  const row = await insertEntry(tx, userId, input, writtenAt);
  await recomputeWeeks(tx, author, weeks);
  return toJournalEntry(row);
}

/** Replaces the viewer's entry and recomputes its old and new week (both, when it moved), together. */
export async function updateJournalEntry(db: Database, author: Author, id: number, sent: TJournalEntryUpdate): Promise<TJournalEntry> {
  const { userId } = author;
  return db.transaction(async (tx) => {
    const { userId: _owner, ...existing } = authorize({ userId }, "journal.update", await lockOwnEntry(tx, userId, id));
    // What the request leaves out (his week, his sharing choice) stays as he set it.
    const input = withSent(existing, sent);
    const weeks = weeksOf(existing.weekNumber, input.weekNumber);
    await lockWeeks(tx, userId, weeks);
    const row = await updateOwnEntry(tx, userId, id, input);
    if (!row) throw notFound();
    await recomputeWeeks(tx, author, weeks);
    return toJournalEntry(row);
  });
}

/** Deletes the viewer's entry and recomputes its week, together. */
export async function deleteJournalEntry(db: Database, author: Author, id: number): Promise<void> {
  const { userId } = author;
  await db.transaction(async (tx) => {
    const existing = authorize({ userId }, "journal.delete", await lockOwnEntry(tx, userId, id));
    const weeks = weeksOf(existing.weekNumber);
    await lockWeeks(tx, userId, weeks);
    const deleted = await deleteOwnEntry(tx, userId, id);
    if (!deleted) throw notFound();
    await recomputeWeeks(tx, author, weeks);
  });
}

/** Every entry of the viewer, newest first, for the download. */
export async function listJournalForExport(db: Database, userId: string): Promise<TJournalEntry[]> {
  return (await listAllOwnEntries(db, userId)).map(toJournalEntry);
}
