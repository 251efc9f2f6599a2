// POST /api/journal/entries: writes an entry (the server recomputes its week's progress in the same transaction).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TJournalEntry, TJournalEntryRequest, TJournalEntryResponse } from "../../../../shared/schemas/journal.ts";
import { api, isApiError } from "../../../lib/api-client.ts";
import { currentOwner } from "../../../offline/offline-owner.ts";
import { queueJournalEntry, queueStore } from "../../../offline/offline-queue.ts";
import { invalidateAfterJournalChange } from "./journal-keys.ts";

/** An entry kept on the phone (no network): id 0 until the server has it. */
export function isSavedOnPhone(entry: TJournalEntry): boolean {
  return entry.id === 0;
}

export async function createJournalEntry(input: TJournalEntryRequest): Promise<TJournalEntry> {
  try {
    return (await api.post<TJournalEntryResponse>("/api/journal/entries", input)).entry;
  } catch (error) {
    // No network: kept on the phone, dated now, and sent when it is back (the server saves it once).
    const owner = currentOwner();
    if (!owner || !isApiError(error) || !error.isNetworkError) throw error;
    const write = await queueJournalEntry(queueStore(), owner, input);
    return {
      id: 0,
      title: input.title,
      content: input.content,
      weekNumber: input.weekNumber ?? null,
      entryType: input.entryType ?? "reflection",
      isShared: input.isShared ?? false,
      createdAt: write.savedAt,
      updatedAt: write.savedAt,
    };
  }
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createJournalEntry, onSuccess: () => invalidateAfterJournalChange(queryClient) });
}
