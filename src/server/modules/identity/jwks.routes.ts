// Tokens for other clients: the JWKS document at the site root, where verifiers look for it.
// Bearer session tokens need no route of their own: Better Auth's bearer plugin reads Authorization on /api/*.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { perMinute, routesIn } from "../../http/declare-route.ts";

const ZJwk = z
  .object({ kid: z.string().optional(), kty: z.string().optional(), alg: z.string().optional(), crv: z.string().optional(), x: z.string().optional() })
  .passthrough();

export async function tokenRoutes(app: App): Promise<void> {
  const { auth } = app.deps;
  const route = routesIn(app, ["auth"], {});

  route.get("/jwks.json", "tokens.jwks", {
    summary: "Public keys (JWKS) that verify the JWTs from GET /api/auth/token",
    description: "EdDSA (Ed25519) keys. A JWT lives 5 minutes; its `sub` is the user id, `iss` and `aud` the site's URL.",
    response: { 200: z.object({ keys: z.array(ZJwk) }) },
    rateLimit: perMinute(120),
    handler: async ({ reply }) => {
      const jwks = await auth.api.getJwks();
      reply.header("cache-control", "public, max-age=300");
      return jwks;
    },
  });
}
