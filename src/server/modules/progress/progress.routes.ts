import type { App } from "../../app.ts";
import { authorize } from "../../auth/policy-table.ts";
import { ZWeekParams } from "../../../shared/schemas/content.ts";
import { ZToggleProgressRequest, ZToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { toggleProgress } from "./progress.service.ts";

export async function registerProgressRoutes(app: App): Promise<void> {
  app.put(
    "/api/progress/:week",
    {
      schema: {
        tags: ["progress"],
        summary: "Set one completion flag (devotional, challenge or journal) for the viewer's week",
        description: "Idempotent. Creates the week's row on first use; the row is unique per user and week.",
        params: ZWeekParams,
        body: ZToggleProgressRequest,
        response: { 200: ZToggleProgressResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = await authorize(request, "progress.update");
      return toggleProgress(app.deps.db, viewer.userId, { weekNumber: request.params.week, ...request.body });
    },
  );
}
