import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { pingDatabase } from "./system.queries.ts";
import { routesOf } from "../../http/declare-route.ts";

/** /healthz's body, serialized once. */
const HEALTHY = JSON.stringify({ status: "ok" });

export async function systemRoutes(app: App): Promise<void> {
  const route = routesOf(app);

  // A load balancer asks often: the answer is sent as it stands, with no promise, serializer or answer hook.
  route.get("/healthz", "system.probe", {
    schema: { hide: true },
    handler: ({ reply }) => {
      void reply.type("application/json; charset=utf-8").send(HEALTHY);
    },
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
