// /api/fitness*: the family's fitness log and the measures it follows (docs/areas/fitness.md).
// Dads and sons only.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { routesIn, routesOf } from "../../http/declare-route.ts";
import { answeredDownload } from "../../lib/download.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import {
  ZFamilyMeasureParams,
  ZFitnessExportQuery,
  ZFitnessLogResponse,
  ZFollowMeasureRequest,
  ZFollowMeasureResponse,
  ZLogFitnessRequest,
  ZLogFitnessResponse,
} from "../../../shared/schemas/fitness.ts";
import { buildFitnessExport } from "./fitness-export.ts";
import { followMeasure, getFamilyFitness, listFitnessForExport, logFitnessResult, unfollowMeasure } from "./fitness.service.ts";

const tags = ["fitness"];

export async function fitnessRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  const route = routesIn(app, tags, errorResponses(400, 401, 403, 404));

  route.get("/results", "fitness.read", {
    summary: "The viewer's and his family's results (a dad's confirmed sons, a son's dad), by week, and the measures the family follows",
    response: { 200: ZFitnessLogResponse },
    handler: ({ actor: viewer }) => getFamilyFitness(db, viewer),
  });

  route.post("/results", "fitness.log", {
    summary: "Log a week's results for the viewer or his confirmed son: the challenge's measures (a result above zero ticks it) and the family's own",
    body: ZLogFitnessRequest,
    response: { 201: ZLogFitnessResponse },
    handler: ({ actor: viewer, body }) => logFitnessResult(db, viewer, body),
  });

  route.post("/measures", "fitness.measure.follow", {
    summary: "His family follows a measure every week (201; 200 when it already did)",
    body: ZFollowMeasureRequest,
    response: { 200: ZFollowMeasureResponse, 201: ZFollowMeasureResponse },
    handler: async ({ actor: viewer, body, reply }) => {
      const { created, measure } = await followMeasure(db, viewer, body);
      return reply.status(created ? 201 : 200).send({ measure });
    },
  });

  route.delete("/measures/:id", "fitness.measure.unfollow", {
    summary: "His family stops following a measure (its results stay)",
    params: ZFamilyMeasureParams,
    response: { 204: z.null() },
    handler: async ({ actor: viewer, params, reply }) => {
      await unfollowMeasure(db, viewer, params.id);
      return reply.send(null);
    },
  });

  // A download has no response schema: its body is the file.
  routesOf(app).get("/export", "fitness.export", {
    schema: { tags, summary: "Download the viewer's results (a dad's: and his confirmed sons') as JSON or CSV", querystring: ZFitnessExportQuery },
    handler: answeredDownload(async ({ actor: viewer, query }) =>
      buildFitnessExport(query.format, { fullName: viewer.fullName }, await listFitnessForExport(db, viewer)),
    ),
  });
}
