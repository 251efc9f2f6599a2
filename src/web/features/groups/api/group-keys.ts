// Query keys of /api/groups*, in one place so every mutation invalidates the same caches.
import type { QueryClient } from "@tanstack/react-query";
import type { TGroupDetail } from "../../../../shared/schemas/groups.ts";

export const groupKeys = {
  /** GET /api/groups (My Groups) */
  list: () => ["groups", "list"] as const,
  /** GET /api/groups/:groupId */
  detail: (groupId: number) => ["groups", "detail", groupId] as const,
  /** GET /api/groups/:groupId/progress (leaders) */
  progress: (groupId: number) => ["groups", "progress", groupId] as const,
  /** GET /api/groups/:groupId/posts, every week */
  postsOf: (groupId: number) => ["groups", "posts", groupId] as const,
  /** GET /api/groups/:groupId/posts?week=n */
  posts: (groupId: number, week: number) => ["groups", "posts", groupId, week] as const,
  /** GET /api/groups/:groupId/reports (leaders) */
  reports: (groupId: number) => ["groups", "reports", groupId] as const,
};

/** After a write that answered with the fresh group: show it at once and let My Groups read again. */
export async function storeGroupAndRefreshList(queryClient: QueryClient, group: TGroupDetail): Promise<void> {
  queryClient.setQueryData(groupKeys.detail(group.id), { group });
  await queryClient.invalidateQueries({ queryKey: groupKeys.list() });
}
