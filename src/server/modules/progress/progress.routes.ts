import type { App } from "../../app.ts";
import { authorize } from "../../auth/policy-table.ts";
import { ZWeekParams } from "../../../shared/schemas/content.ts";
import { ZToggleProgressRequest, ZToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { ZApiErrorResponse } from "../../../shared/schemas/api-error.ts";
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
        response: { 200: ZToggleProgressResponse, 400: ZApiErrorResponse, 401: ZApiErrorResponse, 403: ZApiErrorResponse },
      },
    },
    async (request) => {
      const viewer = await authorize(request, "progress.update");
      return toggleProgress(app.deps.db, viewer.userId, { weekNumber: request.params.week, ...request.body });
    },
  );
}
