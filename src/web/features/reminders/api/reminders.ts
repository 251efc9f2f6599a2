// /api/reminders, /api/push, /api/recap, /api/streak, encouragement and pause (docs/areas/reminders.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TEncouragementsResponse,
  TPushSubscriptionRequest,
  TRecap,
  TRemindersResponse,
  TReminderSettingsRequest,
  TSonReminderRequest,
} from "../../../../shared/schemas/reminders.ts";
import { api } from "../../../lib/api-client.ts";
import { reminderKeys } from "./reminder-keys.ts";

export function useReminders() {
  return useQuery(queryOptions({ queryKey: reminderKeys.settings(), queryFn: ({ signal }) => api.get<TRemindersResponse>("/api/reminders", { signal }) }));
}

export function useRecap(enabled: boolean) {
  return useQuery({ queryKey: reminderKeys.recap(), queryFn: ({ signal }) => api.get<TRecap>("/api/recap", { signal }), enabled });
}

export function useEncouragements(enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.encouragements(),
    queryFn: ({ signal }) => api.get<TEncouragementsResponse>("/api/encouragements", { signal }),
    enabled,
  });
}

export function useSaveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sonId?: string; body: TReminderSettingsRequest | TSonReminderRequest }) =>
      api.put<TRemindersResponse>(input.sonId ? `/api/reminders/sons/${input.sonId}` : "/api/reminders", input.body),
    onSuccess: (data) => client.setQueryData(reminderKeys.settings(), data),
  });
}

export function useEncourage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sonId: string) => api.post<{ message: string }>(`/api/family/sons/${sonId}/encourage`),
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.recap() }),
  });
}

export function usePause() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { pause: true; reason: "holiday" | "illness" | "other" } | { pause: false }) =>
      input.pause ? api.post<{ message: string }>("/api/plan-run/pause", { reason: input.reason }) : api.post<{ message: string }>("/api/plan-run/resume"),
    // The streak shows in the recap.
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.recap() }),
  });
}

export const pushApi = {
  publicKey: () => api.get<{ publicKey: string | null }>("/api/push/public-key"),
  subscribe: (body: TPushSubscriptionRequest) => api.post<{ message: string }>("/api/push/subscriptions", body),
  unsubscribe: (endpoint: string) => api.post<{ message: string }>("/api/push/unsubscribe", { endpoint }),
};

export function unsubscribeByToken(token: string) {
  return api.post<{ message: string }>(`/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`, { token });
}
