// POST /api/admin/plans: a new plan, always a draft; the dashboard's plan list changes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreatePlanRequest, TPlanResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function createPlan(body: TCreatePlanRequest): Promise<TPlanResponse> {
  return api.post<TPlanResponse>("/api/admin/plans", body);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  });
}
