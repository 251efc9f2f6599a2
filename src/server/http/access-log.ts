// The access log: one line per answer (Fastify's own two lines per request are off), the URL without tokens.
// Health checks are logged when they fail and one in HEALTH_LOG_EVERY otherwise (a load balancer asks often).
import { redactUrl } from "../lib/logging.ts";
import { appWide } from "./app-wide.ts";

/** Successful health checks: one in this many is logged. */
const HEALTH_LOG_EVERY = 100;

export const accessLog = appWide("access-log", async (app) => {
  let healthChecks = 0;
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    const url = request.url;
    if (status < 400 && (url === "/healthz" || url === "/readyz") && ++healthChecks % HEALTH_LOG_EVERY !== 1) return done();
    request.log.info({ method: request.method, url: redactUrl(url), status, ms: Math.round(reply.elapsedTime * 10) / 10 }, "request completed");
    done();
  });
});
