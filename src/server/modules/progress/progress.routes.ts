import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { ZWeekParams } from "../../../shared/schemas/content.ts";
import { ZToggleProgressRequest, ZToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { ZScheduleResponse, ZSetStartDateRequest } from "../../../shared/schemas/plan-run.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { toggleProgress } from "./progress.service.ts";
import { catchUp, moveToNextWeek, setStartDate, undoNextWeek } from "./plan-run.service.ts";

export async function progressRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  app.put(
    "/progress/:week",
    {
      config: { action: "progress.update" },
      schema: {
        tags: ["progress"],
        summary: "Set one completion flag (devotional, challenge or journal) for the viewer's week",
        description:
          "Idempotent. Creates the week's row in the family's run of its plan on first use; the row is unique per user, run and week. A paid plan's locked week answers 403.",
        params: ZWeekParams,
        body: ZToggleProgressRequest,
        response: { 200: ZToggleProgressResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return toggleProgress(db, viewer, { weekNumber: request.params.week, ...request.body });
    },
  );

  const scheduleErrors = errorResponses(400, 401, 403, 409);
  app.put(
    "/plan-run/start-date",
    {
      config: { action: "planRun.schedule" },
      schema: {
        tags: ["progress"],
        summary: "Choose when week 1 of the family's plan starts (the family week is counted from it)",
        body: ZSetStartDateRequest,
        response: { 200: ZScheduleResponse, ...scheduleErrors },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return setStartDate(db, viewer, request.body.startsOn);
    },
  );

  app.post(
    "/plan-run/next-week",
    {
      config: { action: "planRun.schedule" },
      schema: {
        tags: ["progress"],
        summary: "\"We're done, next week\": the family's next week begins today",
        response: { 200: ZScheduleResponse, ...scheduleErrors },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return moveToNextWeek(db, viewer);
    },
  );

  app.post(
    "/plan-run/undo-next-week",
    {
      config: { action: "planRun.schedule" },
      schema: {
        tags: ["progress"],
        summary: 'Undo "We\'re done, next week" right after it: the family is back on the week it was on',
        response: { 200: ZScheduleResponse, ...scheduleErrors },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return undoNextWeek(db, viewer);
    },
  );

  app.post(
    "/plan-run/catch-up",
    {
      config: { action: "planRun.schedule" },
      schema: {
        tags: ["progress"],
        summary: "Catch up after a missed week: the first week the family has not completed begins today",
        response: { 200: ZScheduleResponse, ...scheduleErrors },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return catchUp(db, viewer);
    },
  );
}
