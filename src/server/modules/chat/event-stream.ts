// Server-sent events over a hijacked Fastify reply: the browser reads them from a fetch() body.
import type { FastifyReply } from "fastify";

// Proxies and load balancers close connections that stay silent; a comment line every 15 s keeps
// the stream alive while a slow local model is still thinking.
const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** Aborted when the client goes away (or the server shuts down): cancel the provider call with it. */
  readonly signal: AbortSignal;
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Takes the reply over and starts a text/event-stream response. Call it only after every check that
 * can answer with a normal JSON error (auth, validation, rate limit): afterwards the status is 200.
 */
export function openEventStream(reply: FastifyReply, shutdown: AbortSignal): EventStream {
  // Headers set so far (helmet's security headers among them) must survive the hijack.
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store, no-transform",
    // nginx would otherwise buffer the whole reply before passing it on.
    "x-accel-buffering": "no",
  });
  res.flushHeaders();

  const controller = new AbortController();
  let ended = false;
  const heartbeat = setInterval(() => {
    if (!ended && !res.destroyed) res.write(": keep-alive\n\n");
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const onShutdown = (): void => controller.abort(new Error("server shutting down"));
  shutdown.addEventListener("abort", onShutdown, { once: true });
  const cleanUp = (): void => {
    clearInterval(heartbeat);
    shutdown.removeEventListener("abort", onShutdown);
  };
  res.on("close", () => {
    cleanUp();
    if (!res.writableEnded) controller.abort(new Error("client disconnected"));
  });

  return {
    signal: controller.signal,
    send(event: string, data: unknown): void {
      if (ended || res.destroyed || res.writableEnded) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end(): void {
      if (ended) return;
      ended = true;
      cleanUp();
      if (!res.destroyed && !res.writableEnded) res.end();
    },
  };
}
