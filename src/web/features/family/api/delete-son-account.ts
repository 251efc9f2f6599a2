// DELETE /api/family/sons/:sonId: the dad deletes his son's account and all its data.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function deleteSonAccount(sonId: string): Promise<void> {
  return api.delete<void>(`/api/family/sons/${encodeURIComponent(sonId)}`);
}

export function useDeleteSonAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSonAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
