// PUT /api/family/sons/:sonId/password: a new password for the son; his sessions end.
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TSetSonPasswordRequest } from "../../../../shared/schemas/family.ts";
import { api } from "../../../lib/api-client.ts";

export function useSetSonPassword() {
  return useMutation({
    mutationFn: (input: { sonId: string } & TSetSonPasswordRequest) =>
      api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/password`, {
        password: input.password,
        confirmPassword: input.confirmPassword,
      }),
  });
}
