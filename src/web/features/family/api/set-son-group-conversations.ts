// PUT /api/family/sons/:sonId/group-conversations: a son of 13+ in his groups' weekly conversations.
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath, useSonChange } from "./son-request.ts";

export function useSetSonGroupConversations() {
  return useSonChange((input: { sonId: string; allowed: boolean }) =>
    api.put<TMessageResponse>(sonPath(input.sonId, "group-conversations"), { allowed: input.allowed }),
  );
}
