// Row counts read straight from the database: how a test proves what a request wrote, or that a refused one wrote nothing.
import { count, eq } from "drizzle-orm";
import type { Queryable } from "../../src/server/db/client.ts";
import { challenges, dadsCorner, devotionalPlans, devotionals, journalEntries, planContent } from "../../src/server/db/schema/index.ts";

/** How many plans, content items and plan weeks the database holds. */
export async function contentRowCounts(db: Queryable) {
  const rowsIn = async (table: typeof devotionalPlans | typeof devotionals | typeof challenges | typeof dadsCorner | typeof planContent) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    plans: await rowsIn(devotionalPlans),
    devotionals: await rowsIn(devotionals),
    challenges: await rowsIn(challenges),
    dadsCorner: await rowsIn(dadsCorner),
    planContent: await rowsIn(planContent),
  };
}

/** How many journal entries this user has. */
export async function journalEntryCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.userId, userId));
  return row?.n ?? 0;
}
