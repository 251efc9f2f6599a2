// /api/admin/users: the account search with the audit log, and the actions on one account.
// Every action re-sends the admin's password; the list and the log are read again after each one.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminUsersResponse } from "../../../../shared/schemas/admin-users.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function useAdminUsers(q: string) {
  return useQuery({
    queryKey: adminKeys.userSearch(q),
    queryFn: ({ signal }) => api.get<TAdminUsersResponse>(`/api/admin/users?${new URLSearchParams({ q }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type AdminUserAction = "role" | "ban" | "unban" | "two-factor-reset" | "password-reset" | "organization-release" | "delete";

export interface AdminUserActionInput {
  action: AdminUserAction;
  userId: string;
  password: string;
  reason?: string;
  role?: "dad" | "admin";
}

function send({ action, userId, password, reason, role }: AdminUserActionInput): Promise<unknown> {
  const base = `/api/admin/users/${encodeURIComponent(userId)}`;
  switch (action) {
    case "role":
      return api.put(`${base}/role`, { role, password });
    case "ban":
      return api.post(`${base}/ban`, { reason, password });
    case "unban":
      return api.post(`${base}/unban`, { password });
    case "two-factor-reset":
      return api.post(`${base}/two-factor/reset`, { password });
    case "password-reset":
      return api.post(`${base}/password-reset`, { password });
    case "organization-release":
      return api.post(`${base}/organization/release`, { password });
    case "delete":
      return api.request("DELETE", base, { password });
  }
}

export function useAdminUserAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }) });
}
