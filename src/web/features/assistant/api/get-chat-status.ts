// GET /api/chat/status: whether the viewer can use the assistant now, and if not, why (in words to show).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TChatStatusResponse } from "../../../../shared/schemas/chat.ts";
import { api } from "../../../lib/api-client.ts";
import { chatKeys } from "./chat-keys.ts";

export function getChatStatus(signal?: AbortSignal): Promise<TChatStatusResponse> {
  return api.get<TChatStatusResponse>("/api/chat/status", { signal });
}

export function chatStatusQueryOptions() {
  return queryOptions({ queryKey: chatKeys.status(), queryFn: ({ signal }) => getChatStatus(signal) });
}

export function useChatStatus(enabled = true) {
  return useQuery({ ...chatStatusQueryOptions(), enabled });
}
