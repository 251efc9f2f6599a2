// GET /api/chat/threads: the viewer's conversations for the history list, most recently active first.
import { useQuery } from "@tanstack/react-query";
import type { TChatThreadsResponse } from "../../../../shared/schemas/chat.ts";
import { getQueryOptions } from "../../../lib/api-query.ts";
import { chatKeys } from "./chat-keys.ts";

export function chatThreadsQueryOptions() {
  return getQueryOptions<TChatThreadsResponse>(chatKeys.threads(), "/api/chat/threads");
}

export function useChatThreads() {
  return useQuery(chatThreadsQueryOptions());
}
