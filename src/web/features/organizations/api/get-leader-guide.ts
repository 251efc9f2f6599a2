// GET /api/organizations/mine/plans/:planId/guide/:week: the leader guide of a plan's week.
import { useQuery } from "@tanstack/react-query";
import type { TLeaderGuideResponse } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useLeaderGuide(planId: number, week: number) {
  return useQuery({
    queryKey: organizationKeys.guide(planId, week),
    queryFn: ({ signal }) => api.get<TLeaderGuideResponse>(`/api/organizations/mine/plans/${planId}/guide/${week}`, { signal }),
  });
}
