// GET /api/recap: the dad's weekly recap, with the family streak.
import { useQuery } from "@tanstack/react-query";
import type { TRecap } from "../../../../shared/schemas/reminders.ts";
import { api } from "../../../lib/api-client.ts";
import { reminderKeys } from "./reminder-keys.ts";

export function useRecap(enabled: boolean) {
  return useQuery({ queryKey: reminderKeys.recap(), queryFn: ({ signal }) => api.get<TRecap>("/api/recap", { signal }), enabled });
}
