// GET /api/family/plan-choices: the first run's plans with covers and a week-by-week outline.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TPlanChoicesResponse } from "../../../../shared/schemas/family.ts";
import type { Language } from "../../../../shared/language.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

/** The plans to choose from, the reader's language first; only `language`'s when one is given. */
export function usePlanChoices(language?: Language) {
  return useQuery({
    queryKey: familyKeys.planChoices(language),
    // Changing the language keeps the page (and its select) in place while the other list loads.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<TPlanChoicesResponse>(`/api/family/plan-choices${language ? `?language=${language}` : ""}`, { signal }),
  });
}
