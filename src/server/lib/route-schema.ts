// The OpenAPI schema of a route, written the one way every module writes it: the module names its tags and the
// error answers its routes share once; each route adds its summary, its inputs and its success answer.
import { z, type ZodType } from "zod";
import { ZMessageResponse } from "../../shared/schemas/common.ts";

/** What a route takes: what its path names, its query string and its body. */
interface TRouteInputs {
  description?: string;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
}

interface TRouteParts extends TRouteInputs {
  response: Record<number, ZodType>;
}

/**
 * `routeSchemas(tags, errors)(summary, { params, querystring, body, response })` is
 * `{ tags, summary, ...parts, response: { ...response, ...errors } }`: the module's shared error answers are
 * documented on every route built with it; without `errors`, each route names its own in `response`.
 * `.message(summary, inputs?)` is a route answered `{ message }` (200), `.noContent(summary, inputs?)` one answered
 * 204 with no body: the two success answers most changes give.
 */
export function routeSchemas<const E extends Record<number, ZodType> = Record<never, ZodType>>(tags: string[], errors: E = {} as E) {
  const schema = <const P extends TRouteParts>(summary: string, parts: P) => ({ tags, summary, ...parts, response: { ...parts.response, ...errors } });
  const message = <const P extends TRouteInputs>(summary: string, inputs: P = {} as P) => schema(summary, { ...inputs, response: { 200: ZMessageResponse } });
  const noContent = <const P extends TRouteInputs>(summary: string, inputs: P = {} as P) => schema(summary, { ...inputs, response: { 204: z.null() } });
  return Object.assign(schema, { message, noContent });
}
