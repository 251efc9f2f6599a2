// How long an upload lives: while something shows its address, or unused for UPLOAD_GRACE_HOURS
// after it was uploaded (the time for its form to use it). An owner deleted (an account, a son, a plan, a group)
// deletes at once what only it showed; the sweep deletes what nothing used and removes deleted objects from the
// folder or the bucket. A deleted upload's address answers 410 Gone from the moment its row says so.
import type { Logger } from "pino";
import type { Database, Queryable } from "../../db/client.ts";
import type { ObjectStorage } from "../../integrations/storage/storage.ts";
import { UPLOAD_GRACE_HOURS, UPLOADED_IMAGE_URL, UPLOADS_PREFIX } from "../../../shared/schemas/uploads.ts";
import { deleteOrphanUploads, deleteUnusedUploads, lockUploadToRemove, markUploadRemoved, uploadsToRemove } from "./uploads.queries.ts";

export { coversOfPlan, findUpload, recordUpload } from "./uploads.queries.ts";

/** Objects removed per transaction of the sweep. */
const REMOVE_BATCH = 100;

const keyOf = (url: string | null | undefined): string[] => (url && UPLOADED_IMAGE_URL.test(url) ? [url.slice(UPLOADS_PREFIX.length)] : []);

/** What a deleted row showed (a replaced picture, a deleted plan's covers, a group's image): deleted now unless something else shows it. */
export async function releaseUploads(db: Queryable, urls: ReadonlyArray<string | null | undefined>, now = new Date()): Promise<void> {
  await deleteUnusedUploads(db, [...new Set(urls.flatMap(keyOf))], now);
}

/** After accounts were deleted (their uploads now have no uploader): their pictures and unused uploads go at once. */
export async function releaseUploadsOfDeletedAccounts(db: Queryable, now = new Date()): Promise<void> {
  await deleteOrphanUploads(db, now);
}

/**
 * The sweep (on the reminders' minute): deletes the uploads nothing used within their grace period,
 * then removes every deleted upload's object, each under its row's lock (an upload of the same bytes waits for it).
 */
export async function sweepUploads(db: Database, storage: ObjectStorage, now = new Date(), logger?: Pick<Logger, "warn" | "info">) {
  const deleted = await deleteOrphanUploads(db, now, new Date(now.getTime() - UPLOAD_GRACE_HOURS * 3600_000));
  let removed = 0;
  for (;;) {
    const keys = await uploadsToRemove(db, REMOVE_BATCH);
    let done = 0;
    for (const key of keys) {
      try {
        await db.transaction(async (tx) => {
          if (!(await lockUploadToRemove(tx, key))) return;
          await storage.delete(key);
          await markUploadRemoved(tx, key, now);
          done += 1;
        });
      } catch (error) {
        logger?.warn({ err: error, key }, "a deleted upload could not be removed from storage; the next sweep retries");
      }
    }
    removed += done;
    if (keys.length < REMOVE_BATCH || done === 0) break;
  }
  if (deleted + removed > 0) logger?.info({ deleted, removed }, "uploads swept");
  return { deleted, removed };
}
