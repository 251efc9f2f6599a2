// POST /api/account/email/finish (in this signed-in session) or DELETE /api/account/email: ends the open e-mail change.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { invalidateAccountAndSession } from "./account-keys.ts";

export function useEmailChangeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: "finish" | "cancel") =>
      action === "finish" ? api.post<TMessageResponse>("/api/account/email/finish") : api.delete<TMessageResponse>("/api/account/email"),
    onSettled: () => invalidateAccountAndSession(queryClient),
  });
}
