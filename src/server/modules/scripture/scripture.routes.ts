import { requestLocale } from "../../lib/i18n.ts";
import type { App } from "../../http/app-instance.ts";
import { perMinute, routesOf } from "../../http/declare-route.ts";
import { isScriptureError } from "../../integrations/scripture/scripture.ts";
import { AppError, badRequest, notFound } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import { ZBibleVersionResponse, ZBibleVersionUpdateRequest, ZScriptureQuery, ZScriptureResponse } from "../../../shared/schemas/scripture.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { getBibleVersion, readerVersion, setBibleVersion } from "./scripture.service.ts";

export async function scriptureRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const library = app.deps.integrations.scripture;

  const route = routesOf(app);

  route.get("", "scripture.read", {
    schema: {
      tags: ["scripture"],
      summary: "A Bible passage for the scripture popup and Listen, in the reader's version",
      querystring: ZScriptureQuery,
      response: {
        200: ZScriptureResponse,
        ...errorResponses(400, 401, 404, 503),
      },
    },
    // Each miss may cost an ESV API call; their terms limit request rates.
    rateLimit: perMinute(60),
    // Signed-in users only: the ESV key and its quota are ours, not the internet's.
    handler: async ({ actor: viewer, query, log, request }) => {
      const { version } = await readerVersion(db, library, viewer, await requestLocale(request));
      try {
        return await library.provider(version).getPassage(query.reference);
      } catch (error) {
        if (!isScriptureError(error)) throw error;
        if (error.kind === "invalid-reference") throw badRequest(error.message, { reference: error.message });
        if (error.kind === "not-found") throw notFound(error.message);
        log.warn({ err: error, reference: query.reference, version }, "scripture source failed");
        throw new AppError("UNAVAILABLE", messages.scriptureLoadFailed);
      }
    },
  });

  route.get("/version", "scripture.version.read", {
    schema: {
      tags: ["scripture"],
      summary: "The viewer's Bible version and the versions he may choose",
      response: { 200: ZBibleVersionResponse, ...errorResponses(401) },
    },
    handler: async ({ actor, request }) => getBibleVersion(db, library, actor, await requestLocale(request)),
  });

  route.put("/version", "scripture.version.update", {
    schema: {
      tags: ["scripture"],
      summary: "Choose one's own Bible version (kjv, web, rv1909; esv where a key is configured)",
      body: ZBibleVersionUpdateRequest,
      response: { 200: ZBibleVersionResponse, ...errorResponses(400, 401) },
    },
    rateLimit: perMinute(30),
    handler: async ({ actor, body, request }) => setBibleVersion(db, library, actor, body.version, await requestLocale(request)),
  });
}
