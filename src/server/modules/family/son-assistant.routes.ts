// The family setting behind the son's assistant: his messages would go to a third-party model provider, so
// only his dad can switch it on (GET /api/family shows the current value as sonAssistantEnabled).
import { errorResponses } from "../../lib/error-responses.ts";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { setSonAssistant } from "./family.service.ts";
import { ZSonAssistantRequest, ZSonAssistantResponse, ZSonParams } from "../../../shared/schemas/family.ts";

export async function sonAssistantRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.put(
    "/:sonId/assistant",
    {
      config: { action: "family.son.assistant.update" },
      schema: {
        tags: ["family", "assistant"],
        summary: "A dad switches the assistant on or off for his own son",
        params: ZSonParams,
        body: ZSonAssistantRequest,
        response: { 200: ZSonAssistantResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dad = actorOf(request);
      const result = await setSonAssistant(db, dad, request.params.sonId, request.body.enabled);
      // A consent decision about a (possibly minor) child: worth an audit line.
      request.log.info({ dadId: dad.userId, sonId: result.sonId, enabled: result.enabled }, "son assistant setting changed");
      return result;
    },
  );
}
