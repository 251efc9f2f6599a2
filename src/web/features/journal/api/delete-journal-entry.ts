// DELETE /api/journal/entries/:id: removes one of the viewer's entries (its week is recomputed).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { invalidateAfterJournalChange } from "./journal-keys.ts";

export async function deleteJournalEntry(id: number): Promise<void> {
  await api.delete<null>(`/api/journal/entries/${encodeURIComponent(String(id))}`);
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteJournalEntry, onSuccess: () => invalidateAfterJournalChange(queryClient) });
}
