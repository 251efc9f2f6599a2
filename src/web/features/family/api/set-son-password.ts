// PUT /api/family/sons/:sonId/password: a new password for the son; his sessions end.
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPasswordBody, sonPath, type SonPasswordInput } from "./son-request.ts";

export function useSetSonPassword() {
  return useMutation({ mutationFn: (input: SonPasswordInput) => api.put<TMessageResponse>(sonPath(input.sonId, "password"), sonPasswordBody(input)) });
}
