// A dad's side of his son's own sign-in: the one-time link / QR code, cancelling it, and the family
// sign-in name with its PIN. The son's side is two Better Auth endpoints (modules/identity/son-sign-in-plugin.ts).
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { ZMessageResponse } from "../../../shared/schemas/common.ts";
import { ZSonParams } from "../../../shared/schemas/family.ts";
import { ZSignInLinkResponse, ZSonSignInRequest, sonSignInText } from "../../../shared/schemas/son-sign-in.ts";
import { createSignInLink, revokeSignInLinks, setSonSignIn } from "./son-sign-in.service.ts";

const familyRoute = routeSchemas(["family"], errorResponses(400, 401, 403, 404, 409));

export async function sonSignInRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;

  app.post(
    "/:sonId/sign-in-link",
    {
      schema: familyRoute("A dad shows a one-time sign-in link (QR code) for his son's own device; earlier links stop working", {
        params: ZSonParams,
        response: { 201: ZSignInLinkResponse },
      }),
      config: { action: "family.son.signInLink.create", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const dad = actorOf(request);
      const link = await createSignInLink(db, config.appUrl, dad.userId, request.params.sonId);
      request.log.info({ dadId: dad.userId, sonId: request.params.sonId }, "son sign-in link shown by his dad");
      return reply.status(201).header("cache-control", "no-store").send(link);
    },
  );

  app.delete(
    "/:sonId/sign-in-link",
    {
      config: { action: "family.son.signInLink.revoke" },
      schema: familyRoute("A dad cancels every open sign-in link of his son", { params: ZSonParams, response: { 200: ZMessageResponse } }),
    },
    async (request) => {
      const dad = actorOf(request);
      const revoked = await revokeSignInLinks(db, dad.userId, request.params.sonId);
      request.log.info({ dadId: dad.userId, sonId: request.params.sonId, revoked }, "son sign-in links cancelled by his dad");
      return { message: sonSignInText.linksRevoked };
    },
  );

  app.put(
    "/:sonId/sign-in",
    {
      schema: familyRoute("A dad sets his son's family sign-in name and PIN; the son's sessions end", {
        params: ZSonParams,
        body: ZSonSignInRequest,
        response: { 200: ZMessageResponse },
      }),
      config: { action: "family.son.signIn.set", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const dad = actorOf(request);
      await setSonSignIn(db, dad.userId, request.params.sonId, request.body);
      request.log.info({ dadId: dad.userId, sonId: request.params.sonId }, "son sign-in name and PIN set by his dad");
      return { message: sonSignInText.signInSaved };
    },
  );
}
