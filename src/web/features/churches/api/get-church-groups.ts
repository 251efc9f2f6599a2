// GET /api/memberships/churches/:slug/groups: the church's groups, for its member families and staff (others: 404).
import { useQuery } from "@tanstack/react-query";
import type { TMemberChurchGroupsResponse } from "../../../../shared/schemas/church-groups.ts";
import { api } from "../../../lib/api-client.ts";
import { churchKeys } from "./church-keys.ts";

export function useMemberChurchGroups(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: churchKeys.groups(slug),
    queryFn: ({ signal }) => api.get<TMemberChurchGroupsResponse>(`/api/memberships/churches/${encodeURIComponent(slug)}/groups`, { signal }),
    enabled,
    retry: false,
  });
}
