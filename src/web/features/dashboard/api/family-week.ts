// The family week's moves, for the run's owner: "we're done, next week" and "catch up". The
// dashboards read again afterwards (the son's too, through the server's caches).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TScheduleResponse } from "../../../../shared/schemas/plan-run.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateWeeklyJourney } from "../../../lib/query-keys.ts";

/** "undo-next-week": right after "next week" only (the server keeps the window). */
export type FamilyWeekMove = "next-week" | "undo-next-week" | "catch-up";

export function moveFamilyWeek(move: FamilyWeekMove): Promise<TScheduleResponse> {
  return api.post<TScheduleResponse>(`/api/plan-run/${move}`, {});
}

export function useMoveFamilyWeek(onMoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveFamilyWeek,
    onSuccess: async () => {
      onMoved();
      await invalidateWeeklyJourney(queryClient);
    },
  });
}
