// The Fastify instance every part of the server is written against, and what it carries (`app.deps`). A leaf of
// the import graph: route plugins and the app's own plugins import `App` from here, never from app.ts, so
// nothing under modules/ or http/ points back at the file that assembles them. It names no module: a module
// that hands the app a dependency of its own adds it to `AppDeps` where its type is made (`declare module`).
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../integrations/mail/mailer.ts";
import type { Integrations } from "../integrations/index.ts";
import type { JobQueue } from "../jobs/job-queue.ts";

/**
 * What buildApp is given. Besides these, identity adds `auth` (Better Auth, in modules/identity/better-auth.ts)
 * and reminders adds `reminders` (modules/reminders/reminders-runtime.ts).
 */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  /** Background jobs (pg-boss on the same PostgreSQL): mail today. Stopped when the app closes. */
  jobs: JobQueue;
  integrations: Integrations;
  logger: Logger;
  /** Rate-limit counts go here when REDIS_URL is set; otherwise to PostgreSQL. Either way shared by every process. */
  redis?: Redis | undefined;
  /** Folder of the built SPA (vite build); absent in API tests. */
  webRoot?: string | undefined;
}

export function createFastify(deps: AppDeps) {
  return Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    // One access line per answer, written by http/access-log.ts, instead of Fastify's two.
    disableRequestLogging: true,
    // SIGTERM: new requests get 503 while in-flight ones finish.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
}

/** The app, and every plugin's view of it: Fastify with zod schemas and the pino logger. */
export type App = ReturnType<typeof createFastify>;

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export function isReadMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}
