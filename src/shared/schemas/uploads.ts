// Image uploads (plan covers, group images, avatars): what the upload endpoint answers, its messages, and the
// rule every stored image URL follows (the privacy area validates avatar URLs with it).
import { z } from "zod";

export const IMAGE_KINDS = ["cover", "group", "avatar"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Where stored images are served: /uploads/<sha-256>.webp. */
export { UPLOADS_PATH_PREFIX as UPLOADS_PREFIX } from "../constants.ts";
export const UPLOADED_IMAGE_URL = /^\/uploads\/[a-f0-9]{64}\.webp$/;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

export const uploadMessages = {
  empty: "Choose an image to upload.",
  tooLarge: (maxBytes: number) => `This image is too large. Upload an image of at most ${megabytes(maxBytes)}.`,
  notAnImage: "This file is not a JPEG, PNG or WebP image.",
  polyglot: "This file holds more than an image, so it was refused. Save it again as a plain JPEG, PNG or WebP image.",
  unreadable: "This image could not be read. Save it again as a JPEG, PNG or WebP image.",
  kindInvalid: "Choose cover, group or avatar",
  coverInvalid: "Upload the cover image again",
  deleted: "This image was deleted.",
} as const;

export const ZImageKindQuery = z.object({ kind: z.enum(IMAGE_KINDS, { error: uploadMessages.kindInvalid }) });

export const ZUploadedImageResponse = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type TUploadedImageResponse = z.infer<typeof ZUploadedImageResponse>;

/** A stored image's URL as a request field: only our own /uploads/ names, or null to remove it. */
export const ZUploadedImageUrl = z.string().regex(UPLOADED_IMAGE_URL, uploadMessages.coverInvalid).nullable();

/** How long an upload nothing uses is kept for its form to use it; then it is deleted. */
export const UPLOAD_GRACE_HOURS = 24;
