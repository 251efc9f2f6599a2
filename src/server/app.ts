// buildApp(deps) → a ready Fastify instance. main.ts listens with it; tests call it directly with app.inject().
// The app is its plugins, in the order they must run: the frame in http/ (each adds hooks or
// handlers for the whole app), then the API's route plugins (modules/index.ts, each under its prefix), then the
// web app, which answers whatever the routes do not. Order matters: a hook reaches the plugins registered after it.
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { installRouteActions } from "./policies/route-actions.ts";
import { registerJsonBodyParser } from "./http/json-body.ts";
import { registerModules } from "./modules/index.ts";
import { accessLog } from "./http/access-log.ts";
import { createFastify, type App, type AppDeps } from "./http/app-instance.ts";
import { errorAnswers } from "./http/error-answers.ts";
import { openApi } from "./http/openapi.ts";
import { rateLimits } from "./http/rate-limits.ts";
import { requestGuards } from "./http/request-guards.ts";
import { securityHeadersPlugin } from "./http/security-headers.ts";
import { viewerPlugin } from "./http/viewer.ts";
import { webApp } from "./modules/system/web-app.ts";

export type { App, AppDeps } from "./http/app-instance.ts";
export { DEFAULT_WEB_ROOT } from "./modules/system/web-app.ts";

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = createFastify(deps);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", deps);
  // Finish the jobs in hand and stop polling before the database closes; Redis last.
  app.addHook("onClose", async () => {
    deps.reminders.stop();
    await deps.jobs.stop();
    await deps.redis?.quit().catch(() => {});
  });

  // Every route declares its action; the app refuses to boot one without. On the root instance,
  // before any route, so the check reaches every plugin registered after it.
  const { pluginRoutes } = installRouteActions(app);

  await app.register(viewerPlugin);
  await app.register(accessLog);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimits);
  await app.register(openApi(pluginRoutes));
  await app.register(errorAnswers);
  registerJsonBodyParser(app);
  await app.register(requestGuards);

  await registerModules(app);
  // Here, not in http/openapi.ts: a route takes the hooks and the error handler in place when it is added.
  app.get("/api/openapi.json", { schema: { hide: true }, config: { action: "system.docs" } }, async () => app.swagger());

  await app.register(webApp(pluginRoutes));

  await app.ready();
  return app;
}
