// PUT /api/journal/entries/:id: replaces one of the viewer's entries (its old and new week are recomputed).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TJournalEntry, TJournalEntryRequest, TJournalEntryResponse } from "../../../../shared/schemas/journal.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateAfterJournalChange } from "./journal-keys.ts";

export async function updateJournalEntry({ id, input }: { id: number; input: TJournalEntryRequest }): Promise<TJournalEntry> {
  return (await api.put<TJournalEntryResponse>(`/api/journal/entries/${encodeURIComponent(String(id))}`, input)).entry;
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateJournalEntry, onSuccess: () => invalidateAfterJournalChange(queryClient) });
}
