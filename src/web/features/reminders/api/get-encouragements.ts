// GET /api/encouragements: a son's encouragements from his dad.
import { useQuery } from "@tanstack/react-query";
import type { TEncouragementsResponse } from "../../../../shared/schemas/reminders.ts";
import { api } from "../../../lib/api-client.ts";
import { reminderKeys } from "./reminder-keys.ts";

export function useEncouragements(enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.encouragements(),
    queryFn: ({ signal }) => api.get<TEncouragementsResponse>("/api/encouragements", { signal }),
    enabled,
  });
}
