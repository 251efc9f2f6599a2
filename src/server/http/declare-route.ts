// One way to declare a route: `route.put(url, action, { schema, rateLimit, handler })`. The helper writes the
// Fastify shell every route shared (the action and rate limit in `config`, the schema, the actor read for the
// action) so a route file says only what differs: its method, URL, action, schema and what it does. The schema
// goes to Fastify unchanged, so the zod type provider still types params, query and body and checks the answer
// against `response`, and the OpenAPI document and the action registry see exactly what `app.get(...)` gave them.
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  HTTPMethods,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { actorOfRegistered } from "../policies/route-actions.ts";
import type { Action, Actor } from "../policies/table.ts";

/** The config a declared route carries: its action, typed as the literal it names (what `actorOf` reads). */
interface ActionConfig<A extends Action> {
  action: A;
}

/** The request and reply a route's handler is given, typed by its schema through the zod type provider. */
export type RouteRequest<A extends Action, S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  S,
  ZodTypeProvider,
  ActionConfig<A>,
  FastifyBaseLogger
>;
export type RouteReply<A extends Action, S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  ActionConfig<A>,
  S,
  ZodTypeProvider
>;

/** What a handler reads: the actor the action's guard gave, the parsed inputs, the request's logger. */
export interface RouteCall<A extends Action, S extends FastifySchema> {
  actor: Actor<A>;
  params: RouteRequest<A, S>["params"];
  query: RouteRequest<A, S>["query"];
  body: RouteRequest<A, S>["body"];
  log: FastifyBaseLogger;
  request: RouteRequest<A, S>;
  reply: RouteReply<A, S>;
}

export interface RouteDeclaration<A extends Action, S extends FastifySchema> {
  schema: S;
  /** Off unless given (http/rate-limits.ts). */
  rateLimit?: FastifyContextConfig["rateLimit"];
  /** The largest body this route reads, in bytes, when not the app's (http/app-instance.ts). */
  bodyLimit?: number;
  /** Answers what Fastify's own handler of this schema may answer (the response schema's types, or a reply sent). */
  handler: (
    call: RouteCall<A, S>,
  ) => ReturnType<RouteHandlerMethod<RawServerDefault, IncomingMessage, ServerResponse, RouteGenericInterface, ActionConfig<A>, S, ZodTypeProvider>>;
}

type Declare = <A extends Action, const S extends FastifySchema>(url: string, action: A, declaration: RouteDeclaration<A, S>) => void;

