// Query keys of the assistant's endpoints, in one place so the stream handlers update the same caches.
import { chatStatusQueryKey } from "../../../lib/chat-status.ts";

export const chatKeys = {
  /** GET /api/chat/status */
  status: () => chatStatusQueryKey,
  /** GET /api/chat/threads */
  threads: () => ["chat", "threads"] as const,
  /** GET /api/chat/threads/:threadId/messages */
  threadMessages: (threadId: number) => ["chat", "threads", threadId, "messages"] as const,
};
