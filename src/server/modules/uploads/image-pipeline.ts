// The image pipeline: the type is sniffed from the bytes (JPEG, PNG, WebP only, whatever the request claims),
// anything after the image's own end (a polyglot: an image with a script or an archive glued on) is refused,
// then sharp decodes it (bounded pixels), applies the EXIF orientation, resizes it for its use, re-encodes it
// as WebP and drops every metadata block (EXIF with GPS, XMP, ICC comments). The name is the SHA-256 of the
// result, so the same image is stored once and can be cached forever.
import crypto from "node:crypto";
import sharp, { type OutputInfo } from "sharp";
import { IMAGE_KINDS, uploadMessages, type ImageKind } from "../../../shared/schemas/uploads.ts";
import { badRequest } from "../../lib/app-error.ts";

export type SniffedType = "jpeg" | "png" | "webp";

export function sniffImageType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

/** Whether the file ends where its own format says the image ends (no bytes glued after it). */
export function endsWithImage(bytes: Buffer, type: SniffedType): boolean {
  switch (type) {
    case "png": {
      // The IEND chunk: length 0, "IEND", CRC AE 42 60 82, and nothing after it.
      return bytes.length >= 12 && bytes.subarray(bytes.length - 12).equals(Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
    }
    case "webp": {
      // RIFF size (little endian) counts everything after the first 8 bytes; a padding byte may follow an odd size.
      const declared = bytes.readUInt32LE(4) + 8;
      return declared === bytes.length || (declared % 2 === 1 && declared + 1 === bytes.length);
    }
    case "jpeg": {
      // End of image marker FF D9, tolerating the trailing zero padding some cameras write.
      let end = bytes.length;
      while (end > 2 && bytes[end - 1] === 0x00 && bytes.length - end < 16) end--;
      return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
    }
  }
}

/** The size an image is stored at, per use: covers and group images wide, avatars square. */
const TARGETS: Record<ImageKind, { width: number; height: number; fit: "cover" | "inside" }> = {
  cover: { width: 1600, height: 900, fit: "cover" },
  group: { width: 1200, height: 675, fit: "cover" },
  avatar: { width: 256, height: 256, fit: "cover" },
};

/** Images larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  key: string;
  body: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
}

export async function processImage(bytes: Buffer, kind: ImageKind, maxBytes: number): Promise<ProcessedImage> {
  if (!IMAGE_KINDS.includes(kind)) throw badRequest(uploadMessages.kindInvalid, { kind: uploadMessages.kindInvalid });
  if (bytes.length === 0) throw badRequest(uploadMessages.empty, { file: uploadMessages.empty });
  if (bytes.length > maxBytes) throw badRequest(uploadMessages.tooLarge(maxBytes), { file: uploadMessages.tooLarge(maxBytes) });
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(uploadMessages.notAnImage, { file: uploadMessages.notAnImage });
  if (!endsWithImage(bytes, type)) throw badRequest(uploadMessages.polyglot, { file: uploadMessages.polyglot });

  const target = TARGETS[kind];
  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });
    const metadata = await image.metadata();
    if (metadata.format !== type) throw new Error(`format ${metadata.format} is not the sniffed ${type}`);
    output = await image
      .rotate()
      .resize({ width: target.width, height: target.height, fit: target.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest(uploadMessages.unreadable, { file: uploadMessages.unreadable });
  }
  const key = `${crypto.createHash("sha256").update(output.data).digest("hex")}.webp`;
  return { key, body: output.data, contentType: "image/webp", width: output.info.width, height: output.info.height };
}
