// POST /api/account/password: changes his password.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TChangePasswordRequest } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "../../../session/get-session.ts";
import { accountKeys } from "./account-keys.ts";

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) => api.post<TMessageResponse>("/api/account/password", input),
    // The session says whether he still must choose his own password.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.sessions }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}
