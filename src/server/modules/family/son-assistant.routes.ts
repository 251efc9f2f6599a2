// The family setting behind the son's assistant: his messages would go to a third-party model provider, so
// only his dad can switch it on (GET /api/family shows the current value as sonAssistantEnabled).
import { errorResponses } from "../../lib/error-responses.ts";
import type { App } from "../../http/app-instance.ts";
import { routesOf } from "../../http/declare-route.ts";
import { setSonAssistant } from "./family.service.ts";
import { ZSonAssistantRequest, ZSonAssistantResponse, ZSonParams } from "../../../shared/schemas/family.ts";

export async function sonAssistantRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  const route = routesOf(app);

  route.put("/:sonId/assistant", "family.son.assistant.update", {
    schema: {
      tags: ["family", "assistant"],
      summary: "A dad switches the assistant on or off for his own son",
      params: ZSonParams,
      body: ZSonAssistantRequest,
      response: { 200: ZSonAssistantResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async ({ actor: dad, params, body, log }) => {
      const result = await setSonAssistant(db, dad, params.sonId, body.enabled);
      // A consent decision about a (possibly minor) child: worth an audit line.
      log.info({ dadId: dad.userId, sonId: result.sonId, enabled: result.enabled }, "son assistant setting changed");
      return result;
    },
  });
}