/** `route.get|post|put|patch|delete(url, action, { schema, rateLimit?, handler })` on this plugin's scope. */
export interface RouteDeclarer {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

/** Declares routes on `scope` (a plugin's app, of any logger and type provider: the schema types come from zod). */
export function routesOf<L extends FastifyBaseLogger, P extends FastifyTypeProvider>(
  scope: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, L, P>,
): RouteDeclarer {
  // The types of each route are the declaration's; Fastify itself is only handed the options.
  const fastify = scope as unknown as FastifyInstance;
  const add =
    (method: HTTPMethods): Declare =>
    (url, action, { schema, rateLimit, bodyLimit, handler }) => {
      fastify.route({
        method,
        url,
        schema,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        config: rateLimit === undefined ? { action } : { action, rateLimit },
        // Fastify gives this handler the request its schema typed; the call hands the same objects on.
        handler: (request: FastifyRequest, reply: FastifyReply) => {
          const typed = request as unknown as RouteRequest<typeof action, typeof schema>;
          return handler({
            actor: actorOfRegistered(request, action),
            params: typed.params,
            query: typed.query,
            body: typed.body,
            log: request.log,
            request: typed,
            reply: reply as unknown as RouteReply<typeof action, typeof schema>,
          });
        },
      });
    };
  return { get: add("GET"), post: add("POST"), put: add("PUT"), patch: add("PATCH"), delete: add("DELETE") };
}

/** A rate limit of `max` requests a minute per client address (the shape most routes take). */
export function perMinute(max: number) {
  return { max, timeWindow: "1 minute" };
}

/** A rate limit of `max` requests an hour per client address. */
export function perHour(max: number) {
  return { max, timeWindow: "1 hour" };
}

/** What a change's handler is given by `changeAnswered`: who changes, what the path names, the parsed body. */
export interface ChangeCall<P, B> {
  actorId: string;
  params: P;
  body: B;
}

/** The answer of a change and its log line (when `log` is given; `warn` for what the account's owner must hear of). */
export interface ChangeDone {
  message: string;
  log?: string;
  level?: "info" | "warn";
}

/**
 * The body of a route where the signed-in user changes something his own (his son's, his session, his son's join
 * request) and is answered with a message: `act` makes the change and may give fields for the log line, which names
 * the actor as `actorKey` beside the path's params, as each of these routes wrote it by hand.
 */
export function changeAnswered<P, B, F extends Record<string, unknown> | void>(
  actorKey: "dadId" | "userId",
  act: (call: ChangeCall<P, B>) => Promise<F>,
  done: ChangeDone,
) {
  return async ({ actor, params, body, log }: { actor: { userId: string }; params: P; body: B; log: FastifyBaseLogger }) => {
    const fields = await act({ actorId: actor.userId, params, body });
    const logged: Record<string, unknown> = { [actorKey]: actor.userId, ...(params as object | undefined), ...fields };
    if (done.log !== undefined) log[done.level ?? "info"](logged, done.log);
    return { message: done.message };
  };
}

/** The schema `routesIn` hands Fastify: the module's tags, the route's summary and inputs, its answers and the module's errors. */
export type ModuleRouteSchema<Params, Query, Body, Response, Errors> = {
  tags: string[];
  summary: string;
  description?: string;
  params: Params;
  querystring: Query;
  body: Body;
  response: Response & Errors;
};

/** A route of `routesIn`, declared in one object: its OpenAPI summary and inputs beside what it does. */
export interface ModuleRouteDeclaration<A extends Action, Params, Query, Body, Response, Errors> extends Omit<
  RouteDeclaration<A, ModuleRouteSchema<Params, Query, Body, Response, Errors>>,
  "schema"
> {
  summary: string;
  description?: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  /**
   * Its own answers by status; the module's shared error answers are added to them. A route with one success status
   * other than 200 (201: it made something) answers with it, so its handler answers the body alone.
   */
  response: Response;
  /** The Cache-Control header of its answers ("no-store": what one account reads must not be kept by a cache). */
  cacheControl?: string;
}

type DeclareInModule<Errors> = <
  A extends Action,
  const Response extends Record<number, ZodType>,
  const Params extends ZodType | undefined = undefined,
  const Query extends ZodType | undefined = undefined,
  const Body extends ZodType | undefined = undefined,
>(
  url: string,
  action: A,
  declaration: ModuleRouteDeclaration<A, Params, Query, Body, Response, Errors>,
) => void;

/** `routesIn(app, tags, errors).get|post|put|patch|delete(url, action, { summary, params?, querystring?, body?, response, handler })`. */
export interface ModuleRouteDeclarer<Errors> {
  get: DeclareInModule<Errors>;
  post: DeclareInModule<Errors>;
  put: DeclareInModule<Errors>;
  patch: DeclareInModule<Errors>;
  delete: DeclareInModule<Errors>;
}

/**
 * Declares the routes of a module that documents them the one way (its tags, and the error answers its routes share):
 * each route gives its summary, inputs and answers beside its handler, and may name its answers' Cache-Control header
 * instead of writing it in the handler. Routes whose schema differs use `routesOf`.
 */
export function routesIn<L extends FastifyBaseLogger, P extends FastifyTypeProvider, const Errors extends Record<number, ZodType>>(
  scope: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, L, P>,
  tags: string[],
  errors: Errors,
): ModuleRouteDeclarer<Errors> {
  const route = routesOf(scope);
  const add = (declare: Declare): DeclareInModule<Errors> =>
    function declareInModule<
      A extends Action,
      const Response extends Record<number, ZodType>,
      const Params extends ZodType | undefined = undefined,
      const Query extends ZodType | undefined = undefined,
      const Body extends ZodType | undefined = undefined,
    >(url: string, action: A, declaration: ModuleRouteDeclaration<A, Params, Query, Body, Response, Errors>) {
      const { summary, description, params, querystring, body, response, cacheControl, rateLimit, bodyLimit, handler } = declaration;
      const successes = Object.keys(response)
        .map(Number)
        .filter((code) => code >= 200 && code < 300);
      const status = successes.length === 1 && successes[0] !== 200 ? successes[0] : undefined;
      const schema = {
        tags,
        summary,
        ...(description === undefined ? {} : { description }),
        ...(params === undefined ? {} : { params }),
        ...(querystring === undefined ? {} : { querystring }),
        ...(body === undefined ? {} : { body }),
        response: { ...response, ...errors },
      } as ModuleRouteSchema<Params, Query, Body, Response, Errors>;
      declare(url, action, {
        schema,
        ...(rateLimit === undefined ? {} : { rateLimit }),
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        handler:
          cacheControl === undefined && status === undefined
            ? handler
            : (call) => {
                const reply = call.reply as unknown as FastifyReply;
                if (cacheControl !== undefined) reply.header("cache-control", cacheControl);
                if (status !== undefined) reply.status(status);
                return handler(call);
              },
      });
    };
  return { get: add(route.get), post: add(route.post), put: add(route.put), patch: add(route.patch), delete: add(route.delete) };
}

/** The answer of a change that sends back only that it was made. */
export async function okOnceDone(change: Promise<unknown>): Promise<{ ok: true }> {
  await change;
  return { ok: true };
}
