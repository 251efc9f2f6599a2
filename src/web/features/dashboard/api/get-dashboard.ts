// GET /api/dashboard: everything the dad or son dashboard shows, in one request (plans, counts, latest journal
// entries, the journey on the family's plan, the family's items and the week). Without a week the server opens
// the current one; moving between weeks reads /api/dashboard?week=n (one request per view).
import { useQuery } from "@tanstack/react-query";
import { dashboardQueryOptions } from "../../../lib/dashboard-query.ts";

export { dashboardQueryOptions, getDashboard } from "../../../lib/dashboard-query.ts";

export function useDashboard(week: number | null = null) {
  return useQuery(dashboardQueryOptions(week));
}
