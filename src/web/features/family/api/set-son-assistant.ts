// PUT /api/family/sons/:sonId/assistant: the dad switches his son's assistant on or off.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSonAssistantResponse } from "../../../../shared/schemas/family.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";
import type { FamilyResponse } from "./get-family-sons.ts";
import { sonPath } from "./son-request.ts";

export function setSonAssistant(input: { sonId: string; enabled: boolean }): Promise<TSonAssistantResponse> {
  return api.put<TSonAssistantResponse>(sonPath(input.sonId, "assistant"), { enabled: input.enabled });
}

export function useSetSonAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSonAssistant,
    onSuccess: (result) => {
      queryClient.setQueryData<FamilyResponse>(familyKeys.all, (current) =>
        current ? { members: current.members.map((m) => (m.userId === result.sonId ? { ...m, sonAssistantEnabled: result.enabled } : m)) } : current,
      );
      return queryClient.invalidateQueries({ queryKey: familyKeys.all });
    },
  });
}
