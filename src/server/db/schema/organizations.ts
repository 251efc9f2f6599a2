// Organizations: a church or ministry that authors plans, with its staff and families in
// people.ts. In its own file, which imports neither people.ts nor content.ts: both refer to it.
import { sql } from "drizzle-orm";
import { boolean, check, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { timestamps } from "./columns.ts";

export const organizations = pgTable(
  "organizations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    // Its public address, /o/:slug: lower-case letters, digits and single hyphens, unique.
    slug: text("slug").notNull().unique(),
    description: text("description"),
    // One organization per creator (docs/areas/organizations.md). It moves to another owner when the creator leaves
    // its staff; null once the organization is archived (a global admin released it, no owner was left).
    createdBy: text("created_by")
      .references(() => users.id, { onDelete: "restrict" })
      .unique(),
    defaultCommissionRate: numeric("default_commission_rate", { precision: 5, scale: 4, mode: "number" }).notNull().default(0.12),
    stripeAccountId: text("stripe_account_id").unique(),
    payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("organizations_commission_range", sql`${t.defaultCommissionRate} >= 0 and ${t.defaultCommissionRate} <= 1`),
    check("organizations_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
