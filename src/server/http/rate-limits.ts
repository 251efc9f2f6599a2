// Rate limits: off unless a route asks (`config: { rateLimit }`), counted in PostgreSQL (or Redis) so the limit is
// the same whichever process behind the load balancer takes a request. A route's counter is keyed by its full
// URL (`routeOptions.url`, the plugin's prefix included).
import fastifyRateLimit from "@fastify/rate-limit";
import { sharedRateLimitStore } from "../lib/rate-limit-store.ts";
import { appWide } from "./app-wide.ts";

export const rateLimits = appWide("rate-limits", async (app) => {
  const { config, db, redis } = app.deps;
  if (!config.rateLimit) return;
  const store = sharedRateLimitStore(redis ? { kind: "redis", client: redis } : { kind: "postgres", pool: db.$client });
  await app.register(fastifyRateLimit, { global: false, store });
});
