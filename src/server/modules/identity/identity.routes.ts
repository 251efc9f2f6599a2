import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { sessionAnswer, toHeaders } from "../../auth/viewer.ts";
import { AppError } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import { ZMessageResponse } from "../../../shared/schemas/common.ts";
import { RESET_TOKEN_MAX_LENGTH, ZResetPasswordRequest, ZSessionResponse } from "../../../shared/schemas/identity.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { perMinute, routesOf } from "../../http/declare-route.ts";

export async function accountRoutes(app: App): Promise<void> {
  const { auth } = app.deps;

  const route = routesOf(app);

  route.get("/session", "session.read", {
    schema: { tags: ["accounts"], summary: "The signed-in user, or null", response: { 200: ZSessionResponse } },
    handler: async ({ request }) => sessionAnswer(await request.viewer(), app.deps.integrations.assistant.configured),
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
