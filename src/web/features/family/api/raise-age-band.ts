// PUT /api/family/sons/:sonId/age-band: only up, from under 13 to 13 or older.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useRaiseAgeBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sonId: string) => api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(sonId)}/age-band`, { ageBand: "13_plus" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
