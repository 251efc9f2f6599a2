// DELETE /api/family/sons/:sonId: the dad deletes his son's account and all its data.
import { api } from "../../../lib/api-client.ts";
import { sonPath, useSonChange } from "./son-request.ts";

export function deleteSonAccount(sonId: string): Promise<void> {
  return api.delete<void>(sonPath(sonId));
}

export function useDeleteSonAccount() {
  return useSonChange(deleteSonAccount);
}
