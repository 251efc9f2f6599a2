import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { safeEncode } from "zod/v4/core";
import { FIRST_VISIT_MS, sessionAnswer, toHeaders } from "../../auth/viewer.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import { AppError } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import { ZMessageResponse } from "../../../shared/schemas/common.ts";
import { RESET_TOKEN_MAX_LENGTH, ZResetPasswordRequest, ZSessionResponse } from "../../../shared/schemas/identity.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { perMinute, routesOf } from "../../http/declare-route.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/** An answer of GET /api/session made for one viewer, and until when it holds (his first visit ends at a set time). */
interface KeptSessionAnswer {
  json: string;
  assistantConfigured: boolean;
  until: number;
}

/**
 * The answers made, by viewer: a viewer from the viewer cache is the same object until the database announces a
 * change to his session or profile (a new object then), so the answer is built, checked against its schema and
 * serialized once per viewer rather than on every request. A viewer read without the cache is a new object each
 * time and simply misses.
 */
const keptSessionAnswers = new WeakMap<Viewer, KeptSessionAnswer>();

/** The answer to a signed-out request, the same for everyone. */
let signedOutJson: string | undefined;

/** GET /api/session's body as its response schema serializes it (unknown fields stripped, as Fastify's serializer would). */
function serializeSessionAnswer(viewer: Viewer | null, assistantConfigured: boolean, now: number): string {
  const encoded = safeEncode(ZSessionResponse, sessionAnswer(viewer, assistantConfigured, now));
  if (!encoded.success) throw encoded.error;
  return JSON.stringify(encoded.data);
}

export function sessionJson(viewer: Viewer | null, assistantConfigured: boolean, now: number): string {
  if (viewer === null) return (signedOutJson ??= serializeSessionAnswer(null, false, now));
  const kept = keptSessionAnswers.get(viewer);
  if (kept !== undefined && kept.assistantConfigured === assistantConfigured && now < kept.until) return kept.json;
  const json = serializeSessionAnswer(viewer, assistantConfigured, now);
  // `firstVisit` turns false FIRST_VISIT_MS after the session began; nothing else in the answer moves with time.
  const firstVisitEnds = viewer.sessionCreatedAt + FIRST_VISIT_MS;
  keptSessionAnswers.set(viewer, { json, assistantConfigured, until: viewer.firstSession && now < firstVisitEnds ? firstVisitEnds : Infinity });
  return json;
}

export async function accountRoutes(app: App): Promise<void> {
  const { auth } = app.deps;

  const route = routesOf(app);

  // The guard of `session.read` gave the viewer (or null); the answer is sent as the JSON its schema makes.
  route.get("/session", "session.read", {
    schema: { tags: ["accounts"], summary: "The signed-in user, or null", response: { 200: ZSessionResponse } },
    handler: ({ actor, reply }) => {
      // Already serialized (by the same schema), so typed as the plain reply a string is sent on.
      const raw: FastifyReply = reply as unknown as FastifyReply;
      void raw.type(JSON_TYPE).send(sessionJson(actor, app.deps.integrations.assistant.configured, Date.now()));
    },
  });

  route.post("/accounts/reset-password", "account.password.reset", {
    schema: {
      tags: ["accounts"],
      summary: "Set a new password with the token from the reset mail (signs out every session)",
      body: ZResetPasswordRequest,
      response: { 200: ZMessageResponse, ...errorResponses(400) },
    },
    rateLimit: perMinute(10),
    handler: async ({ body, log, request }) => {
      try {
        await auth.api.resetPassword({ body: { newPassword: body.password, token: body.token }, headers: toHeaders(request) });
      } catch (error) {
        log.warn({ err: error }, "password reset refused");
        throw new AppError("BAD_REQUEST", messages.resetLinkInvalid);
      }
      return { message: messages.passwordUpdated };
    },
  });

  route.get("/accounts/reset-password/check", "account.password.reset", {
    schema: {
      tags: ["accounts"],
      summary: "Whether a reset token is still valid (the reset page sends holders of a bad link to /login)",
      querystring: z.object({ token: z.string().min(1).max(RESET_TOKEN_MAX_LENGTH) }),
      response: { 200: z.object({ valid: z.boolean() }) },
    },
    handler: async ({ query }) => {
      const valid = await auth.$context.then((ctx) =>
        ctx.internalAdapter.findVerificationValue(`reset-password:${query.token}`).then((v) => Boolean(v && v.expiresAt > new Date())),
      );
      return { valid };
    },
  });
}
