// The reader's Bible version on his profile.
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import { ZBibleVersion, type TBibleVersion } from "../../../shared/schemas/scripture.ts";

/** His stored choice, or null when he has none (or no profile yet). */
export async function findBibleVersion(db: Queryable, userId: string): Promise<TBibleVersion | null> {
  const [row] = await db.select({ bibleVersion: profiles.bibleVersion }).from(profiles).where(eq(profiles.id, userId));
  const parsed = ZBibleVersion.safeParse(row?.bibleVersion);
  return parsed.success ? parsed.data : null;
}

export async function updateBibleVersion(db: Queryable, userId: string, version: TBibleVersion): Promise<void> {
  await db.update(profiles).set({ bibleVersion: version, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
