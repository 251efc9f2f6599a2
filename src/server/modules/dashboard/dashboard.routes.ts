import type { App } from "../../http/app-instance.ts";
import { routesOf } from "../../http/declare-route.ts";
import { ZDashboardQuery, ZDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { ZApiErrorResponse } from "../../../shared/schemas/api-error.ts";
import { getDashboard } from "./dashboard.service.ts";

export async function dashboardRoutes(app: App): Promise<void> {
  const route = routesOf(app);

  route.get("", "dashboard.read", {
    schema: {
      tags: ["dashboard"],
      summary: "Everything the dad or son dashboard shows, in one request",
      description: "Latest published plans, achievement counts, latest journal entries and the week's content and progress (week 1-52, default 1).",
      querystring: ZDashboardQuery,
      response: { 200: ZDashboardResponse, 400: ZApiErrorResponse, 401: ZApiErrorResponse, 403: ZApiErrorResponse },
    },
    handler: ({ actor: viewer, query }) => getDashboard(app.deps.db, viewer, query.week),
  });
}
