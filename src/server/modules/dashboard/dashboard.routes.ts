import type { App } from "../../http/app-instance.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { routesOf } from "../../http/declare-route.ts";
import { ZDashboardQuery, ZDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { getDashboard } from "./dashboard.service.ts";

const dashboardRoute = routeSchemas(["dashboard"], errorResponses(400, 401, 403));

export async function dashboardRoutes(app: App): Promise<void> {
  const route = routesOf(app);

  route.get("", "dashboard.read", {
    schema: dashboardRoute("Everything the dad or son dashboard shows, in one request", {
      description: "Latest published plans, achievement counts, latest journal entries and the week's content and progress (week 1-52, default 1).",
      querystring: ZDashboardQuery,
      response: { 200: ZDashboardResponse },
    }),
    handler: ({ actor: viewer, query }) => getDashboard(app.deps.db, viewer, query.week),
  });
}
