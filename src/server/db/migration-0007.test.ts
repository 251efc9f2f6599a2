// Migration 0007 on a database filled the old way: it keeps every account, two-factor secret and
// verification except the old e-mail change markers (whose links are refused now), and gives old JWKS keys an expiry.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client.ts";
import { createTestDatabase } from "../../../tests/support/test-app.ts";

let client: pg.Client;
beforeAll(async () => {
  const { url } = await createTestDatabase({ empty: true });
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(async () => client?.end());

async function apply(file: string): Promise<void> {
  const sql = fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) if (statement.trim()) await client.query(statement);
}

describe("migration 0007_identity_trust", () => {
  it("keeps accounts, secrets and other verifications; drops old e-mail change markers; old keys expire 30 days after they were made", async () => {
    const before = fs
      .readdirSync(MIGRATIONS_FOLDER)
      .filter((file) => /^000[0-5]_.*\.sql$/.test(file))
      .sort();
    for (const file of before) await apply(file);
    await client.query(`insert into users (id, name, email, email_verified, two_factor_enabled) values ('u1', 'Dad', 'dad@example.com', true, true)`);
    await client.query(`insert into two_factors (id, secret, backup_codes, user_id) values ('tf1', 'enc', 'codes', 'u1')`);
    await client.query(
      `insert into verifications (id, identifier, value, expires_at) values
        ('v1', 'pending-email-change:u1', 'new@example.com', now() + interval '1 hour'),
        ('v2', 'reset-password:abc', 'u1', now() + interval '1 hour')`,
    );
    await client.query(`insert into jwks (id, public_key, private_key, created_at) values ('k1', '{}', 'enc', '2026-01-01T00:00:00Z')`);

    await apply("0007_identity_trust.sql");

    expect((await client.query(`select id from users`)).rows).toEqual([{ id: "u1" }]);
    expect((await client.query(`select id, last_totp_step from two_factors`)).rows).toEqual([{ id: "tf1", last_totp_step: null }]);
    expect((await client.query(`select id from verifications order by id`)).rows).toEqual([{ id: "v2" }]);
    const [key] = (await client.query<{ expires_at: Date }>(`select expires_at from jwks where id = 'k1'`)).rows;
    expect(key?.expires_at.toISOString()).toBe("2026-01-31T00:00:00.000Z");
    expect((await client.query(`select count(*)::int as n from email_changes`)).rows).toEqual([{ n: 0 }]);
  });
});
