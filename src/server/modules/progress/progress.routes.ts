import type { App } from "../../http/app-instance.ts";
import { routesOf } from "../../http/declare-route.ts";
import { ZWeekParams } from "../../../shared/schemas/content.ts";
import { ZToggleProgressRequest, ZToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { ZScheduleResponse, ZSetStartDateRequest } from "../../../shared/schemas/plan-run.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { toggleProgress } from "./progress.service.ts";
import { catchUp, moveToNextWeek, setStartDate, undoNextWeek } from "./plan-run.service.ts";

const progressRoute = routeSchemas(["progress"]);

export async function progressRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const route = routesOf(app);

  route.put("/progress/:week", "progress.update", {
    schema: progressRoute("Set one completion flag (devotional, challenge or journal) for the viewer's week", {
      description:
        "Idempotent. Creates the week's row in the family's run of its plan on first use; the row is unique per user, run and week. A paid plan's locked week answers 403.",
      params: ZWeekParams,
      body: ZToggleProgressRequest,
      response: { 200: ZToggleProgressResponse, ...errorResponses(400, 401, 403) },
    }),
    handler: ({ actor: viewer, params, body }) => toggleProgress(db, viewer, { weekNumber: params.week, ...body }),
  });

  const scheduleRoute = routeSchemas(["progress"], errorResponses(400, 401, 403, 409));
  route.put("/plan-run/start-date", "planRun.schedule", {
    schema: scheduleRoute("Choose when week 1 of the family's plan starts (the family week is counted from it)", {
      body: ZSetStartDateRequest,
      response: { 200: ZScheduleResponse },
    }),
    handler: ({ actor: viewer, body }) => setStartDate(db, viewer, body.startsOn),
  });

  route.post("/plan-run/next-week", "planRun.schedule", {
    schema: scheduleRoute("\"We're done, next week\": the family's next week begins today", { response: { 200: ZScheduleResponse } }),
    handler: ({ actor: viewer }) => moveToNextWeek(db, viewer),
  });

  route.post("/plan-run/undo-next-week", "planRun.schedule", {
    schema: scheduleRoute('Undo "We\'re done, next week" right after it: the family is back on the week it was on', { response: { 200: ZScheduleResponse } }),
    handler: ({ actor: viewer }) => undoNextWeek(db, viewer),
  });

  route.post("/plan-run/catch-up", "planRun.schedule", {
    schema: scheduleRoute("Catch up after a missed week: the first week the family has not completed begins today", { response: { 200: ZScheduleResponse } }),
    handler: ({ actor: viewer }) => catchUp(db, viewer),
  });
}
