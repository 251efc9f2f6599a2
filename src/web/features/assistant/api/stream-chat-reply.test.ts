import { afterEach, describe, expect, it, vi } from "vitest";
import { chatText, type TChatStreamEvent } from "../../../../shared/schemas/chat.ts";
import { createEventParser, streamChatReply, toChatEvent } from "./stream-chat-reply.ts";

describe("createEventParser", () => {
  it("returns events only once their frame is complete, however the bytes were cut", () => {
    const parser = createEventParser();
    expect(parser.push("event: thr")).toEqual([]);
    expect(parser.push('ead\ndata: {"a":1}\n')).toEqual([]);
    expect(parser.push('\nevent: delta\ndata: {"text":"Hi"}\n\nevent: de')).toEqual([
      { event: "thread", data: '{"a":1}' },
      { event: "delta", data: '{"text":"Hi"}' },
    ]);
    expect(parser.push('lta\r\ndata: {"text":"!"}\r\n\r\n')).toEqual([{ event: "delta", data: '{"text":"!"}' }]);
  });

  it("skips keep-alive comments and joins multi-line data", () => {
    const parser = createEventParser();
    expect(parser.push(": keep-alive\n\ndata: one\ndata: two\n\n")).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("flushes a last frame that lacks its blank line", () => {
    const parser = createEventParser();
    expect(parser.push('event: done\ndata: {"x":true}')).toEqual([]);
    expect(parser.flush()).toEqual([{ event: "done", data: '{"x":true}' }]);
  });
});

describe("toChatEvent", () => {
  it("keeps the chat events and drops unknown or malformed ones", () => {
    expect(toChatEvent({ event: "delta", data: '{"text":"Hey"}' })).toEqual({ type: "delta", data: { text: "Hey" } });
    expect(toChatEvent({ event: "message", data: "{}" })).toBeNull();
    expect(toChatEvent({ event: "done", data: "{not json" })).toBeNull();
  });
});

describe("streamChatReply", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ends a reply cut off mid-stream (its server process died) with a retryable 'connection lost' error", async () => {
    const frames = ['event: thread\ndata: {"thread":{"id":7},"userMessage":{"id":1}}\n\n', 'event: delta\ndata: {"text":"Walk"}\n\n'];
    vi.stubGlobal("fetch", async () => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const frame = frames[sent++];
          if (frame) controller.enqueue(new TextEncoder().encode(frame));
          else controller.error(new TypeError("network error"));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    });
    const events: TChatStreamEvent[] = [];
    await streamChatReply({ kind: "send", body: { content: "Hi" } }, (event) => events.push(event));
    expect(events.map((event) => event.type)).toEqual(["thread", "delta", "error"]);
    expect(events.at(-1)?.data).toEqual({ message: chatText.replyInterrupted, retryable: true });
  });
});
