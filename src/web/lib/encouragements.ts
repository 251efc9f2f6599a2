// GET /api/encouragements: a son's words from his dad (last 14 days). Read by /reminders and by his own dashboard,
// so the two share one cache entry.
import { useQuery } from "@tanstack/react-query";
import type { TEncouragementsResponse } from "../../shared/schemas/reminders.ts";
import { api } from "./api-client.ts";

/** The reminders screen's reminderKeys.encouragements(). */
export const encouragementsQueryKey = ["reminders", "encouragements"] as const;

export function useEncouragements(enabled: boolean) {
  return useQuery({
    queryKey: encouragementsQueryKey,
    queryFn: ({ signal }) => api.get<TEncouragementsResponse>("/api/encouragements", { signal }),
    enabled,
  });
}
