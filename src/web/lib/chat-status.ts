// GET /api/chat/status: whether the viewer can use the assistant now, and if not, why (in words to show). The
// assistant reads it, and the family page shows the dad what his sons see.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TChatStatusResponse } from "../../shared/schemas/chat.ts";
import { api } from "./api-client.ts";

/** GET /api/chat/status (the assistant's chatKeys.status()). */
export const chatStatusQueryKey = ["chat", "status"] as const;

export function getChatStatus(signal?: AbortSignal): Promise<TChatStatusResponse> {
  return api.get<TChatStatusResponse>("/api/chat/status", { signal });
}

export function chatStatusQueryOptions() {
  return queryOptions({ queryKey: chatStatusQueryKey, queryFn: ({ signal }) => getChatStatus(signal) });
}

export function useChatStatus(enabled = true) {
  return useQuery({ ...chatStatusQueryOptions(), enabled });
}
