// Uploaded images (docs/areas/images.md): one row per stored object, named by its content's hash. An
// upload lives while something refers to its /uploads/ address (a picture, a cover, a draft or a published version
// of a plan, a group's image) or, unused, for a day after it was uploaded; then `deleted_at` is set (the address
// answers 410 Gone) and the sweep removes the object from the folder or the bucket (`removed_at`).
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const uploads = pgTable(
  "uploads",
  {
    /** The storage key: `<sha256>.webp`. */
    key: text("key").primaryKey(),
    /** avatar | cover | group: how it is cached (a person's picture privately, the others publicly). */
    kind: text("kind").notNull(),
    /** Who uploaded it last; null once that account is deleted (then, unused, it goes at once). */
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    check("uploads_kind", sql`${t.kind} in ('avatar', 'cover', 'group')`),
    index("uploads_uploaded_by_idx").on(t.uploadedBy),
    index("uploads_live_idx")
      .on(t.uploadedAt)
      .where(sql`${t.deletedAt} is null`),
    index("uploads_to_remove_idx")
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null and ${t.removedAt} is null`),
  ],
);
