// The platform admins' review queue: organization plans waiting for review, approve or return one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPublishResponse, TReviewQueueResponse } from "../../../../shared/schemas/studio.ts";
import { api } from "../../../lib/api-client.ts";
import { getQueryOptions } from "../../../lib/api-query.ts";
import { adminKeys } from "./admin-keys.ts";

export function useReviewQueue() {
  return useQuery({ ...getQueryOptions<TReviewQueueResponse>(adminKeys.reviews(), "/api/admin/reviews"), staleTime: 0 });
}

export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { planId: number; approve: true; version: number } | { planId: number; approve: false; note: string }) =>
      decision.approve
        ? api.post<TPublishResponse>(`/api/admin/reviews/${decision.planId}/approve`, { version: decision.version })
        : api.post<TPublishResponse>(`/api/admin/reviews/${decision.planId}/return`, { note: decision.note }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.reviews() }), queryClient.invalidateQueries({ queryKey: adminKeys.all })]),
  });
}
