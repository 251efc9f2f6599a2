// buildApp(deps) → a ready Fastify instance. main.ts listens with it; tests call it directly with app.inject().
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyRequest, type onSendHookHandler } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type pg from "pg";
import type { Logger } from "pino";
import { messages, tooManyRequestsRetryIn } from "../shared/messages.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Auth } from "./modules/identity/better-auth.ts";
import { createViewerSource, loadViewer, type Viewer } from "./auth/viewer.ts";
import { createViewerCache, disabledViewerCache } from "./platform/viewer-cache.ts";
import { silentChangeFeed, startChangeFeed } from "./platform/change-feed.ts";
import { attachReadCaches, detachReadCaches } from "./platform/read-caches.ts";
import { CHANGE_FEED_CHANNELS } from "./platform/cached-answers.ts";
import type { Mailer } from "./integrations/mail/mailer.ts";
import type { Integrations } from "./integrations/index.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { RemindersRuntime } from "./modules/reminders/reminders-runtime.ts";
import { AppError, badRequest, invalidPathParameter } from "./lib/app-error.ts";
import { redactUrl } from "./lib/logging.ts";
import { sharedRateLimitStore } from "./lib/rate-limit-store.ts";
import { registerJsonBodyParser } from "./lib/json-body.ts";
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from "./lib/nul-character.ts";
import { refusalFor } from "./lib/request-guard.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { registerModules } from "./modules/index.ts";
import { installRouteActions } from "./auth/route-actions.ts";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from "./db/unavailable.ts";
import { pathOf, readPrerenderedPages } from "./modules/system/prerendered-pages.ts";
import { loadViewerPages } from "./modules/system/viewer-pages.ts";
import { webStaticOptions } from "./modules/system/web-static.ts";

export interface AppDeps {
  config: AppConfig;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  /** Background jobs (pg-boss on the same PostgreSQL): mail today. Stopped when the app closes. */
  jobs: JobQueue;
  integrations: Integrations;
  logger: Logger;
  /** Rate-limit counts go here when REDIS_URL is set; otherwise to PostgreSQL. Either way shared by every process. */
  redis?: Redis | undefined;
  /** Reminders and Web Push (decision 047): the push sender, the unsubscribe key and this process's sweep. */
  reminders: RemindersRuntime;
  /** Folder of the built SPA (vite build); absent in API tests. */
  webRoot?: string | undefined;
}

function createFastify(deps: AppDeps) {
  return Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    // One access line per answer, written in onResponse (buildApp), instead of Fastify's two.
    disableRequestLogging: true,
    // SIGTERM: new requests get 503 while in-flight ones finish.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify>;

/** The request's viewer promise, once asked for (request.viewer()). */
const VIEWER_PENDING = Symbol("viewerPending");

declare module "fastify" {
  interface FastifyRequest {
    [VIEWER_PENDING]: Promise<Viewer | null> | null;
    /** The signed-in viewer (memoised per request), or null. */
    viewer(): Promise<Viewer | null>;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Successful health checks: one in this many is logged. */
const HEALTH_LOG_EVERY = 100;

export const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist");

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: unknown } | undefined)?.missingProperty;
  return typeof missing === "string" ? missing : "_";
}

function isReadMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

/** A file's address rather than a screen's: under the build's folders, or a last segment with an extension (no client route has one). */
function isAssetPath(pagePath: string): boolean {
  return pagePath.startsWith("/assets/") || pagePath.startsWith("/covers/") || pagePath.startsWith("/icons/") || /\.[A-Za-z0-9]{1,12}$/.test(pagePath);
}

