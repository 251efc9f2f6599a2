import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MODEL, DEFAULT_TIMEOUT_MS } from "./assistant-defaults.ts";
import type { ChatCompletionChunk, ChatCompletionMessageParam } from "openai/resources/chat/completions";

/**
 * Server-side streaming chat against any OpenAI-compatible Chat Completions endpoint
 * (OpenAI, Ollama, vLLM, LM Studio), from the server only: the key never leaves it and
 * replies stream token by token.
 */

export interface ChatTurn {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface StreamReplyInput {
  messages: ChatTurn[];
  /** Aborting it (e.g. the HTTP client went away) cancels the upstream request. */
  signal?: AbortSignal;
  /**
   * Opaque, stable per-user id forwarded as the OpenAI `user` field for abuse monitoring.
   * Must not identify the person (many users are minors): pass a hash, never an email or name.
   */
  user?: string;
}

export interface ChatProvider {
  /** False when neither a base URL nor an API key was given; streamReply then always fails. */
  readonly configured: boolean;
  /** Yields the reply's text deltas in order; concatenated they form the whole reply. */
  streamReply(input: StreamReplyInput): AsyncIterable<string>;
}

export type AssistantErrorKind = "not-configured" | "upstream" | "timeout";

/**
 * The only error streamReply throws (apart from the caller's own abort reason, see below).
 * Messages are written here, never copied from upstream, so they are safe to log and can
 * never carry the API key.
 */
export class AssistantError extends Error {
  readonly kind: AssistantErrorKind;
  /** Upstream HTTP status when the service answered with an error status. */
  readonly status: number | undefined;

  constructor(kind: AssistantErrorKind, message: string, options?: { status?: number | undefined }) {
    super(message);
    this.name = "AssistantError";
    this.kind = kind;
    this.status = options?.status;
  }
}

/** Structural subset of pino / Fastify's logger, so either can be passed straight in. */
export interface AssistantLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ChatProviderOptions {
  /** e.g. http://localhost:11434/v1 for Ollama. Defaults to OpenAI when only apiKey is set. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  /** Default 'gpt-4o-mini'. */
  model?: string | undefined;
  /** Whole-reply limit, from the call to the last chunk. Default 60 000 ms. */
  timeoutMs?: number | undefined;
  /**
   * Longest silence allowed while waiting for the next chunk, including the first one
   * (so a cold model load on a local server counts). Default 20 000 ms.
   */
  idleTimeoutMs?: number | undefined;
  /** SDK retries for 408/409/429/5xx and connection failures before any text arrives. Default 1. */
  maxRetries?: number | undefined;
  logger?: AssistantLogger | undefined;
}

export { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MODEL, DEFAULT_TIMEOUT_MS } from "./assistant-defaults.ts";
const DEFAULT_MAX_RETRIES = 1;
const OPENAI_BASE_URL = "https://api.openai.com/v1";
// Local servers (Ollama, LM Studio) ignore the key, but the SDK refuses to build a client without one.
const PLACEHOLDER_API_KEY = "not-needed";

export function createChatProvider(opts: ChatProviderOptions): ChatProvider {
  // Blank strings count as unset: an empty env var must not look like a configured key.
  const baseUrl = nonBlank(opts.baseUrl)?.replace(/\/+$/, "");
  const apiKey = nonBlank(opts.apiKey);
  const model = nonBlank(opts.model) ?? DEFAULT_MODEL;
  const timeoutMs = positiveOr(opts.timeoutMs, DEFAULT_TIMEOUT_MS);
  const idleTimeoutMs = positiveOr(opts.idleTimeoutMs, DEFAULT_IDLE_TIMEOUT_MS);
  const maxRetries = opts.maxRetries !== undefined && Number.isInteger(opts.maxRetries) && opts.maxRetries >= 0 ? opts.maxRetries : DEFAULT_MAX_RETRIES;
  const logger = opts.logger;

  if (baseUrl === undefined && apiKey === undefined) {
    return {
      configured: false,
      // A generator, so the error surfaces where callers already handle stream errors.
      // eslint-disable-next-line require-yield
      async *streamReply(): AsyncGenerator<string> {
        throw new AssistantError("not-configured", "The assistant is not configured on this server.");
      },
    };
  }

  // Very short "keys" are skipped so redaction cannot shred ordinary words in the log.
  const secrets = apiKey !== undefined && apiKey.length >= 8 ? [apiKey] : [];
  const client = new OpenAI({
    baseURL: baseUrl ?? OPENAI_BASE_URL,
    apiKey: apiKey ?? PLACEHOLDER_API_KEY,
    // Explicit nulls stop the SDK from silently picking up OPENAI_ORG_ID / OPENAI_PROJECT_ID:
    // everything this client does is decided by the options above.
    organization: null,
    project: null,
    timeout: timeoutMs,
    maxRetries,
    // The SDK would log to console; failures are reported through our logger instead.
    logLevel: "off",
  });

  async function* streamReply(input: StreamReplyInput): AsyncGenerator<string> {
    const { signal } = input;
    signal?.throwIfAborted();

    // One controller for the whole call so the caller's abort and both timers all cancel
    // the HTTP request itself, not just our loop.
    const controller = new AbortController();
    let timedOut: "overall" | "idle" | undefined;
    const startedAt = Date.now();
    const expire = (which: "overall" | "idle") => (): void => {
      // A caller abort that already happened must not be reported as a timeout.
      if (controller.signal.aborted) {
        return;
      }
      timedOut = which;
      controller.abort();
    };
    const overallTimer = setTimeout(expire("overall"), timeoutMs);
    let idleTimer: NodeJS.Timeout | undefined = setTimeout(expire("idle"), idleTimeoutMs);
    const onCallerAbort = (): void => controller.abort(signal?.reason);
    signal?.addEventListener("abort", onCallerAbort, { once: true });

    // Called on every failure path: timers and the caller's abort win over whatever the
    // SDK reported, because an aborted request surfaces as a generic abort error (or as a
    // silently ended stream) that no longer says why it was aborted.
    const fail = (error: unknown): unknown => {
      if (timedOut !== undefined) {
        logger?.warn({ kind: "timeout", timeout: timedOut, elapsedMs: Date.now() - startedAt, model }, "assistant reply timed out");
        return new AssistantError("timeout", "The assistant took too long to respond.");
      }
      if (signal?.aborted === true) {
        // The caller cancelled on purpose; hand its own reason back (standard AbortSignal
        // behaviour) instead of dressing it up as an upstream failure.
        return signal.reason;
      }
      const mapped = toAssistantError(error);
      logger?.warn(
        {
          kind: mapped.kind,
          status: mapped.status,
          model,
          upstream: redact(describeUpstream(error), secrets),
        },
        "assistant request failed",
      );
      return mapped;
    };

    try {
      const messages: ChatCompletionMessageParam[] = input.messages.map((turn) => ({
        role: turn.role,
        content: turn.content,
      }));
      let stream: AsyncIterable<ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          {
            model,
            messages,
            stream: true,
            ...(input.user === undefined ? {} : { user: input.user }),
          },
          { signal: controller.signal },
        );
      } catch (error) {
        throw fail(error);
      }

      try {
        for await (const chunk of stream) {
          // The idle clock only runs while we wait on upstream, not while the consumer
          // (e.g. a slow HTTP client) is still handling the previous delta.
          clearTimeout(idleTimer);
          idleTimer = undefined;
          const delta = chunk.choices[0]?.delta?.content;
          if (typeof delta === "string" && delta !== "") {
            yield delta;
          }
          idleTimer = setTimeout(expire("idle"), idleTimeoutMs);
        }
      } catch (error) {
        throw fail(error);
      }
      // The SDK ends the stream quietly when its request is aborted, so a timeout or a
      // caller abort mid-reply has to be detected here, or a cut-off reply would look complete.
      if (controller.signal.aborted) {
        throw fail(controller.signal.reason);
      }
    } finally {
      clearTimeout(overallTimer);
      clearTimeout(idleTimer);
      signal?.removeEventListener("abort", onCallerAbort);
    }
  }

  return { configured: true, streamReply };
}

