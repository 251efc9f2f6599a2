// The week's conversation, reports and their answers.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TGroupPost, TGroupPostsResponse, TGroupReport } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { groupKeys } from "./group-keys.ts";

const base = (groupId: number) => `/api/groups/${encodeURIComponent(String(groupId))}`;

/** GET /api/groups/:id/posts?week=n */
export function useGroupPosts(groupId: number, week: number, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.posts(groupId, week),
    queryFn: ({ signal }) => api.get<TGroupPostsResponse>(`${base(groupId)}/posts?week=${week}`, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

function useRefreshConversation(groupId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupKeys.postsOf(groupId) }),
      queryClient.invalidateQueries({ queryKey: groupKeys.reports(groupId) }),
    ]);
}

export function useCreatePost(groupId: number) {
  const refresh = useRefreshConversation(groupId);
  return useMutation({
    mutationFn: async (input: { week: number; body: string }) => (await api.post<{ post: TGroupPost }>(`${base(groupId)}/posts`, input)).post,
    onSuccess: refresh,
  });
}

export function useReportPost(groupId: number) {
  const refresh = useRefreshConversation(groupId);
  return useMutation({
    mutationFn: (input: { postId: number; reason: string }) =>
      api.post<{ message: string }>(`${base(groupId)}/posts/${input.postId}/report`, { reason: input.reason }),
    onSuccess: refresh,
  });
}

export function useHidePost(groupId: number) {
  const refresh = useRefreshConversation(groupId);
  return useMutation({
    mutationFn: (input: { postId: number; hidden: boolean }) =>
      api.patch<{ message: string }>(`${base(groupId)}/posts/${input.postId}`, { hidden: input.hidden }),
    onSuccess: refresh,
  });
}

export function useRemovePost(groupId: number) {
  const refresh = useRefreshConversation(groupId);
  return useMutation({
    mutationFn: (postId: number) => api.delete<{ message: string }>(`${base(groupId)}/posts/${postId}`),
    onSuccess: refresh,
  });
}

/** GET /api/groups/:id/reports (leaders). */
export function useGroupReports(groupId: number, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.reports(groupId),
    queryFn: async ({ signal }) => (await api.get<{ reports: TGroupReport[] }>(`${base(groupId)}/reports`, { signal })).reports,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDismissReport(groupId: number) {
  const refresh = useRefreshConversation(groupId);
  return useMutation({
    mutationFn: (reportId: number) => api.post<{ message: string }>(`${base(groupId)}/reports/${reportId}/dismiss`, {}),
    onSuccess: refresh,
  });
}
