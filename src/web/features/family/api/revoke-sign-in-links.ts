// DELETE /api/family/sons/:sonId/sign-in-link: no open link of his works any more.
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath } from "./son-request.ts";

export function useRevokeSignInLinks() {
  return useMutation({ mutationFn: (sonId: string) => api.delete<TMessageResponse>(sonPath(sonId, "sign-in-link")) });
}
