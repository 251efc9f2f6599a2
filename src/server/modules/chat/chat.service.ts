// The assistant's rules: who may use it, the per-user limit, threads and messages, the context sent to the
// model, and saving the streamed reply. Transport (server-sent events) stays in chat.routes.ts.
import { createHash } from "node:crypto";
import { CHAT_LIMITS, chatText, type TChatMessage, type TChatStatusResponse, type TChatThread } from "../../../shared/schemas/chat.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable } from "../../db/client.ts";
import { AssistantError, type ChatProvider, type ChatTurn } from "../../integrations/assistant/chat-provider.ts";
import { personaFor, readerInstructions, type AssistantReader } from "../../integrations/assistant/personas.ts";
import { threadPreview } from "../../integrations/assistant/reply-format.ts";
import { formatWeekContext } from "../../integrations/assistant/week-context.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { authorize } from "../../policies/index.ts";
import { getViewerWeekContent } from "../content/week-content.ts";
import { familyRootOf } from "../family/family.queries.ts";
import {
  countRecentFamilyMessages,
  countRecentUserMessages,
  deleteOwnThread,
  findOwnThread,
  insertMessage,
  insertThread,
  listMessages,
  listRecentMessages,
  listThreads,
  lockUserChat,
  touchThread,
  type MessageRow,
  type ThreadRow,
} from "./chat.queries.ts";
import { createReplyFormatter } from "./reply-stream.ts";
import { findSonAssistantSetting } from "../family/family.queries.ts";

/** Earlier turns sent to the model with each question: enough for a conversation, bounded in cost. */
const HISTORY_TURNS = 20;

