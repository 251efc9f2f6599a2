// GET /api/family (the dad's sons with their assistant setting) and
// PUT /api/family/sons/:sonId/assistant (the dad switches it on or off for one son).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSonAssistantResponse } from "../../../../shared/schemas/chat.ts";
import type { TFamilyMember, TFamilyResponse } from "../../../../shared/schemas/family.ts";
import { api } from "../../../lib/api-client.ts";

export type FamilyMember = TFamilyMember;
export type FamilyResponse = TFamilyResponse;

export const familyQueryKey = ["family"] as const;

export function getFamily(signal?: AbortSignal): Promise<FamilyResponse> {
  return api.get<FamilyResponse>("/api/family", { signal });
}

export function familyQueryOptions() {
  return queryOptions({ queryKey: familyQueryKey, queryFn: ({ signal }) => getFamily(signal) });
}

/** The dad's sons (both family cards read the same query: one request). */
export function useFamilySons() {
  return useQuery({ ...familyQueryOptions(), select: (data) => data.members.filter((member) => member.role === "son") });
}

export function setSonAssistant(input: { sonId: string; enabled: boolean }): Promise<TSonAssistantResponse> {
  return api.put<TSonAssistantResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/assistant`, { enabled: input.enabled });
}

export function useSetSonAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSonAssistant,
    onSuccess: (result) => {
      queryClient.setQueryData<FamilyResponse>(familyQueryKey, (current) =>
        current
          ? { members: current.members.map((m) => (m.userId === result.sonId ? { ...m, sonAssistantEnabled: result.enabled } : m)) }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: familyQueryKey });
    },
  });
}

/** GET /api/family/sons/:sonId/export: a JSON file of everything StrongBond keeps about the son (dad only). */
export function sonDataExportUrl(sonId: string): string {
  return `/api/family/sons/${encodeURIComponent(sonId)}/export`;
}

/** DELETE /api/family/sons/:sonId: the dad deletes his son's account and all its data. */
export function deleteSonAccount(sonId: string): Promise<void> {
  return api.delete<void>(`/api/family/sons/${encodeURIComponent(sonId)}`);
}

export function useDeleteSonAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSonAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryKey }),
  });
}
