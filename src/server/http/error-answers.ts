// The one error shape, `{ error: { code, message, fields? } }`, for every failure a handler or a plugin throws:
// schema refusals as field messages, AppError as it says, the rate limit with when to try again, an unavailable
// database as 503, anything else logged and answered with a generic message, never a stack.
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { messages, tooManyRequestsRetryIn } from "../../shared/messages.ts";
import { AppError, invalidPathParameter, type AppErrorCode } from "../lib/app-error.ts";
import { JSON_REQUIRED_MESSAGE } from "../lib/request-guard.ts";
import { redactUrl } from "../lib/logging.ts";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from "../db/unavailable.ts";
import { appWide } from "./app-wide.ts";
import { headerLocale, localizeMessage, reportMissingTranslationsTo, requestLocale } from "../lib/i18n.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

interface ErrorBody {
  error: { message?: unknown; fields?: Record<string, unknown> };
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  const error = (payload as { error?: unknown } | null)?.error;
  return typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string";
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: unknown } | undefined)?.missingProperty;
  return typeof missing === "string" ? missing : "_";
}

/**
 * What a plugin's or Fastify's own 4xx (an error with a statusCode, not an AppError) says: the code and the
 * catalogue's words for its status, the same as our own refusals of that status; any other 4xx is BAD_REQUEST.
 */
export function refusalForStatus(status: number): { code: AppErrorCode | "UNSUPPORTED_MEDIA_TYPE"; message: string } {
  switch (status) {
    case 401:
      return { code: "UNAUTHENTICATED", message: messages.signInRequired };
    case 403:
      return { code: "FORBIDDEN", message: messages.forbidden };
    case 404:
      return { code: "NOT_FOUND", message: messages.notFound };
    case 413:
      return { code: "BAD_REQUEST", message: "The request is too large." };
    case 415:
      return { code: "UNSUPPORTED_MEDIA_TYPE", message: JSON_REQUIRED_MESSAGE };
    default:
      return { code: "BAD_REQUEST", message: "The request could not be understood." };
  }
}

/** The error body in `locale`: its message and field messages from the catalogue's translations. */
function localized(payload: ErrorBody, locale: Locale): ErrorBody {
  if (locale === "en") return payload;
  const { error } = payload;
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([name, text]) => [name, typeof text === "string" ? localizeMessage(locale, text) : text]))
    : undefined;
  return { ...payload, error: { ...error, message: localizeMessage(locale, error.message as string), ...(fields ? { fields } : {}) } };
}

export const errorAnswers = appWide("error-answers", async (app) => {
  reportMissingTranslationsTo(app.log);
  // Every refusal in the reader's language (the catalogue's messages; words it has not translated yet stay English):
  // his stored choice when he is signed in, else the headers. A failure's answer (5xx) reads no viewer.
  // Callback style: a successful answer (nearly every one) passes on at once, without a promise of its own.
  app.addHook("preSerialization", (request, reply, payload, done) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return done(null, payload);
    const body = payload;
    const answer = async () => localized(body, reply.statusCode >= 500 ? headerLocale(request) : await requestLocale(request));
    answer().then((localizedBody) => done(null, localizedBody), done);
  });
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        fields[name] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? messages.validationFailed;
      if ((error as { validationContext?: unknown }).validationContext === "params") {
        const refused = invalidPathParameter(Object.keys(fields)[0] ?? "_", fields);
        return reply.status(refused.status).send({ error: { code: refused.code, message: refused.message, fields } });
      }
      return reply.status(400).send({ error: { code: "VALIDATION_FAILED", message: first, fields } });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, "request failed");
      return reply.status(error.status).send({ error: { code: error.code, message: error.message, fields: error.fields } });
    }
    const status = typeof (error as { statusCode?: unknown }).statusCode === "number" ? (error as { statusCode: number }).statusCode : 500;
    if (status === 429) {
      // @fastify/rate-limit has set Retry-After (seconds): the message says when too.
      const wait = Number(reply.getHeader("retry-after"));
      const message = Number.isFinite(wait) && wait > 0 ? tooManyRequestsRetryIn(wait) : messages.tooManyRequests;
      return reply.status(429).send({ error: { code: "TOO_MANY_REQUESTS", message, ...(wait > 0 ? { retryAfterSeconds: wait } : {}) } });
    }
    if (status >= 400 && status < 500) return reply.status(status).send({ error: refusalForStatus(status) });
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is stopped or restarting: say so quickly; the pool reconnects by itself once it answers.
      request.log.warn({ err: error, url: redactUrl(request.url), method: request.method }, "database unavailable");
      reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ error: { code: "UNAVAILABLE", message: messages.serviceUnavailable } });
    }
    request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, "unhandled error");
    return reply.status(500).send({ error: { code: "INTERNAL", message: messages.internalError } });
  });
});
