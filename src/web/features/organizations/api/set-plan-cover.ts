// POST /api/uploads/images?kind=cover, then PUT /api/organizations/mine/plans/:planId with the new cover only: what
// the update does not send is kept, so a detail changed on another screen is never put back from this one's copy.
// The studio's reads of the plan (its details form, its editor) are refreshed with the organization's home.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUpdatePlanRequest } from "../../../../shared/schemas/admin.ts";
import type { TOrganizationPlan } from "../../../../shared/schemas/organizations.ts";
import type { TUploadedImageResponse } from "../../../../shared/schemas/uploads.ts";
import { api } from "../../../lib/api-client.ts";
import { studioRootKey } from "../../../lib/query-keys.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useSetPlanCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ plan, file }: { plan: TOrganizationPlan; file: File }) => {
      const uploaded = await api.upload<TUploadedImageResponse>("/api/uploads/images?kind=cover", file);
      const body: TUpdatePlanRequest = { coverImageUrl: uploaded.url };
      return api.put<{ plan: TOrganizationPlan }>(`/api/organizations/mine/plans/${plan.id}`, body);
    },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: organizationKeys.home() }), queryClient.invalidateQueries({ queryKey: studioRootKey })]),
  });
}
