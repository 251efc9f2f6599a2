import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { sessionAnswer, toHeaders } from "../../auth/viewer.ts";
import { AppError } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import { ZMessageResponse } from "../../../shared/schemas/common.ts";
import { RESET_TOKEN_MAX_LENGTH, ZResetPasswordRequest, ZSessionResponse } from "../../../shared/schemas/identity.ts";
import { errorResponses } from "../../lib/error-responses.ts";

export async function accountRoutes(app: App): Promise<void> {
  const { auth } = app.deps;

  app.get(
    "/session",
    { schema: { tags: ["accounts"], summary: "The signed-in user, or null", response: { 200: ZSessionResponse } }, config: { action: "session.read" } },
    async (request) => {
      return sessionAnswer(await request.viewer(), app.deps.integrations.assistant.configured);
    },
  );

  app.post(
    "/accounts/reset-password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the token from the reset mail (signs out every session)",
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400) },
      },
      config: { action: "account.password.reset", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      try {
        await auth.api.resetPassword({ body: { newPassword: request.body.password, token: request.body.token }, headers: toHeaders(request) });
      } catch (error) {
        request.log.warn({ err: error }, "password reset refused");
        throw new AppError("BAD_REQUEST", messages.resetLinkInvalid);
      }
      return { message: messages.passwordUpdated };
    },
  );

  app.get(
    "/accounts/reset-password/check",
    {
      schema: {
        tags: ["accounts"],
        summary: "Whether a reset token is still valid (the reset page sends holders of a bad link to /login)",
        querystring: z.object({ token: z.string().min(1).max(RESET_TOKEN_MAX_LENGTH) }),
        response: { 200: z.object({ valid: z.boolean() }) },
      },
      config: { action: "account.password.reset" },
    },
    async (request) => {
      const valid = await auth.$context.then((ctx) =>
        ctx.internalAdapter.findVerificationValue(`reset-password:${request.query.token}`).then((v) => Boolean(v && v.expiresAt > new Date())),
      );
      return { valid };
    },
  );
}
