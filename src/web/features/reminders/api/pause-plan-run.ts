// POST /api/plan-run/pause (with a reason) or POST /api/plan-run/resume: the family's run of its plan.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { reminderKeys } from "./reminder-keys.ts";

export function usePause() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { pause: true; reason: "holiday" | "illness" | "other" } | { pause: false }) =>
      input.pause ? api.post<{ message: string }>("/api/plan-run/pause", { reason: input.reason }) : api.post<{ message: string }>("/api/plan-run/resume"),
    // The streak shows in the recap.
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.recap() }),
  });
}
