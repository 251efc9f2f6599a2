// POST /api/organizations/invitations/accept: joins the staff with the invitation mail's token.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { invalidateHomeAndSession } from "./organization-keys.ts";

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>("/api/organizations/invitations/accept", { token }),
    onSuccess: () => invalidateHomeAndSession(queryClient),
  });
}
