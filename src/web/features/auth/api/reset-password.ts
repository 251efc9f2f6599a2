// POST /api/accounts/reset-password: a new password with the token from the reset mail.
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TResetPasswordRequest } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";

export function resetPassword(body: TResetPasswordRequest): Promise<TMessageResponse> {
  return api.post<TMessageResponse>("/api/accounts/reset-password", body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
