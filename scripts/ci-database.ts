// CI helper: probe the machine's PostgreSQL, create a fresh database for this run, or drop one.
//   node scripts/ci-database.ts probe | create | drop URL
import pg from "pg";
import { withDatabaseName } from "../src/server/db/client.ts";

const SERVER = process.env.CI_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const [command, arg] = process.argv.slice(2);

async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

if (command === "probe") {
  await withClient((c) => c.query("select 1"));
} else if (command === "create") {
  const name = `sb_ci_${Date.now()}_${process.pid}`;
  await withClient(async (c) => {
    // Runs reuse the machine's server: clear what earlier runs left behind (their test databases included).
    const { rows } = await c.query<{ datname: string }>(
      "select datname from pg_database where datname like 'sb\\_ci\\_%' or datname like 'sb\\_t\\_%' or datname like 'sb\\_tpl\\_%'",
    );
    for (const row of rows) await c.query(`drop database if exists "${row.datname}" with (force)`);
    await c.query(`create database "${name}"`);
  });
  process.stdout.write(withDatabaseName(SERVER, name));
} else if (command === "drop" && arg) {
  const name = new URL(arg).pathname.slice(1);
  if (/^sb_ci_[0-9_]+$/.test(name)) await withClient((c) => c.query(`drop database if exists "${name}" with (force)`));
} else {
  console.error("usage: node scripts/ci-database.ts probe | create | drop URL");
  process.exit(2);
}
