import type { App } from "../../http/app-instance.ts";
import { routesOf } from "../../http/declare-route.ts";
import { ZWeekParams, ZWeekView } from "../../../shared/schemas/content.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { getWeekView, openWeek } from "./week-view.service.ts";

export async function weekViewRoutes(app: App): Promise<void> {
  const contentRoute = routeSchemas(["content"], errorResponses(400, 401, 403));

  const route = routesOf(app);

  route.get("/:week", "week.read", {
    schema: contentRoute("A week's devotional, challenge and (dads only) Dad's Corner, with the viewer's progress", {
      description: "From the viewer's selected plan, else the general content of that week number. Read only.",
      params: ZWeekParams,
      response: { 200: ZWeekView },
    }),
    handler: ({ actor: viewer, params }) => getWeekView(app.deps.db, viewer, params.week),
  });

  route.post("/:week/open", "week.open", {
    schema: contentRoute("Open the week page: like GET /api/weeks/:week, after applying the reflection rule", {
      description: "When the viewer has a reflection journal entry for the week, its devotional and journal flags are marked complete (idempotent).",
      params: ZWeekParams,
      response: { 200: ZWeekView },
    }),
    handler: ({ actor: viewer, params }) => openWeek(app.deps.db, viewer, params.week),
  });
}