function toThread(row: ThreadRow): TChatThread {
  return {
    id: row.id,
    preview: threadPreview(row.lastMessage),
    weekNumber: row.weekNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMessage(row: MessageRow): TChatMessage {
  return { id: row.id, role: row.role, content: row.content, createdAt: row.createdAt.toISOString() };
}

/**
 * Whether this viewer can talk to the assistant now. A son's messages go to a third-party model provider,
 * so his assistant stays off until his dad switches it on (and stays off without a linked dad).
 */
export async function getAvailability(db: Queryable, provider: ChatProvider, viewer: Viewer): Promise<TChatStatusResponse> {
  if (!provider.configured) return { availability: "not-configured", message: viewer.role === "admin" ? chatText.notConfiguredAdmin : chatText.notConfigured };
  if (viewer.role === "son") {
    const enabled = await findSonAssistantSetting(db, viewer.userId);
    if (enabled === undefined) return { availability: "off-for-son", message: chatText.sonWithoutDad };
    if (!enabled) return { availability: "off-for-son", message: chatText.sonNeedsDad };
  }
  return { availability: "ready", message: null };
}

async function requireAvailable(db: Queryable, provider: ChatProvider, viewer: Viewer): Promise<void> {
  const status = await getAvailability(db, provider, viewer);
  if (status.availability === "not-configured") throw new AppError("UNAVAILABLE", chatText.notConfigured);
  authorize(viewer, "assistant.message.send", { offForSon: status.availability === "off-for-son", message: status.message });
}

/** The viewer's conversations for the history list, most recent first. */
export async function listViewerThreads(db: Queryable, viewer: Viewer): Promise<TChatThread[]> {
  const rows = await listThreads(db, viewer.userId, CHAT_LIMITS.threadsListed);
  return rows.map(toThread);
}

/** One of the viewer's conversations with its messages in time order; 404 when it is not theirs. */
export async function getViewerThread(db: Queryable, viewer: Viewer, threadId: number) {
  const thread = authorize(viewer, "assistant.thread.read", await findOwnThread(db, viewer.userId, threadId));
  const rows = await listMessages(db, thread.id);
  return { thread: toThread(thread), messages: rows.map(toMessage) };
}

export async function deleteViewerThread(db: Queryable, viewer: Viewer, threadId: number): Promise<void> {
  authorize(viewer, "assistant.thread.delete", await findOwnThread(db, viewer.userId, threadId));
  if (!(await deleteOwnThread(db, viewer.userId, threadId))) throw notFound(chatText.threadNotFound);
}

/** Everything needed to run one assistant reply, after the user's message is safely stored. */
export interface PreparedReply {
  userId: string;
  thread: TChatThread;
  userMessage: TChatMessage | null;
  turns: ChatTurn[];
}

/**
 * Stores the user's message (reusing their thread, or creating one: docs/areas/assistant.md) and builds the request for
 * the model. The rate limit is checked under a per-user lock in the same transaction as the insert, so
 * parallel requests cannot overshoot it. Nothing is written when any check fails.
 */
export async function prepareSend(
  db: Database,
  provider: ChatProvider,
  viewer: Viewer,
  input: { content: string; threadId?: number | null | undefined; weekNumber?: number | null | undefined },
  reader: AssistantReader,
): Promise<PreparedReply> {
  await requireAvailable(db, provider, viewer);
  const weekNumber = input.weekNumber ?? null;
  const saved = await db.transaction(async (tx) => {
    let thread: ThreadRow | undefined;
    if (input.threadId != null) {
      // He continues only a conversation he may read.
      thread = authorize(viewer, "assistant.thread.read", await findOwnThread(tx, viewer.userId, input.threadId));
    }
    // Locked per family: a dad and his sons share one budget as well as each his own.
    const family = await familyRootOf(tx, viewer.userId);
    await lockUserChat(tx, family);
    if ((await countRecentUserMessages(tx, viewer.userId, CHAT_LIMITS.windowMs)) >= CHAT_LIMITS.messagesPerUser) {
      throw new AppError("TOO_MANY_REQUESTS", chatText.rateLimited);
    }
    if ((await countRecentFamilyMessages(tx, family, CHAT_LIMITS.windowMs)) >= CHAT_LIMITS.messagesPerFamily) {
      throw new AppError("TOO_MANY_REQUESTS", chatText.rateLimited);
    }
    if (thread) {
      thread = await touchThread(tx, viewer.userId, thread.id, input.content);
      if (!thread) throw notFound(chatText.threadNotFound);
    } else {
      thread = await insertThread(tx, {
        userId: viewer.userId,
        planId: weekNumber === null ? null : viewer.selectedPlanId,
        weekNumber,
        lastMessage: input.content,
      });
    }
    const userMessage = await insertMessage(tx, { threadId: thread.id, role: "user", content: input.content });
    return { thread, userMessage };
  });
  const turns = await buildTurns(db, viewer, reader, saved.thread.id, weekNumber);
  return { userId: viewer.userId, thread: toThread(saved.thread), userMessage: toMessage(saved.userMessage), turns };
}

/**
 * Runs the assistant again for a thread whose last message is still unanswered (the reply failed, timed out
 * or the user left mid-reply). Nothing new is stored until the reply arrives.
 */
export async function prepareRetry(
  db: Database,
  provider: ChatProvider,
  viewer: Viewer,
  input: { threadId: number; weekNumber?: number | null | undefined },
  reader: AssistantReader,
): Promise<PreparedReply> {
  await requireAvailable(db, provider, viewer);
  const thread = authorize(viewer, "assistant.reply.retry", await findOwnThread(db, viewer.userId, input.threadId));
  // A user over the limit may not make the server call the provider again either.
  if ((await countRecentUserMessages(db, viewer.userId, CHAT_LIMITS.windowMs)) > CHAT_LIMITS.messagesPerUser) {
    throw new AppError("TOO_MANY_REQUESTS", chatText.rateLimited);
  }
  if ((await countRecentFamilyMessages(db, await familyRootOf(db, viewer.userId), CHAT_LIMITS.windowMs)) > CHAT_LIMITS.messagesPerFamily) {
    throw new AppError("TOO_MANY_REQUESTS", chatText.rateLimited);
  }
  const turns = await buildTurns(db, viewer, reader, thread.id, input.weekNumber ?? null);
  if (turns.at(-1)?.role !== "user") throw new AppError("CONFLICT", chatText.nothingToRetry);
  return { userId: viewer.userId, thread: toThread(thread), userMessage: null, turns };
}

/**
 * The persona for the viewer's role, his language and Bible version, the thread's recent turns, and the last question prefixed with the open
 * week's content (docs/areas/assistant.md). Dad's Corner only for dads: a son never receives it, not even via the model.
 */
async function buildTurns(db: Queryable, viewer: Viewer, reader: AssistantReader, threadId: number, weekNumber: number | null): Promise<ChatTurn[]> {
  const [history, week] = await Promise.all([
    listRecentMessages(db, threadId, HISTORY_TURNS),
    weekNumber === null ? Promise.resolve(null) : getViewerWeekContent(db, viewer, weekNumber),
  ]);
  const context = week && (week.devotional || week.challenge || week.dadsCorner) ? week : null;
  const turns: ChatTurn[] = [
    { role: "system", content: personaFor(viewer.role) },
    { role: "system", content: readerInstructions(reader) },
  ];
  history.forEach((message, index) => {
    const isQuestion = index === history.length - 1 && message.role === "user";
    turns.push({ role: message.role, content: isQuestion && context ? formatWeekContext(context, message.content) : message.content });
  });
  return turns;
}

/** An opaque, stable id for the provider's abuse monitoring that names nobody (many users are minors). */
function providerUserId(userId: string): string {
  return createHash("sha256").update(`strongbond-assistant:${userId}`).digest("hex").slice(0, 32);
}

export type ReplyOutcome =
  | { kind: "done"; thread: TChatThread; message: TChatMessage }
  | { kind: "failed"; message: string; reason: "timeout" | "upstream" | "thread-gone" }
  | { kind: "aborted" };

/**
 * Streams the model's reply through `onText` (already formatted) and saves the whole reply when it ends,
 * with the thread's last_message and updated_at. On failure or abort nothing is saved: the user's message
 * stays, unanswered, so the user can retry.
 */
export async function runReply(
  db: Database,
  provider: ChatProvider,
  prepared: PreparedReply,
  opts: { signal: AbortSignal; onText: (text: string) => void },
): Promise<ReplyOutcome> {
  const formatter = createReplyFormatter();
  try {
    for await (const delta of provider.streamReply({ messages: prepared.turns, signal: opts.signal, user: providerUserId(prepared.userId) })) {
      const text = formatter.push(delta);
      if (text) opts.onText(text);
    }
  } catch (error) {
    if (opts.signal.aborted) return { kind: "aborted" };
    if (error instanceof AssistantError && error.kind === "timeout") {
      return { kind: "failed", message: chatText.replyTimedOut, reason: "timeout" };
    }
    if (error instanceof AssistantError) return { kind: "failed", message: chatText.replyFailed, reason: "upstream" };
    throw error;
  }
  const content = formatter.finish();
  const saved = await db.transaction(async (tx) => {
    // The user may have deleted the conversation in another tab while the reply was streaming.
    const thread = await touchThread(tx, prepared.userId, prepared.thread.id, content);
    if (!thread) return undefined;
    const message = await insertMessage(tx, { threadId: thread.id, role: "assistant", content });
    return { thread, message };
  });
  if (!saved) return { kind: "failed", message: chatText.threadNotFound, reason: "thread-gone" };
  return { kind: "done", thread: toThread(saved.thread), message: toMessage(saved.message) };
}
