// GET <studio>/plans/:planId/preview?week=&as=: one week of a plan as a dad or a son will see it (the
// organization's studio; the platform's has no preview screen).
import { useQuery } from "@tanstack/react-query";
import type { TWeekContent } from "../../../../shared/schemas/content.ts";
import { api } from "../../../lib/api-client.ts";
import { useStudio } from "../studio.tsx";
import { studioKeys } from "./keys.ts";

export function usePlanPreview(planId: number, week: number, as: "dad" | "son") {
  const { apiBase } = useStudio();
  return useQuery({
    queryKey: studioKeys.preview(planId, week, as),
    queryFn: ({ signal }) => api.get<TWeekContent>(`${apiBase}/plans/${planId}/preview?week=${week}&as=${as}`, { signal }),
    staleTime: 0,
  });
}
