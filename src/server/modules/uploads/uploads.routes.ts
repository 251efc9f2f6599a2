// POST /api/uploads/images?kind=cover|group|avatar: the raw image bytes as the body (any content type: the
// bytes decide). GET /uploads/:key: a stored image, cached for a year (its name is its content's hash).
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../auth/route-actions.ts";
import { authorize } from "../../policies/index.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { UPLOADS_PREFIX, uploadMessages, ZImageKindQuery, ZUploadedImageResponse } from "../../../shared/schemas/uploads.ts";
import { STORAGE_KEY } from "../../integrations/storage/storage.ts";
import { processImage } from "./image-pipeline.ts";

const errors = errorResponses(400, 401, 403, 413);
const uploadRoute = routeSchemas(["uploads"], errors);

export async function uploadRoutes(app: App): Promise<void> {
  const { config, integrations } = app.deps;
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

    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/uploads/images",
      {
        bodyLimit: maxBytes,
        schema: uploadRoute("Upload an image (JPEG, PNG or WebP); it is re-encoded, resized and stored; answers its /uploads/ URL", {
          querystring: ZImageKindQuery,
          response: { 201: ZUploadedImageResponse },
        }),
        config: { action: "upload.image", rateLimit: { max: 30, timeWindow: "1 hour" } },
      },
      async (request, reply) => {
        // An avatar or a group image: anyone signed in; a plan cover only who authors plans (policies/upload.ts).
        const viewer = actorOf(request, "upload.image");
        authorize(viewer, "upload.image", request.query.kind);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await processImage(body, request.query.kind, maxBytes);
        await integrations.storage.put(image.key, image.body, image.contentType);
        request.log.info(
          { userId: viewer.userId, kind: request.query.kind, key: image.key, bytesIn: body.length, bytesOut: image.body.length },
          "image stored",
        );
        return reply.status(201).send({ url: `${UPLOADS_PREFIX}${image.key}`, width: image.width, height: image.height });
      },
    );
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/uploads/:key",
      { schema: { hide: true, params: z.object({ key: z.string().max(100) }) }, config: { action: "upload.read" } },
      async (request, reply) => {
        const { key } = request.params;
        const notFound = () =>
          reply
            .status(404)
            .header("cache-control", "no-store")
            .send({ error: { code: "NOT_FOUND", message: "Image not found" } });
        if (!STORAGE_KEY.test(key)) return notFound();
        const etag = `"${key.slice(0, 64)}"`;
        if (request.headers["if-none-match"] === etag) return reply.status(304).header("etag", etag).send();
        const object = await integrations.storage.get(key);
        if (!object) return notFound();
        return reply
          .header("content-type", object.contentType)
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("etag", etag)
          .header("content-disposition", "inline")
          .send(object.body);
      },
    );
}
