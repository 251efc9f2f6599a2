// POST /api/chat/messages and POST /api/chat/threads/:id/retry answer with server-sent events. EventSource
// cannot POST, so the body of a fetch() is read and parsed here.
import type { TChatStreamEvent, TRetryChatReplyRequest, TSendChatMessageRequest } from "../../../../shared/schemas/chat.ts";
import { chatText } from "../../../../shared/schemas/chat.ts";
import { apiFetch, toApiError } from "../../../lib/api-client.ts";

export interface RawServerEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser: feed it chunks as they arrive (a frame may be cut anywhere);
 * it returns the complete events. Comment lines (": keep-alive") are skipped.
 */
export function createEventParser(): { push(chunk: string): RawServerEvent[]; flush(): RawServerEvent[] } {
  let buffer = "";
  const parseFrame = (frame: string): RawServerEvent | null => {
    let event = "message";
    const data: string[] = [];
    for (const line of frame.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    return data.length > 0 ? { event, data: data.join("\n") } : null;
  };
  const drain = (final: boolean): RawServerEvent[] => {
    buffer = buffer.replace(/\r\n?/g, "\n");
    const frames = buffer.split("\n\n");
    buffer = final ? "" : (frames.pop() ?? "");
    const events: RawServerEvent[] = [];
    for (const frame of frames) {
      const parsed = parseFrame(frame);
      if (parsed) events.push(parsed);
    }
    return events;
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      return drain(false);
    },
    flush() {
      return drain(true);
    },
  };
}

const STREAM_EVENTS = new Set(["thread", "delta", "done", "error"]);

/** Narrows a raw event to the ones the chat routes send; unknown or malformed ones are ignored. */
export function toChatEvent(raw: RawServerEvent): TChatStreamEvent | null {
  if (!STREAM_EVENTS.has(raw.event)) return null;
  try {
    return { type: raw.event, data: JSON.parse(raw.data) } as TChatStreamEvent;
  } catch {
    return null;
  }
}

export type ChatStreamRequest = { kind: "send"; body: TSendChatMessageRequest } | { kind: "retry"; threadId: number; body: TRetryChatReplyRequest };

/**
 * Sends the request and calls onEvent for every event as it arrives. A refusal before the stream starts
 * (validation, rate limit, not set up...) throws an ApiError with the server's message, through the same
 * apiFetch as every other call (so a 401 re-reads the session). A stream that ends without `done` or `error`
 * (connection lost) is reported as a retryable error event.
 */
export async function streamChatReply(request: ChatStreamRequest, onEvent: (event: TChatStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const url = request.kind === "send" ? "/api/chat/messages" : `/api/chat/threads/${request.threadId}/retry`;
  const response = await apiFetch("POST", url, request.body, { signal, accept: "text/event-stream" });
  if (!response.body) throw toApiError(response.status, null);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createEventParser();
  let finished = false;
  const emit = (raws: RawServerEvent[]): void => {
    for (const raw of raws) {
      const event = toChatEvent(raw);
      if (!event) continue;
      if (event.type === "done" || event.type === "error") finished = true;
      onEvent(event);
    }
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      emit(parser.push(value));
    }
    emit(parser.flush());
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
  }
  // The server process died or the connection dropped mid-reply (nginx then ends the stream): say so; the
  // question is saved, and asking again reaches a live process.
  if (!finished) onEvent({ type: "error", data: { message: chatText.replyInterrupted, retryable: true } });
}
