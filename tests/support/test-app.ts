// Builds the real app on a fresh database for one test file, plus helpers to act as a user through HTTP.
import crypto from "node:crypto";
import pg from "pg";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, inject } from "vitest";
import type { App } from "../../src/server/app.ts";
import { assembleApp } from "../../src/server/runtime.ts";
import { loadConfig, type AppConfig } from "../../src/server/config.ts";
import { createDatabase } from "../../src/server/platform/database.ts";
import { withDatabaseName, type Database } from "../../src/server/db/client.ts";
import { loggerOptions } from "../../src/server/lib/logging.ts";
import type { MailTransport } from "../../src/server/integrations/mail/mailer.ts";

export interface TestApp {
  /** The real app; its `inject(options)` sends a browser's defaults (see `withBrowserDefaults`). */
  app: App;
  /** `app.inject` exactly as given, for tests about requests without an Origin or without JSON. */
  rawInject(options: InjectOptions): Promise<LightMyRequestResponse>;
  db: Database;
  config: AppConfig;
  databaseUrl: string;
  /** Waits until every queued mail has been delivered (mail goes through the job queue, after the answer). */
  settleMail(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_ORIGIN = "http://localhost:3000";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasHeader(headers: InjectOptions["headers"], name: string): boolean {
  return Object.keys(headers ?? {}).some((key) => key.toLowerCase() === name);
}

/**
 * What our own web app sends on every request (lib/request-guard.ts refuses anything else): the trusted
 * Origin, and on a state-changing request without a body, `Content-Type: application/json`. A header the
 * test sets itself wins; tests about a missing Origin use `rawInject`.
 */
export function withBrowserDefaults(options: InjectOptions): InjectOptions {
  const headers: Record<string, string> = {};
  if (!hasHeader(options.headers, "origin")) headers.origin = TEST_ORIGIN;
  const method = (options.method ?? "GET").toUpperCase();
  if (STATE_CHANGING.has(method) && options.payload === undefined && options.body === undefined && !hasHeader(options.headers, "content-type")) {
    headers["content-type"] = "application/json";
  }
  return { ...options, headers: { ...headers, ...(options.headers ?? {}) } };
}

/** A fresh database cloned from the migrated template (or, with `empty`, not migrated at all). */
export async function createTestDatabase(opts: { empty?: boolean } = {}): Promise<{ url: string; name: string }> {
  const { serverUrl, template } = inject("testDatabase");
  const runId = template.replace("sb_tpl_", "");
  const name = `sb_t_${runId}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(opts.empty ? `create database ${name}` : `create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return { url: withDatabaseName(serverUrl, name), name };
}

export interface TestAppOptions {
  /** Receives every log line (level debug) instead of the usual silence: for tests about what gets logged. */
  logStream?: pino.DestinationStream;
  /** A folder with a built SPA (index.html, assets/) for tests of static serving. */
  webRoot?: string;
  /** Another app on this test app's database (a second process behind the load balancer). */
  sameDatabaseAs?: TestApp;
  mailTransport?: MailTransport;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs ? { url: options.sameDatabaseAs.databaseUrl } : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: TEST_ORIGIN,
    DATABASE_URL: database.url,
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    RATE_LIMIT: "0",
    LOG_LEVEL: "silent",
    // Tests change rows straight through t.db, which no request's barrier covers: without the viewer cache the
    // next request sees them at once. The cache's own tests switch it on (src/server/auth/viewer.test.ts).
    VIEWER_CACHE: "0",
    READ_CACHE: "0",
    ...env,
  });
  // The server's own logger settings (serializers that keep tokens and database values out of the log).
  const level = options.logStream ? "debug" : (process.env.TEST_LOG_LEVEL ?? "silent");
  const logger = options.logStream ? pino(loggerOptions(level), options.logStream) : pino(loggerOptions(level));
  const db = createDatabase(database.url, { max: 5 });
  const app = await assembleApp({
    config,
    db,
    databaseUrl: database.url,
    logger,
    secret: config.authSecret ?? "",
    webRoot: options.webRoot,
    jobPollingIntervalSeconds: 0.5,
    mailTransport: options.mailTransport,
  });
  const originalInject = app.inject;
  const rawInject = originalInject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  // Every existing `t.app.inject({...})` call gets the browser's defaults; the chained and callback forms pass through.
  const inject = (...args: unknown[]) =>
    args.length === 1 && typeof args[0] === "object" && args[0] !== null
      ? rawInject(withBrowserDefaults(args[0] as InjectOptions))
      : (originalInject as (...a: unknown[]) => unknown).apply(app, args);
  Object.defineProperty(app, "inject", { value: inject, configurable: true, writable: true });
  return {
    app,
    rawInject,
    db,
    config,
    databaseUrl: database.url,
    settleMail: () => app.deps.jobs.settled("mail"),
    async close() {
      await app.close();
      await db.$client.end();
    },
  };
}

/**
 * The test app of a whole file: built before its first test and closed after its last. The object is filled in by
 * the file's `beforeAll`, so the file holds it as a constant and reads it only inside its hooks and tests.
 */
export function testAppForFile(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, options));
  });
  afterAll(async () => t.close());
  return t;
}
