// POST /api/uploads/images?kind=cover|group|avatar: the raw image bytes as the body (any content type: the
// bytes decide). GET /uploads/:key: a stored image, cached by its kind; 410 once deleted with its owner.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { perHour, routesIn, routesOf } from "../../http/declare-route.ts";
import { authorize } from "../../policies/index.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { UPLOADS_PREFIX, uploadMessages, ZImageKindQuery, ZUploadedImageResponse } from "../../../shared/schemas/uploads.ts";
import { STORAGE_KEY } from "../../integrations/storage/storage.ts";
import type { ImageKind } from "../../policies/upload.ts";
import { processImage } from "./image-pipeline.ts";
import { findUpload, recordUpload } from "./uploads.service.ts";

const errors = errorResponses(400, 401, 403, 413);

/**
 * A person's picture is kept by his viewers' own browsers only, for an hour; a cover or a group's image by any
 * cache, for a day. Neither is "immutable" any more: a deleted upload must stop being shown (410) within that time.
 */
const CACHE_BY_KIND: Record<ImageKind, string> = {
  avatar: "private, max-age=3600",
  cover: "public, max-age=86400",
  group: "public, max-age=86400",
};

export async function uploadRoutes(app: App): Promise<void> {
  const { config, db, integrations } = app.deps;
  const maxBytes = config.uploads.maxBytes;

  await app.register(async (scope) => {
    // In this scope only, every body arrives as bytes: the pipeline sniffs the type, never the header.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { statusCode?: number }).statusCode === 413) {
        return reply
          .status(413)
          .send({ error: { code: "BAD_REQUEST", message: uploadMessages.tooLarge(maxBytes), fields: { file: uploadMessages.tooLarge(maxBytes) } } });
      }
      throw error;
    });

    const route = routesIn(scope, ["uploads"], errors);

    route.post("/api/uploads/images", "upload.image", {
      summary: "Upload an image (JPEG, PNG or WebP); it is re-encoded, resized and stored; answers its /uploads/ URL",
      querystring: ZImageKindQuery,
      response: { 201: ZUploadedImageResponse },
      rateLimit: perHour(30),
      bodyLimit: maxBytes,
      // An avatar or a group image: anyone signed in; a plan cover only who authors plans (policies/upload.ts).
      handler: async ({ actor: viewer, query, log, request }) => {
        authorize(viewer, "upload.image", query.kind);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await processImage(body, query.kind, maxBytes);
        // The row first: a sweep removing the same bytes' old object finishes before this one is written.
        await recordUpload(db, { key: image.key, kind: query.kind, uploadedBy: viewer.userId, now: new Date() });
        await integrations.storage.put(image.key, image.body, image.contentType);
        log.info({ userId: viewer.userId, kind: query.kind, key: image.key, bytesIn: body.length, bytesOut: image.body.length }, "image stored");
        return { url: `${UPLOADS_PREFIX}${image.key}`, width: image.width, height: image.height };
      },
    });
  });

  const route = routesOf(app);

  route.get("/uploads/:key", "upload.read", {
    schema: { hide: true, params: z.object({ key: z.string().max(100) }) },
    handler: async ({ params, request, reply }) => {
      const { key } = params;
      const notFound = () =>
        reply
          .status(404)
          .header("cache-control", "no-store")
          .send({ error: { code: "NOT_FOUND", message: "Image not found" } });
      if (!STORAGE_KEY.test(key)) return notFound();
      const upload = await findUpload(db, key);
      if (!upload) return notFound();
      // Deleted with its owner: gone for good, and no cache may keep this answer.
      if (upload.deleted) {
        return reply
          .status(410)
          .header("cache-control", "no-store")
          .send({ error: { code: "GONE", message: uploadMessages.deleted } });
      }
      const etag = `"${key.slice(0, 64)}"`;
      const cacheControl = CACHE_BY_KIND[upload.kind];
      if (request.headers["if-none-match"] === etag) return reply.status(304).header("etag", etag).header("cache-control", cacheControl).send();
      const object = await integrations.storage.get(key);
      if (!object) return notFound();
      return reply
        .header("content-type", object.contentType)
        .header("cache-control", cacheControl)
        .header("etag", etag)
        .header("content-disposition", "inline")
        .send(object.body);
    },
  });
}
