// An S3 stand-in (s3rver) holding an "images" bucket in a temporary folder, for the storage tests of a describe block:
// started before its tests and removed after them.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";

export interface S3Bucket {
  /** The stand-in's address, once the block's tests run. */
  endpoint: string;
  /** The environment that points an app's storage at the bucket. */
  appEnv(): Record<string, string>;
}

/** Registers the hooks that start and stop the stand-in; `prefix` names its temporary folder. */
export function s3BucketForSuite(prefix: string): S3Bucket {
  let server: S3rver | undefined;
  let directory: string | undefined;
  const bucket: S3Bucket = {
    endpoint: "",
    appEnv: () => ({ S3_BUCKET: "images", S3_ENDPOINT: bucket.endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" }),
  };
  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "images", configs: [] }] });
    const { port } = await server.run();
    bucket.endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    if (directory) await fs.rm(directory, { recursive: true, force: true });
  });
  return bucket;
}
