// The error answers a route documents in its OpenAPI schema. Every error the API sends has one body
// (ZApiErrorResponse, from lib/app-error.ts and the error handler), so a route only names its statuses.
import { ZApiErrorResponse } from "../../shared/schemas/api-error.ts";

export type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

/** `{ [status]: ZApiErrorResponse }` for each status given: spread it into a route's `response`. */
export function errorResponses<const S extends TErrorStatus>(...statuses: S[]): { [K in S]: typeof ZApiErrorResponse } {
  return Object.fromEntries(statuses.map((status) => [status, ZApiErrorResponse])) as { [K in S]: typeof ZApiErrorResponse };
}
