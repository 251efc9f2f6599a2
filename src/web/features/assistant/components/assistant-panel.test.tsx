// @vitest-environment happy-dom
// The chat as a user meets it, with the server's answers played by a stubbed fetch (streams included).
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatText, type TChatStatusResponse } from "../../../../shared/schemas/chat.ts";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { AssistantPanel } from "./assistant-panel.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

interface Call {
  url: string;
  method: string;
  body: unknown;
}

const thread = { id: 5, preview: "Pray before you plan.", weekNumber: 2, createdAt: "2026-11-21T10:00:00.000Z", updatedAt: "2026-11-21T10:00:00.000Z" };
const userMessage = { id: 11, role: "user" as const, content: "How do we start?", createdAt: "2026-11-21T10:00:00.000Z" };
const reply = { id: 12, role: "assistant" as const, content: "Pray first.\nThen plan.", createdAt: "2026-11-21T10:00:01.000Z" };

let calls: Call[];
let status: TChatStatusResponse;
/** The open stream of the current POST, written to by the test. */
let streamController: ReadableStreamDefaultController<Uint8Array> | null;
let streamAnswer: (() => Response) | null;

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

const json = (data: unknown, statusCode = 200): Response => jsonResponse(statusCode, data);

beforeEach(() => {
  calls = [];
  status = { availability: "ready", message: null };
  streamController = null;
  streamAnswer = null;
  stubFetchWith(async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? "GET";
    calls.push({ url, method, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
    if (url === "/api/chat/status") return json(status);
    if (url === "/api/chat/threads") return json({ threads: [thread] });
    if (url === `/api/chat/threads/${thread.id}/messages`) return json({ thread, messages: [userMessage, reply] });
    if (method === "POST") {
      if (streamAnswer) return streamAnswer();
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (streamController = controller) });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    }
    return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPanel(weekNumber: number | null = 2) {
  return renderWithApp(<AssistantPanel weekNumber={weekNumber} />);
}

const box = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message to the StrongBond Assistant" });
const sendButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Send message" });
/** The lines a reader sees in an element: a <br> breaks a line, blank lines do not count. */
function linesOf(element: HTMLElement): string[] {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll("br").forEach((br) => br.replaceWith("\n"));
  return (copy.textContent ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}
const posts = () => calls.filter((c) => c.method === "POST");

describe("AssistantPanel", () => {
  it("does not send a blank message", async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Message to the StrongBond Assistant" }), "   ");
    expect(sendButton().disabled).toBe(true);
    await user.keyboard("{Enter}");
    expect(posts()).toHaveLength(0);
  });

  it("streams the reply with a typing indicator, blocks sending meanwhile, and shows line breaks", async () => {
    renderPanel(2);
    const user = userEvent.setup();
    expect(await screen.findByText("Your questions are sent with Week 2's content.")).toBeInTheDocument();
    await user.type(box(), "How do we start?{Enter}");

    await waitFor(() => expect(streamController).not.toBeNull());
    expect(posts()[0]).toMatchObject({ url: "/api/chat/messages", body: { content: "How do we start?", threadId: null, weekNumber: 2 } });
    expect(screen.getByRole("status").textContent).toContain("StrongBond Assistant is typing...");
    const log = screen.getByRole("log", { name: "Conversation" });
    expect(within(log).getByText("How do we start?")).toBeInTheDocument();

    await user.type(box(), "Next question");
    expect(sendButton().disabled).toBe(true);

    streamController?.enqueue(frame("thread", { thread: { ...thread, preview: "How do we start?" }, userMessage }));
    streamController?.enqueue(frame("delta", { text: "Pray first." }));
    expect(await within(log).findByText("Pray first.")).toBeInTheDocument();
    streamController?.enqueue(frame("delta", { text: "\nThen plan." }));
    streamController?.enqueue(frame("done", { thread, message: reply }));
    streamController?.close();

    await waitFor(() => expect(screen.queryByText("StrongBond Assistant is typing...")).toBeNull());
    // The reply settles as Markdown once the renderer has loaded (it loads on first use): wait for that, then read
    // its lines as a reader sees them, a <br> being a line break.
    const rendered = await waitFor(
      () => {
        const markdown = log.querySelector("[data-markdown]");
        expect(markdown).not.toBeNull();
        return markdown as HTMLElement;
      },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(linesOf(rendered)).toEqual(["Pray first.", "Then plan."]));
    expect(sendButton().disabled).toBe(false);

    // The next message continues the same thread.
    await user.click(sendButton());
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toMatchObject({ content: "Next question", threadId: thread.id });
  });

  it("blocks sending while the history is open, and opens a thread's messages from it", async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Message to the StrongBond Assistant" }), "Hello");
    await user.click(screen.getByRole("button", { name: "History" }));

    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText("Close the history to send a message.")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: /^Pray before you plan\./ }));

    const log = await screen.findByRole("log", { name: "Conversation" });
    expect(await within(log).findByText("How do we start?")).toBeInTheDocument();
    expect(sendButton().disabled).toBe(false);
  });

  it("keeps the typed text and says why when the server refuses the message", async () => {
    streamAnswer = () => json({ error: { code: "TOO_MANY_REQUESTS", message: chatText.rateLimited } }, 429);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Message to the StrongBond Assistant" }), "One more{Enter}");
    expect(await screen.findByText(chatText.rateLimited)).toBeInTheDocument();
    expect(box().value).toBe("One more");
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("ends the typing indicator on a failed reply and retries the same thread", async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Message to the StrongBond Assistant" }), "Are you there?{Enter}");
    await waitFor(() => expect(streamController).not.toBeNull());
    streamController?.enqueue(frame("thread", { thread, userMessage }));
    streamController?.enqueue(frame("error", { message: chatText.replyFailed, retryable: true }));
    streamController?.close();

    expect(await screen.findByText(chatText.replyFailed)).toBeInTheDocument();
    expect(screen.queryByText("StrongBond Assistant is typing...")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(posts().at(-1)).toMatchObject({ url: `/api/chat/threads/${thread.id}/retry`, body: { weekNumber: 2 } }));
  });

  it("shows nothing at all when no assistant is connected (no dead end for a family)", async () => {
    status = { availability: "not-configured", message: chatText.notConfigured };
    const { container } = renderPanel();
    await waitFor(() => expect(calls.some((c) => c.url.includes("/api/chat/status"))).toBe(true));
    await waitFor(() => expect(container.textContent).toBe(""));
    expect(screen.queryByText(chatText.panelTitle)).toBeNull();
  });

  it("tells a son that his dad can turn the assistant on", async () => {
    status = { availability: "off-for-son", message: chatText.sonNeedsDad };
    renderPanel();
    expect(await screen.findByText(chatText.sonNeedsDad)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("the assistant panel in Spanish", () => {
  readInSpanish();

  it("draws its frame, its box and its buttons in Spanish", async () => {
    renderWithApp(<AssistantPanel weekNumber={2} sonUnder13 />);
    expect(screen.getByRole("heading", { name: "Platica con el asistente de StrongBond" })).toBeInTheDocument();
    expect(screen.getByText("Pregunta sobre la semana 2: el devocional, el reto o cómo vivirlo juntos.")).toBeInTheDocument();
    expect(screen.getByText(/^Como tienes menos de 13 años/)).toBeInTheDocument();
    const input = await screen.findByRole("textbox", { name: "Mensaje para el asistente de StrongBond" });
    expect(input).toHaveAttribute("placeholder", "Escribe tu pregunta...");
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Historial" })).toBeInTheDocument();
    expect(screen.getByText("Tus preguntas se envían junto con lo de la semana 2.")).toBeInTheDocument();
  });

  it("says the server's notice that a son's assistant is off in Spanish", async () => {
    status = { availability: "off-for-son", message: chatText.sonNeedsDad };
    renderWithApp(<AssistantPanel weekNumber={2} />);
    expect(await screen.findByText("El asistente está apagado")).toBeInTheDocument();
    expect(screen.getByText(/^Tu asistente está apagado por ahora\./)).toBeInTheDocument();
  });
});
