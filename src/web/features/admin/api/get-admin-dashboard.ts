// GET /api/admin/dashboard: the stat cards and every tab's rows in one round trip.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminDashboardResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function getAdminDashboard(signal?: AbortSignal): Promise<TAdminDashboardResponse> {
  return api.get<TAdminDashboardResponse>("/api/admin/dashboard", { signal });
}

export function adminDashboardQueryOptions() {
  return queryOptions({ queryKey: adminKeys.dashboard(), queryFn: ({ signal }) => getAdminDashboard(signal), staleTime: 0 });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
