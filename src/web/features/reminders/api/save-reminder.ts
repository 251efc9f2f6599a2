// PUT /api/reminders (his own) or PUT /api/reminders/sons/:sonId (a son's): the answer is the settings as they are.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TReminderSettingsRequest, TRemindersResponse, TSonReminderRequest } from "../../../../shared/schemas/reminders.ts";
import { api } from "../../../lib/api-client.ts";
import { reminderKeys } from "./reminder-keys.ts";

export function useSaveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sonId?: string; body: TReminderSettingsRequest | TSonReminderRequest }) =>
      api.put<TRemindersResponse>(input.sonId ? `/api/reminders/sons/${input.sonId}` : "/api/reminders", input.body),
    onSuccess: (data) => client.setQueryData(reminderKeys.settings(), data),
  });
}
