// The group's plan (choose, follow), the dad's sharing choice and what a leader sees. One file per area
// of endpoints, each exporting its fetcher and hook, with the keys in group-keys.ts.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFollowGroupPlanResponse, TGroupDetailResponse, TGroupProgressResponse, TSetGroupPlanRequest } from "../../../../shared/schemas/groups.ts";
import { MARKETPLACE_LIMITS, type TListPlansResponse } from "../../../../shared/schemas/marketplace.ts";
import { api } from "../../../lib/api-client.ts";
import { groupKeys, storeGroupAndRefreshList } from "./group-keys.ts";

const base = (groupId: number) => `/api/groups/${encodeURIComponent(String(groupId))}`;

/** PUT /api/groups/:id/plan (leaders). */
export function useSetGroupPlan(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSetGroupPlanRequest) => (await api.put<TGroupDetailResponse>(`${base(groupId)}/plan`, input)).group,
    onSuccess: async (group) => {
      await storeGroupAndRefreshList(queryClient, group);
      await queryClient.invalidateQueries({ queryKey: groupKeys.progress(groupId) });
    },
  });
}

/** POST /api/groups/:id/plan/follow: the dad's family follows the group's schedule (confirmSwitch from another plan). */
export function useFollowGroupPlan(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { confirmSwitch?: boolean }) => api.post<TFollowGroupPlanResponse>(`${base(groupId)}/plan/follow`, input),
    // The dashboards, the week pages and the session's plan change with it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** PUT /api/groups/:id/sharing: the dad lets the group's leaders see his family's progress, or stops. */
export function useShareWithGroup(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sharesProgress: boolean) => api.put<{ message: string }>(`${base(groupId)}/sharing`, { sharesProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
  });
}

export function groupProgressQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: groupKeys.progress(groupId),
    queryFn: ({ signal }) => api.get<TGroupProgressResponse>(`${base(groupId)}/progress`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /api/groups/:id/progress (leaders). */
export function useGroupProgress(groupId: number, enabled: boolean) {
  return useQuery({ ...groupProgressQueryOptions(groupId), enabled });
}

/** The listed plans a leader can choose from (the first page of the marketplace). */
export function useRunnablePlans(enabled: boolean) {
  return useQuery({
    queryKey: ["groups", "plan-choices"],
    queryFn: ({ signal }) => api.get<TListPlansResponse>(`/api/marketplace/plans?limit=${MARKETPLACE_LIMITS.pageSizeMax}`, { signal }),
    enabled,
  });
}
