// The StrongBond assistant (docs/areas/assistant.md).
// Request/response schemas and the assistant's own texts, shared by the API and the widget.
import { z } from "zod";
import { listResponse, ZTimestamp } from "./common.ts";
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_ROLES, MAX_INT4 } from "../constants.ts";
import { messages } from "../messages.ts";
import { MAX_WEEK_NUMBER } from "./content.ts";
import { requiredText, weekNumberField } from "./fields.ts";
import { idParam } from "./params.ts";

export const CHAT_LIMITS = {
  /** Sent messages per user in one window (counted in the database, so it holds across server processes). */
  messagesPerUser: 20,
  /** A family (a dad and every son he added) shares this many messages in the same window. */
  messagesPerFamily: 30,
  windowMs: 5 * 60 * 1000,
  /** How many threads the history list shows (newest first). */
  threadsListed: 50,
} as const;

/** The assistant's user-facing texts ('No response' is messages.noResponse). The spec's own one comes first. */
export const chatText = {
  newConversation: "New conversation",
  panelTitle: "Chat with StrongBond Assistant",
  widgetTitle: "StrongBond Assistant",
  messageRequired: "Please type a message.",
  messageTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters long.`,
  rateLimited: "You've sent a lot of messages in a short time. Please wait a few minutes and try again.",
  // Families never see the assistant when none is connected (no dead ends); only an admin reads how.
  notConfigured: "The assistant is not available right now.",
  notConfiguredAdmin:
    'No assistant is connected to this server, so families don\'t see it. To connect one, start the server with OPENAI_BASE_URL (and OPENAI_API_KEY, ASSISTANT_MODEL) set to an OpenAI-compatible endpoint — see "Connecting the assistant" in the README.',
  sonNeedsDad: "Your assistant is switched off for now. Your dad can turn it on for you from his Family page.",
  sonWithoutDad: "The assistant is not available for your account.",
  replyFailed: "The assistant couldn't answer just now. Your message is saved: please try again.",
  replyTimedOut: "The assistant took too long to answer. Your message is saved: please try again.",
  /** The stream ended without an answer or an error: the server process or the connection went away mid-reply. */
  replyInterrupted: "The connection was lost before the assistant finished. Your message is saved: please try again.",
  nothingToRetry: "There is no unanswered message to retry in this conversation.",
  threadNotFound: "Conversation not found",
} as const;

/** Thread ids are PostgreSQL integers: a larger id is refused as invalid instead of failing the lookup. */
const MAX_THREAD_ID = MAX_INT4;

/** A chat message as typed: blank or whitespace-only is refused, and so is an overlong one (docs/areas/assistant.md). */
export const ZChatMessageText = requiredText(CHAT_MESSAGE_MAX_LENGTH, { required: chatText.messageRequired, tooLong: chatText.messageTooLong });

const ZChatWeekNumber = weekNumberField(MAX_WEEK_NUMBER, { invalid: messages.invalidWeek });

export const ZSendChatMessageRequest = z.object({
  content: ZChatMessageText,
  /** Continue this thread; null or absent starts a new conversation (spec: new conversation forces a new thread). */
  threadId: z.number().int().positive().max(MAX_THREAD_ID).nullish(),
  /** The week the user has open (week page, or journal with a week): its content is sent as context. */
  weekNumber: ZChatWeekNumber.nullish(),
});
export type TSendChatMessageRequest = z.input<typeof ZSendChatMessageRequest>;

export const ZRetryChatReplyRequest = z.object({ weekNumber: ZChatWeekNumber.nullish() });
export type TRetryChatReplyRequest = z.input<typeof ZRetryChatReplyRequest>;

export const ZChatThreadParams = z.object({ threadId: idParam() });

export const ZChatThread = z.object({
  id: z.number().int(),
  /** First 50 characters of the last message plus '...', or 'New conversation'. */
  preview: z.string(),
  weekNumber: z.number().int().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TChatThread = z.infer<typeof ZChatThread>;

export const ZChatMessage = z.object({
  id: z.number().int(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  createdAt: ZTimestamp,
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatThreadsResponse = listResponse("threads", ZChatThread);
export type TChatThreadsResponse = z.infer<typeof ZChatThreadsResponse>;

export const ZChatThreadMessagesResponse = z.object({ thread: ZChatThread, messages: z.array(ZChatMessage) });
export type TChatThreadMessagesResponse = z.infer<typeof ZChatThreadMessagesResponse>;

export const CHAT_AVAILABILITY = ["ready", "not-configured", "off-for-son"] as const;
export type TChatAvailability = (typeof CHAT_AVAILABILITY)[number];

export const ZChatStatusResponse = z.object({
  availability: z.enum(CHAT_AVAILABILITY),
  /** Why the assistant cannot be used, in words for the widget; null when ready. */
  message: z.string().nullable(),
});
export type TChatStatusResponse = z.infer<typeof ZChatStatusResponse>;

// Server-sent events of POST /api/chat/messages and POST /api/chat/threads/:threadId/retry.
// `thread` comes first (the user message is saved by then), then `delta`s of the formatted reply text
// (concatenated they are the reply as shown), then exactly one of `done` (reply saved) or `error`.
export const ZChatStreamThreadEvent = z.object({ thread: ZChatThread, userMessage: ZChatMessage.nullable() });
export const ZChatStreamDeltaEvent = z.object({ text: z.string() });
export const ZChatStreamDoneEvent = z.object({ thread: ZChatThread, message: ZChatMessage });
export const ZChatStreamErrorEvent = z.object({ message: z.string(), retryable: z.boolean() });

export type TChatStreamEvent =
  | { type: "thread"; data: z.infer<typeof ZChatStreamThreadEvent> }
  | { type: "delta"; data: z.infer<typeof ZChatStreamDeltaEvent> }
  | { type: "done"; data: z.infer<typeof ZChatStreamDoneEvent> }
  | { type: "error"; data: z.infer<typeof ZChatStreamErrorEvent> };
