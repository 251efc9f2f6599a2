// DELETE /api/organizations/mine/members/:userId: removes someone from the staff (or he leaves).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function useRemoveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<{ ok: true }>(`/api/organizations/mine/members/${encodeURIComponent(userId)}`),
    // Everything is read again: an owner who handed over and left is no longer staff (session, organization, staff).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
