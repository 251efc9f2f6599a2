import { createServer } from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server speaking the OpenAI Chat Completions protocol, so tests exercise the
 * official SDK end to end (headers, SSE parsing, retries, aborts) instead of a mock.
 */

export interface FakeChatMessage {
  role: string;
  /** Array-of-parts content is flattened to its text parts. */
  content: string;
}

export interface FakeChatRequestBody {
  model: string;
  messages: FakeChatMessage[];
  stream: boolean;
  /** The whole parsed JSON body, for fields not modelled above (user, temperature...). */
  raw: Record<string, unknown>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** null when the body was not a valid chat-completions request (answered with 400). */
  body: FakeChatRequestBody | null;
  /** True once the client closed the connection before the response was finished. */
  closedByClient: boolean;
}

export interface FakeFailure {
  status: number;
  /** Defaults to a message typical for the status. */
  message?: string;
  type?: string;
  code?: string | null;
  /** Only the first N matching requests fail, later ones succeed. Default: all fail. */
  times?: number;
  /** Sent as `retry-after-ms` so SDK retries in tests do not wait the default backoff. */
  retryAfterMs?: number;
}

export interface FakeScript {
  /** Reply chunks, or a function of the received request returning them. */
  reply?: string[] | ((body: FakeChatRequestBody) => string[]);
  /** Pause before each content chunk. Default 0. */
  chunkDelayMs?: number;
  fail?: FakeFailure;
  /** Accept the request and never answer (no status line, no headers). */
  hang?: boolean;
  /** Streaming only: send this many content chunks, then go silent with the connection open. */
  stallAfterChunks?: number;
  /** Streaming only: send this many content chunks, then destroy the socket mid-response. */
  dropAfterChunks?: number;
}

export interface FakeOpenAI {
  /** Includes '/v1', ready to pass as the SDK's baseURL. */
  baseUrl: string;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  /** Replaces the script for all following requests (partial scripts use the defaults). */
  script(next: FakeScript): void;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_REPLY = ["Hello", " from", " the fake assistant."];

const DEFAULT_ERROR_MESSAGES: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: "Invalid request.", type: "invalid_request_error", code: null },
  401: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
  404: { message: "The model does not exist.", type: "invalid_request_error", code: "model_not_found" },
  429: { message: "Rate limit reached.", type: "requests", code: "rate_limit_exceeded" },
  500: { message: "The server had an error while processing your request.", type: "server_error", code: null },
};

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  let current: FakeScript = {};
  let failuresServed = 0;
  // Hanging responses keep sockets open; close() must be able to end them.
  const openResponses = new Set<ServerResponse>();
  const pendingTimers = new Set<NodeJS.Timeout>();

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (ms <= 0) {
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        pendingTimers.delete(timer);
        resolve();
      }, ms);
      pendingTimers.add(timer);
    });

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        sendError(res, 500, { message: `fake server error: ${String(error)}` });
      } else {
        res.destroy();
      }
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const rawText = await readBody(req);
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path,
      headers: req.headers,
      body: parseChatBody(rawText),
      closedByClient: false,
    };
    requests.push(recorded);
    openResponses.add(res);
    res.on("close", () => {
      openResponses.delete(res);
      if (!res.writableFinished) {
        recorded.closedByClient = true;
      }
    });

    if (req.method !== "POST" || (path !== "/v1/chat/completions" && path !== "/chat/completions")) {
      sendError(res, 404, { message: `Unknown path ${req.method ?? ""} ${path}`, code: "unknown_url" });
      return;
    }
    const body = recorded.body;
    if (body === null) {
      sendError(res, 400, { message: "Expected a JSON body with model and messages." });
      return;
    }

    const script = current;
    if (script.hang === true) {
      return; // leave the request open until the client gives up or close() runs
    }
    const failure = script.fail;
    if (failure !== undefined && (failure.times === undefined || failuresServed < failure.times)) {
      failuresServed += 1;
      sendError(res, failure.status, failure);
      return;
    }

    const chunks = typeof script.reply === "function" ? script.reply(body) : (script.reply ?? DEFAULT_FAKE_REPLY);
    const created = Math.floor(Date.now() / 1000);
    const delay = script.chunkDelayMs ?? 0;

    if (!body.stream) {
      await sleep(delay);
      sendJson(res, 200, {
        id: "chatcmpl-1",
        object: "chat.completion",
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: chunks.join("") }, finish_reason: "stop", logprobs: null }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      });
      return;
    }

    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    // Send the headers now, like real servers, so "headers arrived, body stalled" is testable.
    res.flushHeaders();
    // Resolves once the chunk is handed to the socket, so a following destroy() cannot discard it.
    const sendChunk = (delta: Record<string, string>, finishReason: string | null): Promise<void> => {
      const chunk = {
        id: "chatcmpl-1",
        object: "chat.completion.chunk",
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      };
      return new Promise((resolve) => {
        res.write(`data: ${JSON.stringify(chunk)}\n\n`, () => resolve());
      });
    };

    for (const [index, text] of chunks.entries()) {
      if (index === script.stallAfterChunks) {
        return;
      }
      if (index === script.dropAfterChunks) {
        res.destroy();
        return;
      }
      await sleep(delay);
      if (res.destroyed) {
        return; // the client aborted while we were waiting
      }
      await sendChunk(index === 0 ? { role: "assistant", content: text } : { content: text }, null);
    }
    if (script.stallAfterChunks !== undefined && script.stallAfterChunks >= chunks.length) {
      return;
    }
    await sendChunk({}, "stop");
    res.end("data: [DONE]\n\n");
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(next: FakeScript): void {
      current = next;
      failuresServed = 0;
    },
    async close(): Promise<void> {
      for (const timer of pendingTimers) {
        clearTimeout(timer);
      }
      for (const res of openResponses) {
        res.destroy();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

function parseChatBody(text: string): FakeChatRequestBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.model !== "string" || !Array.isArray(parsed.messages)) {
    return null;
  }
  const messages: FakeChatMessage[] = [];
  for (const message of parsed.messages as unknown[]) {
    if (!isRecord(message) || typeof message.role !== "string") {
      return null;
    }
    messages.push({ role: message.role, content: flattenContent(message.content) });
  }
  return { model: parsed.model, messages, stream: parsed.stream === true, raw: parsed };
}

function flattenContent(content: unknown): string {
  if (typeof content === "string") {
    return content;
  }
  if (Array.isArray(content)) {
    return content.map((part: unknown) => (isRecord(part) && typeof part.text === "string" ? part.text : "")).join("");
  }
  return "";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sendError(
  res: ServerResponse,
  status: number,
  details: { message?: string | undefined; type?: string | undefined; code?: string | null | undefined; retryAfterMs?: number | undefined },
): void {
  const defaults = DEFAULT_ERROR_MESSAGES[status] ?? { message: `Error ${status}.`, type: "server_error", code: null };
  const headers: Record<string, string> = details.retryAfterMs === undefined ? {} : { "retry-after-ms": String(details.retryAfterMs) };
  sendJson(
    res,
    status,
    {
      error: {
        message: details.message ?? defaults.message,
        type: details.type ?? defaults.type,
        param: null,
        code: details.code === undefined ? defaults.code : details.code,
      },
    },
    headers,
  );
}

function sendJson(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}
