// POST /api/admin/challenges: a new fitness challenge; every content editor's Challenge select changes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateChallengeRequest, TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function createChallenge(body: TCreateChallengeRequest): Promise<TCreatedItemResponse> {
  return api.post<TCreatedItemResponse>("/api/admin/challenges", body);
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.planContents() }),
  });
}
