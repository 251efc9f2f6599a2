// Stripe webhooks: /api/webhooks/stripe (platform events) and /api/webhooks/stripe-connect (connected accounts),
// each with its own signing secret. The signature covers the exact bytes Stripe sent, so these routes live in
// an encapsulated plugin whose only content-type parser keeps the body as a Buffer.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../http/app-instance.ts";
import type { WebhookSource } from "../../integrations/payments/stripe-gateway.ts";
import { paymentsMessages } from "../../../shared/schemas/payments.ts";
import { applyConnectEvent, applyPlatformEvent } from "./payments.service.ts";

export async function stripeWebhooks(app: App): Promise<void> {
  const { db, integrations } = app.deps;
  const gateway = integrations.payments;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    const handle = (source: WebhookSource) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!gateway || !gateway.hasWebhookSecret(source)) {
        return reply.code(503).send({ error: { code: "UNAVAILABLE", message: paymentsMessages.notConfigured } });
      }
      const signature = request.headers["stripe-signature"];
      const body = request.body;
      if (typeof signature !== "string" || !Buffer.isBuffer(body)) {
        return reply.code(400).send({ error: { code: "BAD_REQUEST", message: "Missing Stripe signature or body" } });
      }
      let event;
      try {
        event = gateway.verifyWebhook(source, body, signature);
      } catch (error) {
        request.log.warn({ err: error, source }, "stripe webhook refused: bad signature");
        return reply.code(400).send({ error: { code: "BAD_REQUEST", message: "Invalid Stripe signature" } });
      }
      const outcome = source === "platform" ? await applyPlatformEvent(db, request.log, event) : await applyConnectEvent(db, gateway, request.log, event);
      request.log.info({ eventId: event.id, type: event.type, source, outcome }, "stripe webhook");
      return reply.code(200).send({ received: true, outcome });
    };

    scope.post("/stripe", { schema: { hide: true }, bodyLimit: 1_048_576, config: { action: "payments.webhook" } }, handle("platform"));
    scope.post("/stripe-connect", { schema: { hide: true }, bodyLimit: 1_048_576, config: { action: "payments.webhook" } }, handle("connect"));
  });
}
