// GET /api/family/plan-choices: the first run's plans with covers and a week-by-week outline.
import { useQuery } from "@tanstack/react-query";
import type { TPlanChoicesResponse } from "../../../../shared/schemas/family.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function usePlanChoices() {
  return useQuery({
    queryKey: familyKeys.planChoices(),
    queryFn: ({ signal }) => api.get<TPlanChoicesResponse>("/api/family/plan-choices", { signal }),
  });
}
