// One conversation with the assistant: sends, streams the reply into view, keeps the query caches (history
// list and thread messages) in step, and offers a retry when a reply failed.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { TChatMessage, TChatStreamEvent, TChatThread, TChatThreadMessagesResponse } from "../../../../shared/schemas/chat.ts";
import { messages } from "../../../../shared/messages.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { chatKeys } from "../api/chat-keys.ts";
import { streamChatReply, type ChatStreamRequest } from "../api/stream-chat-reply.ts";
import { chatReducer, initialChatState, type ChatAction, type ChatState } from "./chat-session-state.ts";

export interface ChatSession {
  state: ChatState;
  dispatch: (action: ChatAction) => void;
  /** Sends a question; resolves false when the server refused it before answering (the text can be kept). */
  send: (question: string) => Promise<boolean>;
  retry: () => Promise<void>;
}

function appendMessage(data: TChatThreadMessagesResponse | undefined, thread: TChatThread, message: TChatMessage | null): TChatThreadMessagesResponse {
  const existing = data?.messages ?? [];
  if (!message || existing.some((m) => m.id === message.id)) return { thread, messages: existing };
  return { thread, messages: [...existing, message] };
}

/** @param weekNumber the week whose content goes with each question (week page, journal with a week). */
export function useChatSession(weekNumber: number | null): ChatSession {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page mid-reply cancels it (the server then stops the model); the question stays saved.
  useEffect(() => () => abortRef.current?.abort(), []);

  const run = useCallback(
    async (request: ChatStreamRequest, question: string | null): Promise<boolean> => {
      const controller = new AbortController();
      abortRef.current = controller;
      dispatch({ type: "send-started", question });
      let threadId: number | null = request.kind === "retry" ? request.threadId : null;
      const onEvent = (event: TChatStreamEvent): void => {
        switch (event.type) {
          case "thread": {
            threadId = event.data.thread.id;
            queryClient.setQueryData<TChatThreadMessagesResponse>(chatKeys.threadMessages(threadId), (data) =>
              appendMessage(data, event.data.thread, event.data.userMessage),
            );
            dispatch({ type: "thread-confirmed", threadId });
            break;
          }
          case "delta":
            dispatch({ type: "delta", text: event.data.text });
            break;
          case "done":
            queryClient.setQueryData<TChatThreadMessagesResponse>(chatKeys.threadMessages(event.data.thread.id), (data) =>
              appendMessage(data, event.data.thread, event.data.message),
            );
            dispatch({ type: "reply-saved" });
            break;
          case "error":
            dispatch({ type: "reply-failed", failure: { message: event.data.message, retryable: event.data.retryable && threadId !== null, threadId } });
            break;
        }
      };
      try {
        await streamChatReply(request, onEvent, controller.signal);
        return true;
      } catch (error) {
        if (controller.signal.aborted) return true;
        const message = isApiError(error) ? (error.fields.content ?? error.message) : messages.internalError;
        // docs/areas/assistant.md: the details are only logged; the user gets a plain message.
        console.warn("assistant request refused", error);
        dispatch({ type: "send-refused", message });
        return false;
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        void queryClient.invalidateQueries({ queryKey: chatKeys.threads() });
      }
    },
    [queryClient],
  );

  const { pending, view, threadId, failure } = state;
  const send = useCallback(
    (question: string) => {
      const text = question.trim();
      // Blank messages are not sent, nor anything while a reply is pending or the history is open (docs/areas/accounts.md).
      if (text === "" || pending || view !== "chat") return Promise.resolve(false);
      return run({ kind: "send", body: { content: text, threadId, weekNumber } }, text);
    },
    [run, weekNumber, pending, view, threadId],
  );

  const retry = useCallback(async () => {
    if (!failure?.retryable || failure.threadId === null || pending) return;
    await run({ kind: "retry", threadId: failure.threadId, body: { weekNumber } }, null);
  }, [run, weekNumber, failure, pending]);

  return { state, dispatch, send, retry };
}
