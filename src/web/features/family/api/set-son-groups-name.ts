// PUT /api/family/sons/:sonId/groups-name: other families see his first name only (default) or his full name (13+).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useSetSonGroupsName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sonId: string; fullName: boolean }) =>
      api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/groups-name`, { fullName: input.fullName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
