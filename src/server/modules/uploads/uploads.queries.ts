// The uploads' rows: recorded at upload, found at every read, deleted when nothing refers to them.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { uploads } from "../../db/schema/index.ts";
import type { ImageKind } from "../../policies/upload.ts";

/**
 * Whether anything still shows the upload `row`'s address: a person's picture, a plan's cover (stored, in its draft,
 * in a published version) or a group's image. Every text column that can hold an /uploads/ address is here
 * (upload-lifetime.test.ts lists them from the database).
 */
function inUse(key: SQL | string): SQL {
  const url = sql`'/uploads/' || ${key}`;
  return sql`(exists (select 1 from users where image = ${url})
    or exists (select 1 from profiles where avatar_url = ${url})
    or exists (select 1 from devotional_plans where cover_image_url = ${url} or draft->'details'->>'coverImageUrl' = ${url})
    or exists (select 1 from plan_versions where snapshot->'details'->>'coverImageUrl' = ${url})
    or exists (select 1 from dad_groups where group_image_url = ${url}))`;
}

/**
 * Records an upload (a new one, or the same bytes again: alive again, uploaded now by this person). Waits for a
 * sweep removing the same object to finish, so the object written after it is never removed.
 */
export async function recordUpload(db: Queryable, values: { key: string; kind: ImageKind; uploadedBy: string; now: Date }): Promise<void> {
  await db
    .insert(uploads)
    .values({ key: values.key, kind: values.kind, uploadedBy: values.uploadedBy, uploadedAt: values.now })
    .onConflictDoUpdate({
      target: uploads.key,
      set: { uploadedBy: values.uploadedBy, uploadedAt: values.now, deletedAt: null, removedAt: null },
    });
}

export async function findUpload(db: Queryable, key: string): Promise<{ kind: ImageKind; deleted: boolean } | undefined> {
  const [row] = await db.select({ kind: uploads.kind, deletedAt: uploads.deletedAt }).from(uploads).where(eq(uploads.key, key));
  return row ? { kind: row.kind as ImageKind, deleted: row.deletedAt !== null } : undefined;
}

/** Deletes the named uploads nothing shows any more (however recent); the others are left alone. */
export async function deleteUnusedUploads(db: Queryable, keys: string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const deleted = await db
    .update(uploads)
    .set({ deletedAt: now })
    .where(and(inArray(uploads.key, keys), isNull(uploads.deletedAt), sql`not ${inUse(sql`${uploads.key}`)}`))
    .returning({ key: uploads.key });
  return deleted.length;
}

/**
 * Deletes the uploads nothing shows whose uploader is gone, and — with `uploadedBefore` — those nothing showed
 * within their grace period either.
 */
export async function deleteOrphanUploads(db: Queryable, now: Date, uploadedBefore?: Date): Promise<number> {
  const whose = uploadedBefore ? sql`(${uploads.uploadedBy} is null or ${uploads.uploadedAt} < ${uploadedBefore})` : isNull(uploads.uploadedBy);
  const deleted = await db
    .update(uploads)
    .set({ deletedAt: now })
    .where(and(isNull(uploads.deletedAt), whose, sql`not ${inUse(sql`${uploads.key}`)}`))
    .returning({ key: uploads.key });
  return deleted.length;
}

/** Deleted uploads whose object is still stored (a batch). */
export async function uploadsToRemove(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(isNotNull(uploads.deletedAt), isNull(uploads.removedAt)))
    .orderBy(uploads.deletedAt)
    .limit(limit);
  return rows.map((row) => row.key);
}

/** Locks a deleted upload whose object is still stored; false when it is gone or was uploaded again meanwhile. */
export async function lockUploadToRemove(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from uploads where key = ${key} and deleted_at is not null and removed_at is null for update skip locked`);
  return rows.rows.length > 0;
}

export async function markUploadRemoved(db: Queryable, key: string, now: Date): Promise<void> {
  await db.update(uploads).set({ removedAt: now }).where(eq(uploads.key, key));
}

/** Every cover address a plan shows: stored, in its draft and in its published versions (before deleting it). */
export async function coversOfPlan(db: Queryable, planId: number): Promise<string[]> {
  const rows = await db.execute<{ url: string | null }>(sql`
    select cover_image_url as url from devotional_plans where id = ${planId}
    union select draft->'details'->>'coverImageUrl' from devotional_plans where id = ${planId}
    union select snapshot->'details'->>'coverImageUrl' from plan_versions where plan_id = ${planId}`);
  return rows.rows.flatMap((row) => (row.url ? [row.url] : []));
}
