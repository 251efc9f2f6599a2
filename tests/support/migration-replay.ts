// Replaying one migration's statements on rows written the old way, inside a transaction that is then rolled back,
// so the test database stays as the migrations left it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database, Tx } from "../../src/server/db/client.ts";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/server/db/migrations");

/** The statements of a migration file (`0025_family_time_zone.sql`) as drizzle-kit separates them, comments left out. */
export function migrationStatements(file: string): string[] {
  return readFileSync(path.join(MIGRATIONS, file), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}

class RollBack extends Error {}

/** Runs `work` in a transaction and rolls it back once `work` is done (a failure in `work` still fails the test). */
export async function inRolledBackTransaction(db: Database, work: (tx: Tx) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await work(tx);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
}
