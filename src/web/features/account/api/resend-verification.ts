// POST /api/account/verification-email: mails the verification link again.
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";

export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<TMessageResponse>("/api/account/verification-email") });
}
