// Uploading a real image through the API, for tests that need a picture or a cover the server stored.
import crypto from "node:crypto";
import sharp from "sharp";
import type { Actor } from "./actors.ts";

/** A small image of a colour no other test picks (so its content hash, the stored name, is its own). */
export async function testImage(): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = crypto.randomBytes(3);
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** Uploads a fresh image of `kind` as `actor`; answers its /uploads/ URL. */
export async function uploadImage(actor: Actor, kind: "avatar" | "cover" | "group", image?: Buffer): Promise<string> {
  const response = await actor.request({
    method: "POST",
    url: `/api/uploads/images?kind=${kind}`,
    payload: image ?? (await testImage()),
    headers: { "content-type": "image/png" },
  });
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return response.json<{ url: string }>().url;
}
