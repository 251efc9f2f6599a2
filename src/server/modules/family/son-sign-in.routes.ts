// A dad's side of his son's own sign-in: the one-time link / QR code, cancelling it, and the family
// sign-in name with its PIN. The son's side is two Better Auth endpoints (modules/identity/son-sign-in-plugin.ts).
import type { App } from "../../http/app-instance.ts";
import { changeAnswered, perMinute, routesOf } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { ZSonParams } from "../../../shared/schemas/family.ts";
import { ZSignInLinkResponse, ZSonSignInRequest, sonSignInText } from "../../../shared/schemas/son-sign-in.ts";
import { createSignInLink, revokeSignInLinks, setSonSignIn } from "./son-sign-in.service.ts";

const familyRoute = routeSchemas(["family"], errorResponses(400, 401, 403, 404, 409));

export async function sonSignInRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;

  const route = routesOf(app);

  route.post("/:sonId/sign-in-link", "family.son.signInLink.create", {
    schema: familyRoute("A dad shows a one-time sign-in link (QR code) for his son's own device; earlier links stop working", {
      params: ZSonParams,
      response: { 201: ZSignInLinkResponse },
    }),
    rateLimit: perMinute(10),
    handler: async ({ actor: dad, params, log, reply }) => {
      const link = await createSignInLink(db, config.appUrl, dad.userId, params.sonId);
      log.info({ dadId: dad.userId, sonId: params.sonId }, "son sign-in link shown by his dad");
      return reply.status(201).header("cache-control", "no-store").send(link);
    },
  });

  route.delete("/:sonId/sign-in-link", "family.son.signInLink.revoke", {
    schema: familyRoute.message("A dad cancels every open sign-in link of his son", { params: ZSonParams }),
    handler: changeAnswered("dadId", async (s) => ({ revoked: await revokeSignInLinks(db, s.actorId, s.params.sonId) }), {
      message: sonSignInText.linksRevoked,
      log: "son sign-in links cancelled by his dad",
    }),
  });

  route.put("/:sonId/sign-in", "family.son.signIn.set", {
    schema: familyRoute.message("A dad sets his son's family sign-in name and PIN; the son's sessions end", { params: ZSonParams, body: ZSonSignInRequest }),
    rateLimit: perMinute(10),
    handler: changeAnswered("dadId", (s) => setSonSignIn(db, s.actorId, s.params.sonId, s.body), {
      message: sonSignInText.signInSaved,
      log: "son sign-in name and PIN set by his dad",
    }),
  });
}
