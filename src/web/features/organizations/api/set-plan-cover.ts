// POST /api/uploads/images?kind=cover, then PUT /api/organizations/mine/plans/:planId with its new cover (every other
// field as it is).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUpdatePlanRequest } from "../../../../shared/schemas/admin.ts";
import type { TOrganizationPlan } from "../../../../shared/schemas/organizations.ts";
import type { TUploadedImageResponse } from "../../../../shared/schemas/uploads.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useSetPlanCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ plan, file }: { plan: TOrganizationPlan; file: File }) => {
      const uploaded = await api.upload<TUploadedImageResponse>("/api/uploads/images?kind=cover", file);
      const body: TUpdatePlanRequest = {
        title: plan.title,
        description: plan.description ?? "",
        durationWeeks: plan.durationWeeks,
        category: plan.category,
        tags: plan.tags,
        isPublic: plan.isPublic,
        priceCents: plan.priceCents,
        coverImageUrl: uploaded.url,
      };
      return api.put<{ plan: TOrganizationPlan }>(`/api/organizations/mine/plans/${plan.id}`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.home() }),
  });
}
