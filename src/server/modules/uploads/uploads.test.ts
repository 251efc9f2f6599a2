// The image pipeline and its endpoint: only real JPEG, PNG and WebP bytes are stored, re-encoded, resized and
// without metadata; bad uploads are refused with a clear message and store nothing; stored images are served
// cached for a day (a cover; how long each kind lives: upload-lifetime.test.ts). The S3 adapter is tested against
// s3rver, a local S3 stand-in.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages, UPLOADED_IMAGE_URL } from "../../../shared/schemas/uploads.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { s3BucketForSuite } from "../../../../tests/support/s3-bucket.ts";
import { createGlobalAdmin, registerDad, registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import { createS3Storage } from "../../integrations/storage/storage.ts";
import { endsWithImage, sniffImageType } from "./image-pipeline.ts";

const MAX = 200_000;
let t: TestApp;
let dataDir: string;
let admin: Actor;
let dad: Actor;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "sb-uploads-"));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX) });
  admin = await createGlobalAdmin(t);
  dad = await registerDad(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function photo(format: "jpeg" | "png" | "webp", size = { width: 2400, height: 1600 }) {
  const image = sharp({ create: { width: size.width, height: size.height, channels: 3, background: { r: 30, g: 60, b: 120 } } });
  // EXIF with a camera and GPS-like comment: the pipeline must drop it.
  const withExif = image.withExif({ IFD0: { Make: "SecretCam", ImageDescription: "home address 12 Elm St" } });
  return withExif[format]().toBuffer();
}

function upload(actor: Actor, body: Buffer | string, kind = "cover", contentType = "image/jpeg") {
  return actor.request({ method: "POST", url: `/api/uploads/images?kind=${kind}`, payload: body, headers: { "content-type": contentType } });
}

const storedFiles = async () => (await fs.readdir(path.join(dataDir, "uploads")).catch(() => [])).filter((name) => !name.endsWith(".tmp"));

describe("image uploads", () => {
  it.each(["jpeg", "png", "webp"] as const)("stores a %s cover re-encoded as WebP, resized, without metadata, and serves it cached", async (format) => {
    const response = await upload(admin, await photo(format), "cover", "application/octet-stream");
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ url: string; width: number; height: number }>();
    expect(body.url).toMatch(UPLOADED_IMAGE_URL);
    expect([body.width, body.height]).toEqual([1600, 900]);

    const served = await t.app.inject({ method: "GET", url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=86400");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("SecretCam"))).toBe(false);

    const again = await t.app.inject({ method: "GET", url: body.url, headers: { "if-none-match": served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it("makes avatars small squares and lets any signed-in user upload one; covers need an author", async () => {
    const { son } = await registerFamily(t);
    const avatar = await upload(son, await photo("png", { width: 800, height: 600 }), "avatar", "image/png");
    expect(avatar.statusCode).toBe(201);
    expect(avatar.json()).toMatchObject({ width: 256, height: 256 });
    expect((await upload(dad, await photo("png"), "cover")).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/uploads/images?kind=avatar",
      payload: await photo("png"),
      headers: { origin: TEST_ORIGIN, "content-type": "image/png" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses what is not an image, a polyglot, a broken image, too many bytes or an unknown kind, and stores nothing", async () => {
    const before = await storedFiles();
    const html = await upload(dad, "<html><script>alert(1)</script></html>", "avatar", "image/png");
    expect(html.statusCode).toBe(400);
    expect(html.json().error.message).toBe(uploadMessages.notAnImage);

    const gif = await upload(dad, Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "avatar", "image/gif");
    expect(gif.json().error.message).toBe(uploadMessages.notAnImage);

    const polyglot = Buffer.concat([await photo("png", { width: 20, height: 20 }), Buffer.from("PK\x03\x04<script>alert(1)</script>")]);
    const glued = await upload(dad, polyglot, "avatar", "image/png");
    expect(glued.statusCode).toBe(400);
    expect(glued.json().error.message).toBe(uploadMessages.polyglot);

    const truncated = (await photo("jpeg", { width: 40, height: 40 })).subarray(0, 200);
    const broken = await upload(dad, Buffer.concat([truncated, Buffer.from([0xff, 0xd9])]), "avatar");
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(uploadMessages.unreadable);

    const big = await upload(dad, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX + 10)]), "avatar");
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(uploadMessages.tooLarge(MAX));

    expect((await upload(dad, await photo("png", { width: 20, height: 20 }), "banner")).statusCode).toBe(400);
    expect((await upload(dad, Buffer.alloc(0), "avatar")).statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 404 for names that are not stored images", async () => {
    for (const url of ["/uploads/../../etc/passwd", `/uploads/${"0".repeat(64)}.webp`, "/uploads/x.svg"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });

  it("sniffs types from bytes and finds bytes glued after the image", async () => {
    const png = await photo("png", { width: 10, height: 10 });
    const webp = await photo("webp", { width: 10, height: 10 });
    expect(sniffImageType(png)).toBe("png");
    expect(sniffImageType(webp)).toBe("webp");
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(endsWithImage(png, "png")).toBe(true);
    expect(endsWithImage(webp, "webp")).toBe(true);
    expect(endsWithImage(Buffer.concat([webp, Buffer.from("<?php")]), "webp")).toBe(false);
  });
});

describe("S3 storage adapter (against s3rver)", () => {
  const bucket = s3BucketForSuite("sb-s3rver-");

  it("puts and gets objects, and answers null for a missing one", async () => {
    const storage = createS3Storage({
      bucket: "images",
      endpoint: bucket.endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    const key = `${"a".repeat(64)}.webp`;
    await storage.put(key, Buffer.from("bytes"), "image/webp");
    expect(await storage.get(key)).toEqual({ body: Buffer.from("bytes"), contentType: "image/webp" });
    expect(await storage.get(`${"b".repeat(64)}.webp`)).toBeNull();
  });

  it("serves uploads from the bucket when S3_* is configured", async () => {
    const s3App = await createTestApp(bucket.appEnv());
    try {
      const author = await createGlobalAdmin(s3App);
      const response = await author.request({
        method: "POST",
        url: "/api/uploads/images?kind=cover",
        payload: await photo("jpeg", { width: 400, height: 300 }),
        headers: { "content-type": "image/jpeg" },
      });
      expect(response.statusCode, response.body).toBe(201);
      const served = await s3App.app.inject({ method: "GET", url: response.json<{ url: string }>().url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    } finally {
      await s3App.close();
    }
  });
});
