// POST /api/family/sons/:sonId/keep: a dad keeps a son added before he proved his address; the son signs in again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useKeepHeldSon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sonId: string) => api.post<TMessageResponse>(`/api/family/sons/${encodeURIComponent(sonId)}/keep`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
