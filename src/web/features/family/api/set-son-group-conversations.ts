// PUT /api/family/sons/:sonId/group-conversations: a son of 13+ in his groups' weekly conversations.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useSetSonGroupConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sonId: string; allowed: boolean }) =>
      api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/group-conversations`, { allowed: input.allowed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
