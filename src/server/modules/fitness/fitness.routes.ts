// /api/fitness*: the family's fitness log (docs/areas/fitness.md, decision 038). Dads and sons only.
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../auth/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { ZFitnessExportQuery, ZFitnessLogResponse, ZLogFitnessRequest, ZLogFitnessResponse } from "../../../shared/schemas/fitness.ts";
import { buildFitnessExport } from "./fitness-export.ts";
import { getFamilyFitness, listFitnessForExport, logFitnessResult } from "./fitness.service.ts";

const tags = ["fitness"];
const fitnessRoute = routeSchemas(tags, errorResponses(400, 401, 403, 404));

export async function fitnessRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    "/results",
    {
      config: { action: "fitness.read" },
      schema: fitnessRoute("The viewer's and his family's results (a dad's confirmed sons, a son's dad), by week", { response: { 200: ZFitnessLogResponse } }),
    },
    (request) => {
      const viewer = actorOf(request, "fitness.read");
      return getFamilyFitness(db, viewer);
    },
  );

  app.post(
    "/results",
    {
      config: { action: "fitness.log" },
      schema: fitnessRoute("Log a result of the week's challenge for the viewer or his confirmed son; ticks the challenge", {
        body: ZLogFitnessRequest,
        response: { 201: ZLogFitnessResponse },
      }),
    },
    async (request, reply) => {
      const viewer = actorOf(request, "fitness.log");
      return reply.status(201).send(await logFitnessResult(db, viewer, request.body));
    },
  );

  app.get(
    "/export",
    {
      config: { action: "fitness.export" },
      schema: { tags, summary: "Download the viewer's results (a dad's: and his confirmed sons') as JSON or CSV", querystring: ZFitnessExportQuery },
    },
    async (request, reply) => {
      const viewer = actorOf(request, "fitness.export");
      const file = buildFitnessExport(request.query.format, { fullName: viewer.fullName }, await listFitnessForExport(db, viewer));
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
}
