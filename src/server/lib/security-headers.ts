// The security headers of every answer (docs/security.md, ASVS 3.4), worked out once at start by helmet and then
// copied onto each reply. @fastify/helmet ran helmet — parsing the whole Content-Security-Policy again — on every
// request; our policy has no per-request part (no nonces), so the headers are the same every time.
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/** The headers helmet would set with these options, lower-case names, as one object to hand to `reply.headers`. */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // helmet's middleware is synchronous and reads nothing of the request for a policy without functions.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}
