// What every request passes before a handler runs: cross-site request forgery (a state-changing request from
// another origin, or one that is not JSON — the shape a forged form or text/plain fetch takes — is refused
// before its body is read, lib/request-guard.ts), `Cache-Control: no-store` on every API answer (it may carry a
// viewer's data; static assets keep their caching), and no NUL character in any field.
// Callback-style hooks: no promise per request on the path every answer takes.
import { badRequest } from "../lib/app-error.ts";
import { redactUrl } from "../lib/logging.ts";
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from "../lib/nul-character.ts";
import { refusalFor } from "../lib/request-guard.ts";
import { isApiPath } from "./app-instance.ts";
import { appWide } from "./app-wide.ts";

export const requestGuards = appWide("request-guards", async (app) => {
  const { trustedOrigins } = app.deps.config;
  app.addHook("onRequest", (request, reply, done) => {
    if (isApiPath(request.url)) reply.header("cache-control", "no-store");
    const refusal = refusalFor(request, trustedOrigins);
    if (!refusal) return done();
    request.log.warn(
      { method: request.method, url: redactUrl(request.url), origin: request.headers.origin, contentType: request.headers["content-type"] },
      "refused: request origin or type",
    );
    // Answering without calling done() ends the request here.
    void reply.status(refusal.status).send({ error: { code: refusal.code, message: refusal.message } });
  });

  // A NUL character can be neither stored nor looked up in PostgreSQL text: refuse it on every route (API and
  // /api/auth/*) as a field error before any handler runs, instead of failing mid-statement with a 500.
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field !== null) return done(badRequest(NUL_CHARACTER_MESSAGE, { [field]: NUL_CHARACTER_MESSAGE }));
    }
    done();
  });
});