function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = createFastify(deps);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", deps);
  // Finish the jobs in hand and stop polling before the database closes; Redis last.
  app.addHook("onClose", async () => {
    deps.reminders.stop();
    await deps.jobs.stop();
    await deps.redis?.quit().catch(() => {});
  });

  // One LISTEN connection per process for the database's announcements (platform/change-feed.ts): the viewer cache
  // (decision 019) and the read caches (decision 026) drop what a change touched, on every process.
  const feed =
    deps.config.viewerCache || deps.config.readCache
      ? await startChangeFeed({
          connection: (deps.db.$client as unknown as { options: pg.ClientConfig }).options,
          channels: CHANGE_FEED_CHANNELS,
          logger: deps.logger,
        })
      : silentChangeFeed;
  app.addHook("onClose", async () => {
    detachReadCaches(deps.db);
    await feed.close();
  });
  // Viewers by session token, emptied on every process when the database announces a change (decision 019).
  const cache = deps.config.viewerCache ? createViewerCache<Viewer>(feed) : disabledViewerCache<Viewer>();
  const viewerSource = await createViewerSource(deps.auth, deps.db, cache);
  // The hottest answers, kept until the database announces a change to what they were read from (decision 026).
  if (deps.config.readCache) attachReadCaches(deps.db, feed);
  // Memoised on the request itself (a decoration Fastify gives every request, null until asked), not in a
  // WeakMap keyed by requests: an entry in a weak table per request cost more than the cached lookup (decision 024).
  app.decorateRequest(VIEWER_PENDING, null);
  app.decorateRequest("viewer", function (this: FastifyRequest) {
    return (this[VIEWER_PENDING] ??= loadViewer(viewerSource, this));
  });
  // A write (sign-out, password change, a dad ending his son's sessions, a ticked item...) answers only once this
  // process has applied what the database announced for it, so the next request here never sees the revoked viewer
  // or a stale answer of the read caches. The hook is added to each route that takes a write method (every route,
  // the plugins' too, passes through onRoute), so a GET does not run it at all (decision 024).
  const barrier: onSendHookHandler = (request, _reply, payload, done) => {
    if (isReadMethod(request.method)) return done(null, payload);
    feed.barrier().then(() => done(null, payload), done);
  };
  // Every route declares its action; the app refuses to boot one without (decision 039).
  const { pluginRoutes } = installRouteActions(app);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every(isReadMethod)) return;
    route.onSend = route.onSend === undefined ? [barrier] : [barrier, ...(Array.isArray(route.onSend) ? route.onSend : [route.onSend])];
  });

  // The access log: one line per answer (Fastify's own two lines per request are off), the URL without tokens.
  // Health checks are logged when they fail and one in HEALTH_LOG_EVERY otherwise (a load balancer asks often).
  let healthChecks = 0;
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    const url = request.url;
    if (status < 400 && (url === "/healthz" || url === "/readyz") && ++healthChecks % HEALTH_LOG_EVERY !== 1) return done();
    request.log.info({ method: request.method, url: redactUrl(url), status, ms: Math.round(reply.elapsedTime * 10) / 10 }, "request completed");
    done();
  });

  // Helmet works the headers out once here; the onRequest hook below copies them onto every answer (decision 023).
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest are our own files (decision 049).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only makes sense when we are served over https.
    strictTransportSecurity: deps.config.appUrl.startsWith("https://") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Added before every plugin and route, so every answer carries them: API, static files, /api/docs, refusals.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (deps.config.rateLimit) {
    // Counted in PostgreSQL (or Redis): the same limit whichever process behind the load balancer takes a request.
    const store = sharedRateLimitStore(deps.redis ? { kind: "redis", client: deps.redis } : { kind: "postgres", pool: deps.db.$client });
    await app.register(fastifyRateLimit, { global: false, store });
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "StrongBond API",
        version: "1.0.0",
        description:
          "The API behind the StrongBond web app. Sessions are cookies set by /api/auth/sign-in/email (then " +
          "/api/auth/two-factor/verify-totp when the account has two-factor on) or /api/auth/sign-in/email-otp. " +
          "Other clients (a future mobile app) send the header `x-strongbond-token: 1` on sign-in, read the session token " +
          "from the `set-auth-token` response header and send `Authorization: Bearer <token>` on every /api/* request; " +
          "the token dies with its session (sign-out, revocation, ban). GET /api/auth/token turns a session into a " +
          "5-minute EdDSA JWT that others verify with /.well-known/jwks.json. Decision 016.",
      },
      components: {
        securitySchemes: {
          sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The browser's httpOnly session cookie." },
          bearerToken: { type: "http", scheme: "bearer", description: "The session token from the set-auth-token header of a sign-in (decision 016)." },
        },
      },
      security: [{ sessionCookie: [] }, { bearerToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await pluginRoutes("system.docs", () => app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true }));

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
    if (status >= 400 && status < 500) {
      const message = status === 413 ? "The request is too large." : "The request could not be understood.";
      return reply.status(status).send({ error: { code: "BAD_REQUEST", message } });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is stopped or restarting: say so quickly; the pool reconnects by itself once it answers (decision 018).
      request.log.warn({ err: error, url: redactUrl(request.url), method: request.method }, "database unavailable");
      reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ error: { code: "UNAVAILABLE", message: messages.serviceUnavailable } });
    }
    request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, "unhandled error");
    return reply.status(500).send({ error: { code: "INTERNAL", message: messages.internalError } });
  });

  registerJsonBodyParser(app);

  // Cross-site request forgery: a state-changing request from another origin, or one that is not JSON
  // (the shape a forged form or text/plain fetch takes), is refused before its body is read.
  // Every API answer may carry a viewer's data: no browser or proxy keeps a copy (static assets keep theirs).
  // Callback-style hooks (here and below): no promise per request on the path every answer takes (decision 023).
  app.addHook("onRequest", (request, reply, done) => {
    if (isApiPath(request.url)) reply.header("cache-control", "no-store");
    const refusal = refusalFor(request, deps.config.trustedOrigins);
    if (!refusal) return done();
    request.log.warn(
      { method: request.method, url: redactUrl(request.url), origin: request.headers.origin, contentType: request.headers["content-type"] },
      "refused: request origin or type",
    );
    // Answering without calling done() ends the request here.
    void reply.status(refusal.status).send({ error: { code: refusal.code, message: refusal.message } });
  });

  // A NUL character can be neither stored nor looked up in PostgreSQL text: refuse it on every route (API and
  // /api/auth/*) as a field error before any handler runs, instead of failing mid-statement with a 500.
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field !== null) return done(badRequest(NUL_CHARACTER_MESSAGE, { [field]: NUL_CHARACTER_MESSAGE }));
    }
    done();
  });

  await registerModules(app);

  app.get("/api/openapi.json", { schema: { hide: true }, config: { action: "system.docs" } }, async () => app.swagger());

  const webRoot = deps.webRoot;
  const hasWeb = webRoot !== undefined && fs.existsSync(path.join(webRoot, "index.html"));
  const prerendered = hasWeb ? readPrerenderedPages(webRoot) : new Map<string, string>();
  // The dashboards rendered per request with the signed-in viewer's data (decision 025); else their prerendered page.
  const viewerPages = hasWeb ? loadViewerPages(app, webRoot) : null;
  if (hasWeb) {
    await pluginRoutes("web.page", () => app.register(fastifyStatic, webStaticOptions(webRoot)));
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url) && hasWeb && (request.method === "GET" || request.method === "HEAD") && !isAssetPath(pathOf(request.url))) {
      // The SPA owns every other path (its router shows the 404 page); a few paths have their page prerendered.
      // A missing file (/sw.js before a build had one, /assets/old-hash.js after a deploy) is a 404, never the
      // page's HTML: a browser would take that HTML for a script, a manifest or a service worker (decision 049).
      const pagePath = pathOf(request.url);
      if (viewerPages?.has(pagePath) && (await viewerPages.send(request, reply, pagePath))) return reply;
      return reply.sendFile(prerendered.get(pagePath) ?? "index.html");
    }
    return reply.status(404).send({ error: { code: "NOT_FOUND", message: messages.notFound } });
  });

  await app.ready();
  return app;
}
