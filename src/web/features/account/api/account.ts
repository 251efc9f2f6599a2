// /api/account/* (decision 015): the account page's data and its changes. Mutations refresh what they change;
// those that end this device's session (sign out everywhere, delete) load / afresh, as sign-out does, so
// nothing of the previous user stays in memory on a shared device.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type {
  TAccountResponse,
  TAccountSessionsResponse,
  TChangeEmailRequest,
  TChangePasswordRequest,
  TDeleteAccountRequest,
  TEmailChangeConfirmResponse,
} from "../../../../shared/schemas/identity.ts";
import type { TUploadedImageResponse } from "../../../../shared/schemas/uploads.ts";
import { api } from "../../../lib/api-client.ts";
import { paths } from "../../../paths.ts";
import { sessionQueryKey } from "../../../session/get-session.ts";

export const accountKeys = {
  account: ["account"] as const,
  sessions: ["account", "sessions"] as const,
};

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.account, queryFn: ({ signal }) => api.get<TAccountResponse>("/api/account", { signal }) });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}

export function useAccountSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => api.get<TAccountSessionsResponse>("/api/account/sessions", { signal }) });
}

/** The name, and the picture: a new file goes through the image pipeline (kind avatar) first; null removes it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { fullName: string; avatar: File | null | "keep"; currentAvatarUrl: string | null }) => {
      let avatarUrl = input.avatar === "keep" ? input.currentAvatarUrl : null;
      if (input.avatar instanceof File) avatarUrl = (await api.upload<TUploadedImageResponse>("/api/uploads/images?kind=avatar", input.avatar)).url;
      return api.put<TMessageResponse>("/api/account/profile", { fullName: input.fullName, avatarUrl });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.account });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

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

/** The e-mail change mails' pages (decision 027): no session needed; the server says what happened. */
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

/** Finish (in this signed-in session) or cancel the open e-mail change. */
export function useEmailChangeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: "finish" | "cancel") =>
      action === "finish" ? api.post<TMessageResponse>("/api/account/email/finish") : api.delete<TMessageResponse>("/api/account/email"),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.account });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) => api.post<TMessageResponse>("/api/account/password", input),
    // The session says whether he still must choose his own password (decision 031).
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.sessions }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete<TMessageResponse>(`/api/account/sessions/${encodeURIComponent(sessionId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.post<TMessageResponse>("/api/account/sessions/revoke-all", {}, { ignoreUnauthorized: true }),
    onSuccess: () => window.location.assign(paths.login()),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<TMessageResponse>("/api/account/verification-email") });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: TDeleteAccountRequest) => api.post<TMessageResponse>("/api/account/delete", input, { ignoreUnauthorized: true }),
    onSuccess: () => window.location.assign(paths.home()),
  });
}
