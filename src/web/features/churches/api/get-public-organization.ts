// GET /api/public/organizations/:slug: an organization's public page by its address.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TPublicOrganizationResponse } from "../../../../shared/schemas/organization-families.ts";
import type { Language } from "../../../../shared/language.ts";
import { api } from "../../../lib/api-client.ts";
import { churchKeys } from "./church-keys.ts";

/** Its page with its plans, the reader's language first; only `language`'s when one is given. */
export function usePublicOrganization(slug: string, language?: Language) {
  return useQuery({
    queryKey: churchKeys.organization(slug, language),
    queryFn: ({ signal }) =>
      api.get<TPublicOrganizationResponse>(`/api/public/organizations/${encodeURIComponent(slug)}${language ? `?language=${language}` : ""}`, { signal }),
    // Changing the language keeps the page (and its select) in place while the other list loads.
    placeholderData: keepPreviousData,
  });
}
