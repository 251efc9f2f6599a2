// The widget's conversation state as a pure reducer (docs/areas/assistant.md): which thread is open, whether
// the history list is showing, and the reply being streamed. Saved messages live in the query cache.
import type { TChatMessage } from "../../../../shared/schemas/chat.ts";

export interface ChatFailure {
  message: string;
  /** True when the question was saved and asking again can help (the Try again button). */
  retryable: boolean;
  /** The thread holding the unanswered question, when there is one. */
  threadId: number | null;
}

export interface ChatState {
  view: "chat" | "history";
  /** The open conversation; null means the next message starts a new one. */
  threadId: number | null;
  /** A reply is being asked for or streamed. */
  pending: boolean;
  /** The question just sent, shown until the server confirms it was saved. */
  pendingQuestion: string | null;
  /** The reply text received so far. */
  streamingText: string;
  failure: ChatFailure | null;
}

export type ChatAction =
  | { type: "show-history" }
  | { type: "hide-history" }
  | { type: "select-thread"; threadId: number }
  | { type: "new-conversation" }
  | { type: "thread-deleted"; threadId: number }
  | { type: "send-started"; question: string | null }
  | { type: "thread-confirmed"; threadId: number }
  | { type: "delta"; text: string }
  | { type: "reply-saved" }
  | { type: "reply-failed"; failure: ChatFailure }
  | { type: "send-refused"; message: string }
  | { type: "dismiss-failure" };

export const initialChatState: ChatState = {
  view: "chat",
  threadId: null,
  pending: false,
  pendingQuestion: null,
  streamingText: "",
  failure: null,
};

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "show-history":
      // Switching conversations mid-reply would show the streaming text under the wrong thread.
      return state.pending ? state : { ...state, view: "history" };
    case "hide-history":
      return { ...state, view: "chat" };
    case "select-thread":
      if (state.pending) return state;
      return { ...state, view: "chat", threadId: action.threadId, failure: null };
    case "new-conversation":
      if (state.pending) return state;
      return { ...state, view: "chat", threadId: null, failure: null };
    case "thread-deleted":
      return state.threadId === action.threadId ? { ...state, threadId: null, failure: null } : state;
    case "send-started":
      return { ...state, view: "chat", pending: true, pendingQuestion: action.question, streamingText: "", failure: null };
    case "thread-confirmed":
      return { ...state, threadId: action.threadId, pendingQuestion: null };
    case "delta":
      return { ...state, streamingText: state.streamingText + action.text };
    case "reply-saved":
      return { ...state, pending: false, pendingQuestion: null, streamingText: "" };
    case "reply-failed":
      return { ...state, pending: false, pendingQuestion: null, streamingText: "", failure: action.failure };
    case "send-refused":
      return { ...state, pending: false, pendingQuestion: null, streamingText: "", failure: { message: action.message, retryable: false, threadId: null } };
    case "dismiss-failure":
      return { ...state, failure: null };
  }
}

/** Sending needs text that is not blank, no reply pending, and the history list closed (docs/areas/accounts.md). */
export function canSend(state: ChatState, text: string, available: boolean): boolean {
  return available && !state.pending && state.view === "chat" && text.trim() !== "";
}

export interface VisibleMessage {
  key: string;
  role: TChatMessage["role"];
  content: string;
  streaming?: boolean;
}

/** The saved messages of the open thread, then the question in flight and the reply as it streams. */
export function visibleMessages(saved: readonly TChatMessage[], state: ChatState): VisibleMessage[] {
  const list: VisibleMessage[] = saved.map((m) => ({ key: `m${m.id}`, role: m.role, content: m.content }));
  if (state.pendingQuestion !== null) list.push({ key: "pending-question", role: "user", content: state.pendingQuestion });
  if (state.pending && state.streamingText !== "") list.push({ key: "streaming-reply", role: "assistant", content: state.streamingText, streaming: true });
  return list;
}
