import type { App } from "../../http/app-instance.ts";
import { isScriptureError } from "../../integrations/scripture/scripture.ts";
import { AppError, badRequest, notFound } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import { ZScriptureQuery, ZScriptureResponse } from "../../../shared/schemas/scripture.ts";
import { errorResponses } from "../../lib/error-responses.ts";

export async function scriptureRoutes(app: App): Promise<void> {
  app.get(
    "",
    {
      schema: {
        tags: ["scripture"],
        summary: "A Bible passage for the scripture popup (ESV with ESV_API_KEY, else the bundled KJV)",
        querystring: ZScriptureQuery,
        response: {
          200: ZScriptureResponse,
          ...errorResponses(400, 401, 404, 503),
        },
      },
      // Each miss may cost an ESV API call; their terms limit request rates.
      config: { action: "scripture.read", rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request) => {
      // Signed-in users only: the ESV key and its quota are ours, not the internet's.
      try {
        return await app.deps.integrations.scripture.getPassage(request.query.reference);
      } catch (error) {
        if (!isScriptureError(error)) throw error;
        if (error.kind === "invalid-reference") throw badRequest(error.message, { reference: error.message });
        if (error.kind === "not-found") throw notFound(error.message);
        request.log.warn({ err: error, reference: request.query.reference }, "scripture source failed");
        throw new AppError("UNAVAILABLE", messages.scriptureLoadFailed);
      }
    },
  );
}
