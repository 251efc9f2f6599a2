// POST /api/family/join-requests/:requestId/approve | decline.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useAnswerJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: number; answer: "approve" | "decline" }) =>
      api.post<TMessageResponse>(`/api/family/join-requests/${input.requestId}/${input.answer}`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKeys.joinRequests() }),
  });
}
