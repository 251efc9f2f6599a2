// Every route declares its action: `config: { action: "group.update" }` in its options (route files write it through
// http/declare-route.ts, which also hands the handler its actor). The app
// refuses to boot a route without one, or with an action the policy table does not know; a route that the
// anyone may call declares a public action (`system.probe`, `payments.webhook`, …), so "public" is a choice
// written down, never a default. Before the handler runs (before the body is parsed for `beforeBody` actions), the
// action's guard, the staff two-factor rule and the must-choose-password gate run (`authorizeRequest`); the
// handler reads the actor they gave with `actorOf(request)`, typed by the declared action (named once, in the config).
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
} from "fastify";
import { authorizeRequest, isAction, POLICY_TABLE, type Action, type Actor } from "./table.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's action in the policy table (policies/table.ts): required on every route. */
    action?: Action;
  }
  interface FastifyRequest {
    /** What the declared action's guard gave: a viewer, an organization actor, or null (public actions). */
    actor: unknown;
  }
  interface FastifyInstance {
    /** Every route the app serves with its declared action ("METHOD /path"), for the docs and the security tests. */
    routeActions: RouteAction[];
  }
}

export interface RouteAction {
  method: string;
  url: string;
  action: Action;
}

export class UndeclaredRouteError extends Error {}

/** The route's hooks with this one last (once: a GET's HEAD twin arrives with the GET's hooks already). */
function append(hooks: unknown, hook: unknown): unknown[] {
  const list: unknown[] = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  return list.includes(hook) ? list : [...list, hook];
}

type GuardHook = (request: FastifyRequest, reply: unknown, done: (error?: Error) => void) => void;

/**
 * The hook every route of `action` runs (onRequest for `beforeBody` actions, else preHandler): the action is bound
 * when the route is added, so a request never asks for `request.routeOptions` (a new frozen object per read) to
 * find it. One hook per action, so a GET's HEAD twin, which arrives with the GET's hooks, is not given it twice.
 */
const GUARD_HOOKS = new Map<Action, GuardHook>();

function guardOf(action: Action): GuardHook {
  let hook = GUARD_HOOKS.get(action);
  if (hook === undefined) {
    // Callback style: Fastify waits on the one promise authorizeRequest returns, not on a second wrapped around it.
    hook = (request, _reply, done) => {
      authorizeRequest(request, action).then((actor) => {
        request.actor = actor;
        done();
      }, done);
    };
    GUARD_HOOKS.set(action, hook);
  }
  return hook;
}

/**
 * Installs the check on every route registered after it. Returns `pluginRoutes`: registers a third-party plugin
 * (the OpenAPI reader, the web app's files) whose routes cannot carry our config, under one public action.
 */
/** Registers a third-party plugin whose own routes (the API docs' reader, the web app's files) take a public action. */
export type PluginRoutes = (action: Action, register: () => PromiseLike<unknown>) => Promise<void>;

export function installRouteActions<S extends RawServerBase, L extends FastifyBaseLogger, P extends FastifyTypeProvider>(
  app: FastifyInstance<S, RawRequestDefaultExpression<S>, RawReplyDefaultExpression<S>, L, P>,
): { pluginRoutes: PluginRoutes } {
  app.decorateRequest("actor", null);
  app.decorate("routeActions", [] as RouteAction[]);
  const routeActions: RouteAction[] = app.routeActions;
  let pluginAction: Action | null = null;

  app.addHook("onRoute", (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    const where = `${methods.join(",")} ${route.url}`;
    const config = (route.config ?? {}) as { action?: unknown };
    if (config.action === undefined && pluginAction !== null) route.config = { ...config, action: pluginAction } as typeof route.config;
    const action: unknown = (route.config as { action?: unknown } | undefined)?.action;
    if (action === undefined) {
      throw new UndeclaredRouteError(`${where} declares no action: add config: { action } (a public route declares a public action)`);
    }
    if (!isAction(action)) throw new UndeclaredRouteError(`${where} declares "${String(action)}", which no policy file defines`);
    for (const method of methods) if (method !== "HEAD") routeActions.push({ method, url: route.url, action });
    const policy = POLICY_TABLE[action];
    // A public action has nothing to check: its actor is null, the decoration's default.
    if (policy.guard === "public") return;
    const guard = guardOf(action);
    if ("beforeBody" in policy && policy.beforeBody) route.onRequest = append(route.onRequest, guard) as typeof route.onRequest;
    else route.preHandler = append(route.preHandler, guard) as typeof route.preHandler;
  });

  return {
    pluginRoutes: async (action, register) => {
      if (POLICY_TABLE[action].guard !== "public") throw new Error(`a plugin's routes take a public action, not ${action}`);
      pluginAction = action;
      try {
        await register();
      } finally {
        pluginAction = null;
      }
    },
  };
}

/** A request whose route declared action `A` (the handler's request: its config type is the route's own). */
export interface RequestOfAction<A extends Action> {
  readonly routeOptions: { readonly url: string | undefined; readonly config: { readonly action?: A } };
  readonly actor: unknown;
}

/** Refuses, at compile time, a request whose route's action is not one literal (a config the types lost). */
type OneAction<A extends Action> = Action extends A ? never : unknown;

/**
 * The actor the route's declared action gave, typed by that action: the route's `config: { action }` is the one
 * place the action is named, and the handler's request carries its type. A helper that needs one action's actor
 * takes `RequestOfAction<"that.action">`, so every route that calls it must declare that action.
 */
export function actorOf<A extends Action>(request: RequestOfAction<A> & OneAction<A>): Actor<A> {
  // An actor is only ever set by a declared action's guard; only a null one sends us to the route's options.
  if (request.actor !== null && request.actor !== undefined) return request.actor as Actor<A>;
  if (request.routeOptions.config.action === undefined) throw new Error(`${request.routeOptions.url} declares no action`);
  return request.actor as Actor<A>;
}

/**
 * The actor of a request handed over by a shared route registrar (the studio's), whose callbacks see a plain
 * FastifyRequest: the action is the one the caller passed that registrar (one constant for both), checked here
 * against the route's declaration.
 */
export function actorOfRegistered<A extends Action>(request: FastifyRequest, action: A): Actor<A> {
  const declared = request.routeOptions.config.action;
  if (declared !== action) throw new Error(`${request.routeOptions.url} declares ${String(declared)}, not ${action}`);
  return request.actor as Actor<A>;
}
