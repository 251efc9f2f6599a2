// POST /api/journal/entries: writes an entry (the server recomputes its week's progress in the same transaction).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TJournalEntry, TJournalEntryRequest, TJournalEntryResponse } from "../../../../shared/schemas/journal.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateAfterJournalChange } from "./journal-keys.ts";

export async function createJournalEntry(input: TJournalEntryRequest): Promise<TJournalEntry> {
  return (await api.post<TJournalEntryResponse>("/api/journal/entries", input)).entry;
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createJournalEntry, onSuccess: () => invalidateAfterJournalChange(queryClient) });
}
