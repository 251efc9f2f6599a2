// The only Drizzle code of the assistant: threads and messages, always reached through their owner.
import { and, asc, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { ChatRole } from "../../../shared/constants.ts";
import type { Queryable } from "../../db/client.ts";
import { deleteRows } from "../../platform/row-changes.queries.ts";
import { chatMessages, chatThreads, familyLinks } from "../../db/schema/index.ts";

const threadColumns = {
  id: chatThreads.id,
  weekNumber: chatThreads.weekNumber,
  lastMessage: chatThreads.lastMessage,
  createdAt: chatThreads.createdAt,
  updatedAt: chatThreads.updatedAt,
};

export interface ThreadRow {
  id: number;
  weekNumber: number | null;
  lastMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A conversation is open to its owner unless it began before his dad reset his access (users.access_reset_by_dad_at):
 * whoever chose the password since may be his dad, so it stays shut to every session — listed, read, continued,
 * retried or deleted — as his earlier private journal entries do, until he proves his own address. It is kept.
 */
function openToOwner(): SQL {
  return sql`not (${chatThreads.createdAt} < coalesce((select reset.access_reset_by_dad_at from users reset where reset.id = ${chatThreads.userId}), '-infinity'::timestamptz))`;
}

export interface MessageRow {
  id: number;
  role: ChatRole;
  content: string;
  createdAt: Date;
}

const messageColumns = {
  id: chatMessages.id,
  role: chatMessages.role,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
};

/** The user's threads, most recently active first. */
export async function listThreads(db: Queryable, userId: string, limit: number): Promise<ThreadRow[]> {
  return db
    .select(threadColumns)
    .from(chatThreads)
    .where(and(eq(chatThreads.userId, userId), openToOwner()))
    .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id))
    .limit(limit);
}

/** One thread of this user; undefined for an unknown id and for another user's thread alike. */
export async function findOwnThread(db: Queryable, userId: string, threadId: number): Promise<(ThreadRow & { userId: string }) | undefined> {
  const [row] = await db
    .select({ ...threadColumns, userId: chatThreads.userId })
    .from(chatThreads)
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId), openToOwner()))
    .limit(1);
  return row;
}

/** A thread's messages in time order (id breaks ties between rows of one transaction). */
export async function listMessages(db: Queryable, threadId: number): Promise<MessageRow[]> {
  return db.select(messageColumns).from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The latest `limit` messages of a thread, returned oldest first (the history sent to the model). */
export async function listRecentMessages(db: Queryable, threadId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Serialises one user's sends until the transaction ends, so two parallel requests cannot both pass the
 * rate limit on the same last free slot. Other users are not blocked.
 */
export async function lockUserChat(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${userId}`}))`);
}

/** How many messages the threads `owners` picks sent in the last `windowMs` (the database clock decides). */
async function countRecentMessages(db: Queryable, owners: SQL, windowMs: number): Promise<number> {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000}::double precision)`;
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(and(owners, eq(chatMessages.role, "user"), gt(chatMessages.createdAt, since)));
  return row?.n ?? 0;
}

/** How many messages a family (the dad `rootId` and every son he added) sent in the last `windowMs`. */
export async function countRecentFamilyMessages(db: Queryable, rootId: string, windowMs: number): Promise<number> {
  return countRecentMessages(
    db,
    sql`(${chatThreads.userId} = ${rootId} or ${chatThreads.userId} in (select ${familyLinks.sonId} from ${familyLinks} where ${familyLinks.dadId} = ${rootId}))`,
    windowMs,
  );
}

/** How many messages this user sent in the last `windowMs`, over all their threads. */
export async function countRecentUserMessages(db: Queryable, userId: string, windowMs: number): Promise<number> {
  return countRecentMessages(db, eq(chatThreads.userId, userId), windowMs);
}

export async function insertThread(
  db: Queryable,
  values: { userId: string; planId: number | null; weekNumber: number | null; lastMessage: string },
): Promise<ThreadRow> {
  const [row] = await db.insert(chatThreads).values(values).returning(threadColumns);
  if (!row) throw new Error("chat thread not created");
  return row;
}

export async function insertMessage(db: Queryable, values: { threadId: number; role: ChatRole; content: string }): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning(messageColumns);
  if (!row) throw new Error("chat message not created");
  return row;
}

/** Follows an exchange (docs/areas/assistant.md): the thread's last_message and updated_at. Scoped to the owner. */
export async function touchThread(db: Queryable, userId: string, threadId: number, lastMessage: string): Promise<ThreadRow | undefined> {
  const [row] = await db
    .update(chatThreads)
    .set({ lastMessage, updatedAt: sql`now()` })
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId), openToOwner()))
    .returning(threadColumns);
  return row;
}

/** Deletes a thread of this user (its messages go with it); false when it is not theirs or unknown. */
export async function deleteOwnThread(db: Queryable, userId: string, threadId: number): Promise<boolean> {
  return (await deleteRows(db, chatThreads, and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId), openToOwner()))) > 0;
}
