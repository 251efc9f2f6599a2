// GET /api/organizations/mine/families: the member families, the open invitations and the invitation link.
import { useQuery } from "@tanstack/react-query";
import type { TFamilyRosterResponse } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useFamilyRoster() {
  return useQuery({
    queryKey: organizationKeys.roster(),
    queryFn: ({ signal }) => api.get<TFamilyRosterResponse>("/api/organizations/mine/families", { signal }),
    staleTime: 0,
  });
}
