// The OpenAPI document (served at /api/openapi.json by app.ts) and its reader (/api/docs). @fastify/swagger collects every route as
// it is added, with its full URL (a route plugin's prefix included), so this plugin comes before the routes.
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { PluginRoutes } from "../policies/route-actions.ts";
import { appWide } from "./app-wide.ts";

/** `pluginRoutes` gives the reader's own routes their public action. */
export const openApi = (pluginRoutes: PluginRoutes) =>
  appWide("openapi", async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "StrongBond API",
          version: "1.0.0",
          description:
            "The API behind the StrongBond web app. Sessions are cookies set by /api/auth/sign-in/email (then " +
            "/api/auth/two-factor/verify-totp when the account has two-factor on) or /api/auth/sign-in/email-otp. " +
            "Other clients (a future mobile app) send the header `x-strongbond-token: 1` on sign-in, read the session token " +
            "from the `set-auth-token` response header and send `Authorization: Bearer <token>` on every /api/* request; " +
            "the token dies with its session (sign-out, revocation, ban). GET /api/auth/token turns a session into a " +
            "5-minute EdDSA JWT that others verify with /.well-known/jwks.json.",
        },
        components: {
          securitySchemes: {
            sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The browser's httpOnly session cookie." },
            bearerToken: { type: "http", scheme: "bearer", description: "The session token from the set-auth-token header of a sign-in." },
          },
        },
        security: [{ sessionCookie: [] }, { bearerToken: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await pluginRoutes("system.docs", () => app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true }));
  });
