// POST /api/admin/challenges: a new fitness challenge; every content editor's Challenge select changes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateChallengeRequest, TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";
import { useStudio } from "../studio.tsx";

export function createChallenge(apiBase: string, body: TCreateChallengeRequest): Promise<TCreatedItemResponse> {
  return api.post<TCreatedItemResponse>(`${apiBase}/challenges`, body);
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  const studio = useStudio();
  return useMutation({
    mutationFn: (body: Parameters<typeof createChallenge>[1]) => createChallenge(studio.apiBase, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.planContents() }),
  });
}
