// GET /api/reminders: his reminder settings and his sons' (docs/areas/reminders.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TRemindersResponse } from "../../../../shared/schemas/reminders.ts";
import { api } from "../../../lib/api-client.ts";
import { reminderKeys } from "./reminder-keys.ts";

export function useReminders() {
  return useQuery(queryOptions({ queryKey: reminderKeys.settings(), queryFn: ({ signal }) => api.get<TRemindersResponse>("/api/reminders", { signal }) }));
}
