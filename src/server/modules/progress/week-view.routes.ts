import type { App } from "../../http/app-instance.ts";
import { routesOf } from "../../http/declare-route.ts";
import { ZWeekParams, ZWeekView } from "../../../shared/schemas/content.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { getWeekView, openWeek } from "./week-view.service.ts";

export async function weekViewRoutes(app: App): Promise<void> {
  const contentRoute = routeSchemas(["content"], errorResponses(400, 401, 403));

  /** A week's page as the viewer sees it, by its number. */
  const weekRoute = (summary: string, description: string) => contentRoute(summary, { description, params: ZWeekParams, response: { 200: ZWeekView } });

  const route = routesOf(app);

  route.get("/:week", "week.read", {
    schema: weekRoute(
      "A week's devotional, challenge and (dads only) Dad's Corner, with the viewer's progress",
      "From the viewer's selected plan, else the general content of that week number. Read only.",
    ),
    handler: ({ actor: viewer, params }) => getWeekView(app.deps.db, viewer, params.week),
  });

  route.post("/:week/open", "week.open", {
    schema: weekRoute(
      "Open the week page: like GET /api/weeks/:week, after applying the reflection rule",
      "When the viewer has a reflection journal entry for the week, its devotional and journal flags are marked complete (idempotent).",
    ),
    handler: ({ actor: viewer, params }) => openWeek(app.deps.db, viewer, params.week),
  });
}
