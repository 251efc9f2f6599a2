// The plan studio's calls: the editor's document, a week's save, the week order, publishing and import.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TUpdatePlanRequest, TPlanResponse } from "../../../../shared/schemas/admin.ts";
import type {
  TImportPreviewResponse,
  TImportRequest,
  TPublishResponse,
  TSaveWeekRequest,
  TSaveWeekResponse,
  TStudioResponse,
} from "../../../../shared/schemas/studio.ts";
import { api } from "../../../lib/api-client.ts";
import { useStudio } from "../studio.tsx";
import { studioKeys } from "./keys.ts";

export { studioKeys } from "./keys.ts";

export function studioQueryOptions(apiBase: string, planId: number) {
  return queryOptions({
    queryKey: studioKeys.plan(apiBase, planId),
    queryFn: ({ signal }) => api.get<TStudioResponse>(`${apiBase}/plans/${planId}/studio`, { signal }),
    staleTime: 0,
    // The editor holds what is typed; a refetch on focus would not replace it, only the version and checklist.
    refetchOnWindowFocus: false,
  });
}

export function usePlanStudio(planId: number | null) {
  return useQuery({ ...studioQueryOptions(useStudio().apiBase, planId ?? 0), enabled: planId !== null });
}

export function saveWeek(apiBase: string, planId: number, weekNumber: number, body: TSaveWeekRequest): Promise<TSaveWeekResponse> {
  return api.put<TSaveWeekResponse>(`${apiBase}/plans/${planId}/weeks/${weekNumber}`, body);
}

export function saveWeekOrder(apiBase: string, planId: number, body: { version: number; order: number[] }) {
  return api.put<{ version: number; message: string }>(`${apiBase}/plans/${planId}/week-order`, body);
}

export function updatePlanDetails(apiBase: string, planId: number, body: TUpdatePlanRequest) {
  return api.put<TPlanResponse>(`${apiBase}/plans/${planId}`, body);
}

export function usePublishPlan(planId: number) {
  const studio = useStudio();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TPublishResponse>(`${studio.apiBase}/plans/${planId}/publish`, {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioKeys.plan(studio.apiBase, planId) }),
        queryClient.invalidateQueries({ queryKey: studio.homeKey }),
      ]),
  });
}

export function useImportPreview() {
  const studio = useStudio();
  return useMutation({ mutationFn: (body: TImportRequest) => api.post<TImportPreviewResponse>(`${studio.apiBase}/plans/import/preview`, body) });
}

export function useImportPlan() {
  const studio = useStudio();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TImportRequest) => api.post<TPlanResponse & { message: string }>(`${studio.apiBase}/plans/import`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studio.homeKey }),
  });
}
