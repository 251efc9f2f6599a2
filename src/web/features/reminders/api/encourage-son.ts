// POST /api/family/sons/:sonId/encourage: the dad sends his son an encouragement; the recap reads again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { reminderKeys } from "./reminder-keys.ts";

export function useEncourage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sonId: string) => api.post<{ message: string }>(`/api/family/sons/${sonId}/encourage`),
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.recap() }),
  });
}
