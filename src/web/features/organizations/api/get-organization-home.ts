// GET /api/organizations/mine: the organization home (dashboard + settings in one read).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOrganizationHomeResponse } from "../../../../shared/schemas/organizations.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useOrganizationHome() {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.home(),
      queryFn: ({ signal }) => api.get<TOrganizationHomeResponse>("/api/organizations/mine", { signal }),
      staleTime: 0,
    }),
  );
}
