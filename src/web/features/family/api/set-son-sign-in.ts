// PUT /api/family/sons/:sonId/sign-in: his family sign-in name and PIN; his sessions end.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TSonSignInRequest } from "../../../../shared/schemas/son-sign-in.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useSetSonSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sonId: string } & TSonSignInRequest) =>
      api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/sign-in`, {
        signInName: input.signInName,
        pin: input.pin,
        confirmPin: input.confirmPin,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
