// POST /api/family/sons/:sonId/sign-out: the son is signed out on every device.
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath } from "./son-request.ts";

export function useSignOutSon() {
  return useMutation({ mutationFn: (sonId: string) => api.post<TMessageResponse>(sonPath(sonId, "sign-out"), {}) });
}
