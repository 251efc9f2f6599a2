// The OpenAPI schema of a route, written the one way every module writes it: the module names its tags and the
// error answers its routes share once; each route adds its summary, its inputs and its success answer.
import type { ZodType } from "zod";

interface TRouteParts {
  description?: string;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  response: Record<number, ZodType>;
}

/**
 * `routeSchemas(tags, errors)(summary, { params, querystring, body, response })` is
 * `{ tags, summary, ...parts, response: { ...response, ...errors } }`: the module's shared error answers are
 * documented on every route built with it (a route that differs writes its schema out).
 */
export function routeSchemas<const E extends Record<number, ZodType>>(tags: string[], errors: E) {
  return <const P extends TRouteParts>(summary: string, parts: P) => ({ tags, summary, ...parts, response: { ...parts.response, ...errors } });
}
