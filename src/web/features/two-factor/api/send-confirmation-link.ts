// POST /api/account/verification-email: mails a link that confirms the account's address (two-factor needs it).
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";

export function useSendConfirmationLink() {
  return useMutation({ mutationFn: () => api.post<TMessageResponse>("/api/account/verification-email") });
}
