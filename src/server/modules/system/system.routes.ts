import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { pingDatabase } from "./system.queries.ts";
import { routesOf } from "../../http/declare-route.ts";

export async function systemRoutes(app: App): Promise<void> {
  const route = routesOf(app);

  route.get("/healthz", "system.probe", {
    schema: { hide: true },
    handler: async () => ({ status: "ok" }),
  });
  route.get("/readyz", "system.probe", {
    schema: { hide: true },
    handler: async ({ reply }) => {
      try {
        await pingDatabase(app.deps.db);
        return { status: "ready" };
      } catch (error) {
        app.log.warn({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable" });
      }
    },
  });
  route.get("/api/config", "system.probe", {
    schema: { tags: ["system"], response: { 200: z.object({ requireEmailVerification: z.boolean() }) } },
    handler: async () => ({
      requireEmailVerification: app.deps.config.requireEmailVerification,
    }),
  });
}
