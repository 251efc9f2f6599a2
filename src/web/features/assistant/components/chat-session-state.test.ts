import { describe, expect, it } from "vitest";
import type { TChatMessage } from "../../../../shared/schemas/chat.ts";
import { canSend, chatReducer, initialChatState, visibleMessages, type ChatAction, type ChatState } from "./chat-session-state.ts";

const run = (...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, initialChatState);
const saved = (id: number, role: TChatMessage["role"], content: string): TChatMessage => ({ id, role, content, createdAt: "2026-11-21T10:00:00.000Z" });

describe("sending rules (docs/areas/accounts.md)", () => {
  it("does not send a blank or whitespace-only message", () => {
    expect(canSend(initialChatState, "", true)).toBe(false);
    expect(canSend(initialChatState, "  \n\t ", true)).toBe(false);
    expect(canSend(initialChatState, "Hello", true)).toBe(true);
  });

  it("blocks sending while a reply is pending, while the history is open, and when the assistant is unavailable", () => {
    expect(canSend(run({ type: "send-started", question: "Hi" }), "Next", true)).toBe(false);
    expect(canSend(run({ type: "show-history" }), "Next", true)).toBe(false);
    expect(canSend(initialChatState, "Next", false)).toBe(false);
    expect(canSend(run({ type: "show-history" }, { type: "hide-history" }), "Next", true)).toBe(true);
  });
});

describe("a conversation", () => {
  it("shows the question at once, then the reply as it streams, then only saved messages", () => {
    let state = run({ type: "send-started", question: "How do I pray?" });
    expect(visibleMessages([], state).map((m) => m.content)).toEqual(["How do I pray?"]);

    state = chatReducer(state, { type: "thread-confirmed", threadId: 4 });
    const confirmed = [saved(1, "user", "How do I pray?")];
    state = chatReducer(chatReducer(state, { type: "delta", text: "Start " }), { type: "delta", text: "small." });
    expect(state.threadId).toBe(4);
    expect(visibleMessages(confirmed, state)).toEqual([
      { key: "m1", role: "user", content: "How do I pray?" },
      { key: "streaming-reply", role: "assistant", content: "Start small.", streaming: true },
    ]);

    state = chatReducer(state, { type: "reply-saved" });
    expect(state.pending).toBe(false);
    expect(visibleMessages([...confirmed, saved(2, "assistant", "Start small.")], state).map((m) => m.key)).toEqual(["m1", "m2"]);
  });

  it("keeps the thread after a failed reply and offers the retry there", () => {
    const state = run(
      { type: "send-started", question: "Hi" },
      { type: "thread-confirmed", threadId: 9 },
      { type: "delta", text: "Par" },
      { type: "reply-failed", failure: { message: "Try again", retryable: true, threadId: 9 } },
    );
    expect(state).toMatchObject({ pending: false, threadId: 9, streamingText: "", failure: { retryable: true, threadId: 9 } });
  });

  it("starts a new thread on 'new conversation' and switches threads from the history, but not mid-reply", () => {
    const open = run({ type: "select-thread", threadId: 3 });
    expect(open.threadId).toBe(3);
    expect(chatReducer(open, { type: "new-conversation" }).threadId).toBeNull();

    const streaming = run({ type: "select-thread", threadId: 3 }, { type: "send-started", question: "Q" });
    expect(chatReducer(streaming, { type: "show-history" }).view).toBe("chat");
    expect(chatReducer(streaming, { type: "new-conversation" }).threadId).toBe(3);
    expect(chatReducer(streaming, { type: "select-thread", threadId: 5 }).threadId).toBe(3);
  });

  it("forgets a deleted open thread", () => {
    expect(run({ type: "select-thread", threadId: 3 }, { type: "thread-deleted", threadId: 3 }).threadId).toBeNull();
    expect(run({ type: "select-thread", threadId: 3 }, { type: "thread-deleted", threadId: 8 }).threadId).toBe(3);
  });
});
