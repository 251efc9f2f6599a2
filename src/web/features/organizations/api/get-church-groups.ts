// GET /api/organizations/mine/groups: the church's groups with their plan and counts, each group's link (owners) and
// the plans a group may run.
import { useQuery } from "@tanstack/react-query";
import type { TChurchGroupsResponse } from "../../../../shared/schemas/church-groups.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useChurchGroups() {
  return useQuery({
    queryKey: organizationKeys.groups(),
    queryFn: ({ signal }) => api.get<TChurchGroupsResponse>("/api/organizations/mine/groups", { signal }),
    staleTime: 0,
  });
}
