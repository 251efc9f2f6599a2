// Columns many tables declare the same way. Each call returns new column builders (Drizzle binds a builder to
// the one table it is declared in), so a table spreads or calls these instead of spelling the columns out.
import { sql } from "drizzle-orm";
import { integer, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** When the row was written: `created_at timestamptz not null default now()`. */
export function createdAt() {
  return timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
}

/** When the row was written and last changed: `created_at` and `updated_at`, both timestamptz not null default now(). */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow() };
}

/** A list of short texts (tags, questions, equipment): `text[] not null default '{}'`. */
export function textArrayColumn(name: string) {
  return text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
}

/** The id of the row this one is part of (`integer not null`, references it): deleting the parent deletes this row. */
export function partOf(name: string, parentId: () => AnyPgColumn) {
  return integer(name).notNull().references(parentId, { onDelete: "cascade" });
}
