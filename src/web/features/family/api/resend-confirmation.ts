// POST /api/family/sons/:sonId/confirmation: mail the family-link confirmation again.
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath } from "./son-request.ts";

export function useResendConfirmation() {
  return useMutation({ mutationFn: (sonId: string) => api.post<TMessageResponse>(sonPath(sonId, "confirmation"), {}) });
}
