// The one JSON body parser. It keeps the raw text, so /api/auth/* hands
// Better Auth exactly the bytes the client sent instead of re-serialising a parsed object (which overflowed
// the stack on deeply nested input and answered 500); it refuses nesting deeper than any of our schemas
// needs with a 400 before anything walks the value; and it reads an empty JSON body as "no body", so a
// POST without data may (and must: request-guard.ts) still say Content-Type: application/json.
import type { App } from "./app-instance.ts";

/** Far deeper than any request schema of ours (the deepest is an array of objects inside an object). */
export const MAX_JSON_DEPTH = 32;

declare module "fastify" {
  interface FastifyRequest {
    /** The JSON body as the client sent it ("" when empty); undefined for other bodies. */
    rawJsonBody?: string;
  }
}

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function badBody(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

export function registerJsonBodyParser(app: App): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    request.rawJsonBody = text;
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(badBody(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