function toAssistantError(error: unknown): AssistantError {
  if (error instanceof AssistantError) {
    return error;
  }
  // Order matters: the timeout and abort errors are subclasses of APIConnectionError/APIError.
  if (error instanceof APIConnectionTimeoutError) {
    return new AssistantError("timeout", "The assistant took too long to respond.");
  }
  if (error instanceof APIUserAbortError) {
    return new AssistantError("upstream", "The assistant request was cancelled.");
  }
  if (error instanceof APIConnectionError) {
    return new AssistantError("upstream", "Could not reach the assistant service.");
  }
  if (error instanceof APIError) {
    const status = typeof error.status === "number" ? error.status : undefined;
    return new AssistantError(
      "upstream",
      status === undefined ? "The assistant service reported an error." : `The assistant service answered with HTTP ${status}.`,
      { status },
    );
  }
  return new AssistantError("upstream", "The assistant service sent an unexpected response.");
}

/** Upstream details are only for the log, and only after redaction. */
function describeUpstream(error: unknown): Record<string, unknown> {
  if (error instanceof APIError) {
    return { message: error.message, code: error.code, type: error.type };
  }
  if (error instanceof Error) {
    return { message: error.message, name: error.name };
  }
  return { message: String(error) };
}

// OpenAI echoes a masked key ("sk-abc***xyz") in 401 bodies and self-hosted servers may echo
// anything, so both the exact key and anything key-shaped are scrubbed before logging.
const KEY_SHAPED = /\bsk-[A-Za-z0-9_*-]{3,}/g;

function redact(details: Record<string, unknown>, secrets: readonly string[]): Record<string, unknown> {
  const scrub = (text: string): string => {
    let result = text;
    for (const secret of secrets) {
      result = result.split(secret).join("[redacted]");
    }
    return result.replace(KEY_SHAPED, "[redacted]");
  };
  return Object.fromEntries(Object.entries(details).map(([key, value]) => [key, typeof value === "string" ? scrub(value) : value]));
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

function positiveOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}
