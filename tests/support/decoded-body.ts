// An answer's body as the browser reads it, for tests of the pages the server compresses on the fly.
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";

/** The body decoded from its content encoding: Brotli, gzip or none. */
export function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}
