// GET /api/public/organizations/:slug: an organization's public page by its address.
import { useQuery } from "@tanstack/react-query";
import type { TPublicOrganizationResponse } from "../../../../shared/schemas/organization-families.ts";
import { api } from "../../../lib/api-client.ts";
import { churchKeys } from "./church-keys.ts";

export function usePublicOrganization(slug: string) {
  return useQuery({
    queryKey: churchKeys.organization(slug),
    queryFn: ({ signal }) => api.get<TPublicOrganizationResponse>(`/api/public/organizations/${encodeURIComponent(slug)}`, { signal }),
  });
}
