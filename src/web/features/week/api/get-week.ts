// GET /api/weeks/:week: a week's content and the viewer's progress (read only). The dashboards use it when
// the week changes; the shell's own week comes with GET /api/dashboard.
import { queryOptions } from "@tanstack/react-query";
import type { TWeekView } from "../../../../shared/schemas/content.ts";
import { api } from "../../../lib/api-client.ts";
import { weekKeys } from "../../../lib/query-keys.ts";
import { currentOwner } from "../../../offline/offline-owner.ts";
import { viewWithPendingTicks } from "../../../offline/offline-queue.ts";

export function getWeek(week: number, signal?: AbortSignal): Promise<TWeekView> {
  return api.get<TWeekView>(`/api/weeks/${encodeURIComponent(String(week))}`, { signal });
}

export function weekQueryOptions(week: number) {
  // staleTime 0: a plan started or a journal entry saved elsewhere changes the week; revisits read it again.
  return queryOptions({
    queryKey: weekKeys.view(week),
    queryFn: async ({ signal }) => viewWithPendingTicks(await getWeek(week, signal), currentOwner()),
    staleTime: 0,
  });
}
