import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { pingDatabase } from "./system.queries.ts";

export async function systemRoutes(app: App): Promise<void> {
  app.get("/healthz", { schema: { hide: true }, config: { action: "system.probe" } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true }, config: { action: "system.probe" } }, async (_request, reply) => {
    try {
      await pingDatabase(app.deps.db);
      return { status: "ready" };
    } catch (error) {
      app.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
  app.get(
    "/api/config",
    { schema: { tags: ["system"], response: { 200: z.object({ requireEmailVerification: z.boolean() }) } }, config: { action: "system.probe" } },
    async () => ({
      requireEmailVerification: app.deps.config.requireEmailVerification,
    }),
  );
}
