// DELETE /api/chat/threads/:threadId: the viewer removes one of his conversations.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { chatKeys } from "./chat-keys.ts";

export function deleteChatThread(threadId: number): Promise<null> {
  return api.delete<null>(`/api/chat/threads/${threadId}`);
}

export function useDeleteChatThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatThread,
    onSuccess: (_result, threadId) => {
      queryClient.removeQueries({ queryKey: chatKeys.threadMessages(threadId) });
      return queryClient.invalidateQueries({ queryKey: chatKeys.threads() });
    },
  });
}
