// POST /api/account/email: asks for a new e-mail address; the page shows it as pending at once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAccountResponse, TChangeEmailRequest } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangeEmailRequest) => api.post<{ message: string; pendingEmail: string }>("/api/account/email", input),
    onSuccess: (result) => {
      queryClient.setQueryData<TAccountResponse>(accountKeys.account, (current) => (current ? { ...current, pendingEmail: result.pendingEmail } : current));
      void queryClient.invalidateQueries({ queryKey: accountKeys.account });
    },
  });
}
