// The triggers that announce changes on the change feed, generated from ANNOUNCING_TABLES (cached-answers.ts), and
// the installer that migrateDatabase runs after the migrations. One function and
// one trigger per table, named after it; replaced idempotently on every migrate, and a trigger of ours on a table no
// longer declared is dropped, so the database announces exactly what the declarations say.
import { getTableName } from "drizzle-orm";
import type pg from "pg";
import type { SchemaInstaller } from "../db/client.ts";
import { ANNOUNCING_TABLES, type TableAnnouncement } from "./cached-answers.ts";

/** Every trigger of ours carries this name (one per table); its function is `strongbond_announce_<table>`. */
export const ANNOUNCE_TRIGGER = "strongbond_announce";

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

function functionFor(table: string, announcement: TableAnnouncement): string {
  const name = identifier(`${ANNOUNCE_TRIGGER}_${table}`);
  let body: string;
  if ("perStatement" in announcement) {
    body = `  perform pg_notify(${literal(announcement.perStatement.channel)}, ${literal(announcement.perStatement.payload)});`;
  } else {
    const { channel, announce } = announcement.perRow;
    const notify = (row: "old" | "new") =>
      announce
        .map(({ prefix, column, through }) =>
          through
            ? `perform pg_notify(${literal(channel)}, ${literal(prefix)} || t.${identifier(through.value)}) from ${identifier(getTableName(through.table))} t where t.${identifier(through.key)} = ${row}.${identifier(column)};`
            : `perform pg_notify(${literal(channel)}, ${literal(prefix)} || ${row}.${identifier(column)});`,
        )
        .join(" ");
    body = [`  if tg_op <> 'INSERT' then ${notify("old")} end if;`, `  if tg_op <> 'DELETE' then ${notify("new")} end if;`].join("\n");
  }
  return `create or replace function ${name}() returns trigger language plpgsql as $$\nbegin\n${body}\n  return null;\nend $$;`;
}

function triggerFor(table: string, announcement: TableAnnouncement): string {
  const fn = identifier(`${ANNOUNCE_TRIGGER}_${table}`);
  const on = "perStatement" in announcement ? "insert or update or delete or truncate" : announcement.perRow.on.join(" or ");
  const each = "perStatement" in announcement ? "statement" : "row";
  return `create or replace trigger ${ANNOUNCE_TRIGGER} after ${on} on ${identifier(table)} for each ${each} execute function ${fn}();`;
}

/** The DDL: the functions and triggers of every announcing table, then the drop of what is no longer declared. */
export function announcementsDdl(tables: readonly TableAnnouncement[] = ANNOUNCING_TABLES): string {
  const names = tables.map((a) => getTableName(a.table));
  const statements = tables.flatMap((a, i) => [functionFor(names[i] as string, a), triggerFor(names[i] as string, a)]);
  const declared = `array[${names.map(literal).join(", ")}]::text[]`;
  // The triggers and functions of the earlier scheme (two shared functions per channel) and those of a table that
  // no longer announces.
  statements.push(`do $$
declare
  t record;
begin
  for t in select c.relname, tg.tgname from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema() and not tg.tgisinternal
              and (tg.tgname in ('strongbond_viewer_notify', 'strongbond_data_notify') or (tg.tgname = ${literal(ANNOUNCE_TRIGGER)} and not c.relname = any(${declared})))
  loop
    execute format('drop trigger %I on %I', t.tgname, t.relname);
  end loop;
  for t in select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = current_schema()
              and (p.proname in ('strongbond_viewer_notify', 'strongbond_data_notify_user', 'strongbond_data_notify_content', 'strongbond_data_notify_group')
                   or (p.proname like ${literal(`${ANNOUNCE_TRIGGER}\\_%`)} and not substr(p.proname, ${ANNOUNCE_TRIGGER.length + 2}) = any(${declared})))
  loop
    execute format('drop function %I()', t.proname);
  end loop;
end $$;`);
  return statements.join("\n");
}

/** The change feed's triggers as migrateDatabase installs them (src/server/schema-installers.ts). */
export const announcementsInstaller: SchemaInstaller = {
  name: "change feed triggers",
  install: async (client: pg.PoolClient) => {
    await client.query(announcementsDdl());
  },
};
