// The assistant's API. Conversations are the signed-in user's own; replies stream as
// server-sent events (see ZChatStream* in src/shared/schemas/chat.ts for the event shapes).
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { messages } from "../../../shared/messages.ts";
import {
  CHAT_LIMITS,
  ZChatStatusResponse,
  ZChatThreadMessagesResponse,
  ZChatThreadParams,
  ZChatThreadsResponse,
  ZRetryChatReplyRequest,
  ZSendChatMessageRequest,
} from "../../../shared/schemas/chat.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { App } from "../../http/app-instance.ts";
import { routesIn } from "../../http/declare-route.ts";
import { perUserRateLimitKey } from "../../auth/rate-limit-key.ts";
import {
  deleteViewerThread,
  getAvailability,
  getViewerThread,
  listViewerThreads,
  prepareRetry,
  prepareSend,
  runReply,
  type PreparedReply,
} from "./chat.service.ts";
import { openEventStream } from "./event-stream.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import type { AssistantReader } from "../../integrations/assistant/personas.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { readerVersion } from "../scripture/scripture.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);
const tags = ["assistant"];

const STREAM_DESCRIPTION =
  "Answers text/event-stream: `thread` {thread, userMessage}, then `delta` {text} (formatted reply text), then " +
  "`done` {thread, message} once the reply is saved, or `error` {message, retryable}. Refusals before the " +
  "stream starts (400, 401, 403, 404, 409, 429, 503) are JSON errors.";

const retryRateLimitKey = perUserRateLimitKey("chat-retry");

export async function chatRoutes(app: App): Promise<void> {
  const { db, integrations } = app.deps;
  const provider = integrations.assistant;

  /** The language he reads and the Bible version he reads it in, for the assistant's instructions. */
  async function readerOf(request: FastifyRequest, viewer: Viewer): Promise<AssistantReader> {
    const language = await requestLocale(request);
    const { version } = await readerVersion(db, integrations.scripture, viewer, language);
    return { language, bibleVersion: version };
  }

  // Streams still running when the server stops end with a retryable error instead of holding shutdown up.
  const shutdown = new AbortController();
  app.addHook("preClose", async () => shutdown.abort());

  async function streamReply(request: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): Promise<void> {
    const stream = openEventStream(reply, shutdown.signal);
    const threadId = prepared.thread.id;
    try {
      stream.send("thread", { thread: prepared.thread, userMessage: prepared.userMessage });
      const outcome = await runReply(db, provider, prepared, {
        signal: stream.signal,
        onText: (text) => stream.send("delta", { text }),
      });
      if (outcome.kind === "done") {
        stream.send("done", { thread: outcome.thread, message: outcome.message });
      } else if (outcome.kind === "failed") {
        // The provider adapter has logged the upstream details; never log the conversation itself.
        request.log.warn({ userId: prepared.userId, threadId, reason: outcome.reason }, "assistant reply failed");
        stream.send("error", { message: outcome.message, retryable: outcome.reason !== "thread-gone" });
      } else {
        request.log.info({ userId: prepared.userId, threadId }, "assistant reply aborted");
        stream.send("error", { message: messages.internalError, retryable: true });
      }
    } catch (error) {
      request.log.error({ err: error, userId: prepared.userId, threadId }, "assistant reply crashed");
      stream.send("error", { message: messages.internalError, retryable: true });
    } finally {
      stream.end();
    }
  }

  // Reading whether he may, and his list, can only be refused for being signed out.
  const reads = routesIn(app, tags, errorResponses(401));
  const route = routesIn(app, tags, errors);

  reads.get("/status", "assistant.status", {
    summary: "Whether the viewer can use the assistant now (provider configured; a son's dad switched it on)",
    response: { 200: ZChatStatusResponse },
    handler: ({ actor: viewer }) => getAvailability(db, provider, viewer),
  });

  reads.get("/threads", "assistant.thread.list", {
    summary: "The viewer's conversations, most recent first",
    response: { 200: ZChatThreadsResponse },
    handler: async ({ actor: viewer }) => ({ threads: await listViewerThreads(db, viewer) }),
  });

  route.get("/threads/:threadId/messages", "assistant.thread.read", {
    summary: "One of the viewer's conversations with its messages in time order",
    params: ZChatThreadParams,
    response: { 200: ZChatThreadMessagesResponse },
    handler: ({ actor: viewer, params }) => getViewerThread(db, viewer, params.threadId),
  });

  route.delete("/threads/:threadId", "assistant.thread.delete", {
    summary: "Delete one of the viewer's conversations",
    params: ZChatThreadParams,
    response: { 204: z.null() },
    handler: async ({ actor: viewer, params, log, reply }) => {
      await deleteViewerThread(db, viewer, params.threadId);
      log.info({ userId: viewer.userId, threadId: params.threadId }, "chat thread deleted");
      return reply.status(204).send(null);
    },
  });

  route.post("/messages", "assistant.message.send", {
    summary: "Send a message (to a thread, or starting a new one) and stream the assistant's reply",
    description: STREAM_DESCRIPTION,
    body: ZSendChatMessageRequest,
    response: {},
    handler: async ({ actor: viewer, body, request, reply }) => {
      const prepared = await prepareSend(db, provider, viewer, body, await readerOf(request, viewer));
      await streamReply(request, reply, prepared);
    },
  });

  route.post("/threads/:threadId/retry", "assistant.reply.retry", {
    summary: "Ask again for a reply to the thread's unanswered last message, streamed",
    description: STREAM_DESCRIPTION,
    params: ZChatThreadParams,
    body: ZRetryChatReplyRequest,
    response: {},
    // Retries store no new message, so the database count cannot see them; this limit (counted in PostgreSQL
    // or Redis, shared by every process) can.
    rateLimit: { max: CHAT_LIMITS.messagesPerUser, timeWindow: CHAT_LIMITS.windowMs, keyGenerator: retryRateLimitKey },
    handler: async ({ actor: viewer, params, body, request, reply }) => {
      const prepared = await prepareRetry(db, provider, viewer, { threadId: params.threadId, weekNumber: body.weekNumber }, await readerOf(request, viewer));
      await streamReply(request, reply, prepared);
    },
  });
}
