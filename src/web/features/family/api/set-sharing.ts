// The dad's sharing switch for a group (PUT /api/groups/:id/sharing) or an organization
// (PUT /api/family/sharing/organizations/:id).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useSetSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: "group" | "organization"; id: number; sharesProgress: boolean }) =>
      api.put<TMessageResponse>(input.kind === "group" ? `/api/groups/${input.id}/sharing` : `/api/family/sharing/organizations/${input.id}`, {
        sharesProgress: input.sharesProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.sharing() }),
  });
}
