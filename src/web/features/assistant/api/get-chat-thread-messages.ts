// GET /api/chat/threads/:threadId/messages: one conversation's messages in time order.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TChatThreadMessagesResponse } from "../../../../shared/schemas/chat.ts";
import { api } from "../../../lib/api-client.ts";
import { chatKeys } from "./chat-keys.ts";

export function getChatThreadMessages(threadId: number, signal?: AbortSignal): Promise<TChatThreadMessagesResponse> {
  return api.get<TChatThreadMessagesResponse>(`/api/chat/threads/${threadId}/messages`, { signal });
}

export function chatThreadMessagesQueryOptions(threadId: number) {
  return queryOptions({
    queryKey: chatKeys.threadMessages(threadId),
    queryFn: ({ signal }) => getChatThreadMessages(threadId, signal),
  });
}

export function useChatThreadMessages(threadId: number | null) {
  return useQuery({ ...chatThreadMessagesQueryOptions(threadId ?? 0), enabled: threadId !== null });
}
