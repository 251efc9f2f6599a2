// The boot refusal: a route without a declared action, or with one no policy file defines, stops
// the app from starting; a third-party plugin's routes take a public action only; a declared guard runs before
// the handler, which reads the actor it gave.
import Fastify, { type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.ts";
import type { Viewer } from "../auth/viewer-type.ts";
import { actorOf, actorOfRegistered, installRouteActions, UndeclaredRouteError } from "./route-actions.ts";

function bareApp(viewer: Partial<Viewer> | null = null) {
  const app = Fastify();
  app.decorateRequest("viewer", async function (this: FastifyRequest) {
    return viewer as Viewer | null;
  });
  app.decorate("deps", { config: { requireStaffTwoFactor: true } } as never);
  app.setErrorHandler((error, _request, reply) => {
    const status = error instanceof AppError ? error.status : 500;
    return reply.status(status).send({ code: error instanceof AppError ? error.code : "INTERNAL" });
  });
  const { pluginRoutes } = installRouteActions(app);
  return { app, pluginRoutes };
}

describe("every route declares its action", () => {
  it("refuses to boot a route without one", async () => {
    const { app } = bareApp();
    expect(() => app.get("/api/nothing-declared", async () => ({}))).toThrow(UndeclaredRouteError);
    expect(() => app.get("/api/nothing-declared", async () => ({}))).toThrow(/GET \/api\/nothing-declared declares no action/);
    await app.close();
  });

  it("refuses to boot a route inside a plugin without one", async () => {
    const { app } = bareApp();
    app.register(async (scope) => {
      scope.post("/api/in-a-plugin", async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/in-a-plugin declares no action/);
  });

  it("refuses an action no policy file defines", async () => {
    const { app } = bareApp();
    expect(() => app.get("/api/typo", { config: { action: "group.updat" as never } }, async () => ({}))).toThrow(/declares "group.updat"/);
    await app.close();
  });

  it("gives a plugin's routes a public action, and refuses a guarded one", async () => {
    const { app, pluginRoutes } = bareApp();
    await pluginRoutes("system.docs", () => app.register(async (scope) => void scope.get("/docs/page", async () => "ok")));
    await expect(pluginRoutes("group.update", async () => undefined)).rejects.toThrow(/public action/);
    expect(app.routeActions).toContainEqual({ method: "GET", url: "/docs/page", action: "system.docs" });
    expect((await app.inject({ method: "GET", url: "/docs/page" })).statusCode).toBe(200);
    await app.close();
  });

  it("runs the declared guard before the handler: 401 signed out, 403 for the wrong role, the actor to the handler", async () => {
    const routes = (app: ReturnType<typeof bareApp>["app"]) => {
      app.get("/api/dads-only", { config: { action: "family.son.add" } }, async (request) => ({ userId: actorOf(request).userId }));
      // A registrar's callback that names another action than the route declared.
      app.get("/api/mismatch", { config: { action: "family.son.add" } }, async (request) => actorOfRegistered(request as FastifyRequest, "group.list"));
    };
    const anonymous = bareApp(null);
    routes(anonymous.app);
    expect((await anonymous.app.inject({ url: "/api/dads-only" })).statusCode).toBe(401);
    const son = bareApp({ userId: "son-1", role: "son", isGlobalAdmin: false, organizationRole: null });
    routes(son.app);
    expect((await son.app.inject({ url: "/api/dads-only" })).statusCode).toBe(403);
    const dad = bareApp({ userId: "dad-1", role: "dad", isGlobalAdmin: false, organizationRole: null });
    routes(dad.app);
    expect((await dad.app.inject({ url: "/api/dads-only" })).json()).toEqual({ userId: "dad-1" });
    // A callback that reads another action's actor is a programming error, not a silent pass.
    expect((await dad.app.inject({ url: "/api/mismatch" })).statusCode).toBe(500);
    await Promise.all([anonymous.app.close(), son.app.close(), dad.app.close()]);
  });

  it("types the actor by the route's one declaration, and refuses a request that lost it", async () => {
    const { app } = bareApp({ userId: "dad-1", role: "dad", isGlobalAdmin: false, organizationRole: null });
    app.get("/api/typed", { config: { action: "family.son.add" } }, async (request) => {
      const viewer: Viewer = actorOf(request);
      return { userId: viewer.userId };
    });
    const untyped = (request: FastifyRequest) =>
      // @ts-expect-error: a plain request carries no one action, so its actor's type is unknown
      actorOf(request);
    expect(typeof untyped).toBe("function");
    expect((await app.inject({ url: "/api/typed" })).json()).toEqual({ userId: "dad-1" });
    await app.close();
  });

  it("refuses a son who must choose his own password first, except on the actions open to him", async () => {
    const { app } = bareApp({ userId: "son-1", role: "son", isGlobalAdmin: false, organizationRole: null, mustChoosePassword: true } as Partial<Viewer>);
    app.get("/api/journal-like", { config: { action: "journal.list" } }, async () => "private");
    app.get("/api/account-like", { config: { action: "account.read" } }, async () => "his account");
    expect((await app.inject({ url: "/api/journal-like" })).json()).toEqual({ code: "PASSWORD_CHANGE_REQUIRED" });
    expect((await app.inject({ url: "/api/account-like" })).statusCode).toBe(200);
    await app.close();
  });

  it("refuses staff without two-factor on a staff power", async () => {
    const { app } = bareApp({ userId: "admin-1", role: "admin", isGlobalAdmin: true, organizationRole: null, twoFactorEnabled: false });
    app.get("/api/studio-like", { config: { action: "admin.studio" } }, async () => "studio");
    expect((await app.inject({ url: "/api/studio-like" })).json()).toEqual({ code: "TWO_FACTOR_REQUIRED" });
    await app.close();
  });
});
