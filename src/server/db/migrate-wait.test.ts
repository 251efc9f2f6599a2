// MIGRATE=0: an app process never migrates; it waits (bounded) for `npm run db:migrate` to bring the schema to
// the version its code needs, instead of racing other processes to migrate at start.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../open-database.ts";
import { createDatabase } from "../platform/database.ts";
import { migrateDatabase, requiredSchema, SchemaNotReadyError } from "./client.ts";
import { createTestDatabase } from "../../../tests/support/test-app.ts";
import { SCHEMA_INSTALLERS } from "../schema-installers.ts";

const configFor = (url: string, env: Record<string, string>) =>
  loadConfig({ NODE_ENV: "test", DATABASE_URL: url, AUTH_SECRET: "test-secret-that-is-long-enough-0123456789", LOG_LEVEL: "silent", ...env });

function recordingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe("MIGRATE=0", () => {
  it("waits for the release step's migration, then opens the database", async () => {
    const database = await createTestDatabase({ empty: true });
    const { logger, lines } = recordingLogger();
    const started = Date.now();
    const opening = openDatabase(configFor(database.url, { MIGRATE: "0", MIGRATE_WAIT_SECONDS: "30" }), logger);
    // The release step runs a little later, from another process (here another pool).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const release = createDatabase(database.url, { max: 1 });
    await migrateDatabase(release, SCHEMA_INSTALLERS);
    await release.$client.end();
    const opened = await opening;
    try {
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      expect(lines.join("\n")).toContain("MIGRATE=0: waiting up to 30 s for `npm run db:migrate`");
      expect(lines.join("\n")).toContain(requiredSchema(SCHEMA_INSTALLERS).migrationTag);
      // It found the schema it needs, and did not migrate itself (nothing more was applied by it).
      const { rows } = await opened.db.$client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await opened.close();
    }
  });

  it("gives up after MIGRATE_WAIT_SECONDS with a message that says what to run, and leaves the database untouched", async () => {
    const database = await createTestDatabase({ empty: true });
    const { logger } = recordingLogger();
    const failure = await openDatabase(configFor(database.url, { MIGRATE: "0", MIGRATE_WAIT_SECONDS: "1" }), logger).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SchemaNotReadyError);
    expect((failure as Error).message).toContain("Run `npm run db:migrate`");
    const check = createDatabase(database.url, { max: 1 });
    try {
      const { rows } = await check.$client.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle', 'pgboss')",
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await check.$client.end();
    }
  });

  it("opens at once when the schema is already current", async () => {
    const database = await createTestDatabase();
    const { logger, lines } = recordingLogger();
    const opened = await openDatabase(configFor(database.url, { MIGRATE: "0", MIGRATE_WAIT_SECONDS: "5" }), logger);
    await opened.close();
    expect(lines.join("\n")).not.toContain("waiting");
  });
});
