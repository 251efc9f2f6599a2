// Where uploaded images live: a small interface with two adapters. The folder DATA_DIR/uploads by default;
// any S3-compatible bucket when S3_BUCKET is set, so several processes share one store. Objects are written once
// under content-hashed names; an upload nothing uses any more is removed (modules/uploads).
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { AppConfig } from "../../config.ts";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  readonly kind: "folder" | "s3";
  /** Stores the bytes under `key` (a flat, safe name chosen by the server). Writing the same key twice is harmless. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is harmless. */
  delete(key: string): Promise<void>;
}

/** Keys are server-made: 64 hex characters and an extension. Anything else is never a stored object. */
export const STORAGE_KEY = /^[a-f0-9]{64}\.(webp)$/;

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp" };

export function createFolderStorage(folder: string): ObjectStorage {
  const fileOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(folder, key);
  };
  return {
    kind: "folder",
    async put(key, body) {
      await fs.mkdir(folder, { recursive: true });
      const target = fileOf(key);
      // Write then rename: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const body = await fs.readFile(fileOf(key));
        return { body, contentType: CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export function createS3Storage(options: NonNullable<AppConfig["uploads"]["s3"]>): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
  });
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === "NotFound" || error.$metadata.httpStatusCode === 404));
  return {
    kind: "s3",
    async put(key, body, contentType) {
      if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
      await client.send(
        // No cache metadata on the object: the app answers each read with its kind's caching.
        new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!response.Body) return null;
        const body = Buffer.from(await response.Body.transformToByteArray());
        return { body, contentType: response.ContentType ?? CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}

/** The storage the configuration asks for. */
export function createStorage(config: Pick<AppConfig, "dataDir" | "uploads">): ObjectStorage {
  return config.uploads.s3 ? createS3Storage(config.uploads.s3) : createFolderStorage(path.join(config.dataDir, "uploads"));
}
