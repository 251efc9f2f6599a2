// POST /api/account/email/confirm | refuse: the e-mail change mails' pages. No session needed; the
// server says what happened.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TEmailChangeConfirmResponse } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

export function useEmailChangeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, answer }: { token: string; answer: "confirm" | "refuse" }) =>
      answer === "confirm"
        ? api.post<TEmailChangeConfirmResponse>("/api/account/email/confirm", { token }, { ignoreUnauthorized: true })
        : api.post<TMessageResponse>("/api/account/email/refuse", { token }, { ignoreUnauthorized: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.account }),
  });
}
