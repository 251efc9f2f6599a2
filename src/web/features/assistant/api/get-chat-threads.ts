// GET /api/chat/threads: the viewer's conversations for the history list, most recently active first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TChatThreadsResponse } from "../../../../shared/schemas/chat.ts";
import { api } from "../../../lib/api-client.ts";
import { chatKeys } from "./chat-keys.ts";

export function getChatThreads(signal?: AbortSignal): Promise<TChatThreadsResponse> {
  return api.get<TChatThreadsResponse>("/api/chat/threads", { signal });
}

export function chatThreadsQueryOptions() {
  return queryOptions({ queryKey: chatKeys.threads(), queryFn: ({ signal }) => getChatThreads(signal) });
}

export function useChatThreads() {
  return useQuery(chatThreadsQueryOptions());
}
