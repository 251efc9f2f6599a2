// GET /api/family (the dad's sons with their assistant setting) and
// PUT /api/family/sons/:sonId/assistant (the dad switches it on or off for one son).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type {
  TAddSonRequest,
  TFamilyLinkDescription,
  TFamilyMember,
  TFamilyResponse,
  TSetSonPasswordRequest,
  TSonAssistantResponse,
} from "../../../../shared/schemas/family.ts";
import type { TJoinRequestsResponse } from "../../../../shared/schemas/family.ts";
import type { TFamilySharingResponse } from "../../../../shared/schemas/groups.ts";
import type { TSignInLinkResponse, TSonSignInRequest } from "../../../../shared/schemas/son-sign-in.ts";
import type { z } from "zod";
import type { ZAddSonResponse } from "../../../../shared/schemas/family.ts";

type TAddSonResponse = z.infer<typeof ZAddSonResponse>;
import { api } from "../../../lib/api-client.ts";
import { familyQueryKey, familyQueryOptions, getFamily } from "../../../lib/family-query.ts";
import { familyKeys } from "./family-keys.ts";

export type FamilyMember = TFamilyMember;
export type FamilyResponse = TFamilyResponse;

export { familyQueryKey, familyQueryOptions, getFamily };

/** The dad's sons (both family cards read the same query: one request). */
export function useFamilySons() {
  return useQuery({ ...familyQueryOptions(), select: (data) => data.members.filter((member) => member.role === "son") });
}

export function setSonAssistant(input: { sonId: string; enabled: boolean }): Promise<TSonAssistantResponse> {
  return api.put<TSonAssistantResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/assistant`, { enabled: input.enabled });
}

export function useSetSonAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSonAssistant,
    onSuccess: (result) => {
      queryClient.setQueryData<FamilyResponse>(familyKeys.all, (current) =>
        current ? { members: current.members.map((m) => (m.userId === result.sonId ? { ...m, sonAssistantEnabled: result.enabled } : m)) } : current,
      );
      return queryClient.invalidateQueries({ queryKey: familyKeys.all });
    },
  });
}

/** GET /api/family/sons/:sonId/export: a JSON file of everything StrongBond keeps about the son (dad only). */
export function sonDataExportUrl(sonId: string): string {
  return `/api/family/sons/${encodeURIComponent(sonId)}/export`;
}

/** DELETE /api/family/sons/:sonId: the dad deletes his son's account and all its data. */
export function deleteSonAccount(sonId: string): Promise<void> {
  return api.delete<void>(`/api/family/sons/${encodeURIComponent(sonId)}`);
}

export function useDeleteSonAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSonAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

/** POST /api/family/sons: the dad adds a son (consent ticked). */
export function addSon(input: TAddSonRequest): Promise<TAddSonResponse> {
  return api.post<TAddSonResponse>("/api/family/sons", input);
}

export function useAddSon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSon, onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }) });
}

/** PUT /api/family/sons/:sonId/password: a new password for the son; his sessions end. */
export function useSetSonPassword() {
  return useMutation({
    mutationFn: (input: { sonId: string } & TSetSonPasswordRequest) =>
      api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/password`, {
        password: input.password,
        confirmPassword: input.confirmPassword,
      }),
  });
}

/** POST /api/family/sons/:sonId/sign-out: the son is signed out on every device. */
export function useSignOutSon() {
  return useMutation({ mutationFn: (sonId: string) => api.post<TMessageResponse>(`/api/family/sons/${encodeURIComponent(sonId)}/sign-out`, {}) });
}

/** POST /api/family/sons/:sonId/confirmation: mail the family-link confirmation again. */
export function useResendConfirmation() {
  return useMutation({ mutationFn: (sonId: string) => api.post<TMessageResponse>(`/api/family/sons/${encodeURIComponent(sonId)}/confirmation`, {}) });
}

/** PUT /api/family/sons/:sonId/age-band: only up, from under 13 to 13 or older (decision 010). */
export function useRaiseAgeBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sonId: string) => api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(sonId)}/age-band`, { ageBand: "13_plus" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

/** The family-link mail's page: who asks, then confirm or "this isn't me". */
export function useFamilyLink(token: string) {
  return useQuery({
    queryKey: familyKeys.link(token),
    queryFn: ({ signal }) => api.get<TFamilyLinkDescription>(`/api/family/link?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAnswerFamilyLink() {
  return useMutation({
    mutationFn: (input: { token: string; answer: "confirm" | "refuse" }) =>
      api.post<TMessageResponse>(`/api/family/link/${input.answer}`, { token: input.token }),
  });
}

// Decision 031: the son's own sign-in — a one-time link (QR code) and a family sign-in name with a PIN.

/** POST /api/family/sons/:sonId/sign-in-link: a fresh one-time link for his device (earlier ones stop working). */
export function useCreateSignInLink() {
  return useMutation({
    mutationFn: (sonId: string) => api.post<TSignInLinkResponse>(`/api/family/sons/${encodeURIComponent(sonId)}/sign-in-link`, {}),
  });
}

/** DELETE /api/family/sons/:sonId/sign-in-link: no open link of his works any more. */
export function useRevokeSignInLinks() {
  return useMutation({ mutationFn: (sonId: string) => api.delete<TMessageResponse>(`/api/family/sons/${encodeURIComponent(sonId)}/sign-in-link`) });
}

/** PUT /api/family/sons/:sonId/sign-in: his family sign-in name and PIN (his sessions end). */
export function useSetSonSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sonId: string } & TSonSignInRequest) =>
      api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/sign-in`, {
        signInName: input.signInName,
        pin: input.pin,
        confirmPin: input.confirmPin,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

// Decision 032: the dad's say over his son's groups.

/** GET /api/family/join-requests: his young sons' requests to join groups. */
export function useJoinRequests() {
  return useQuery({ queryKey: familyKeys.joinRequests(), queryFn: ({ signal }) => api.get<TJoinRequestsResponse>("/api/family/join-requests", { signal }) });
}

export function useAnswerJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: number; answer: "approve" | "decline" }) =>
      api.post<TMessageResponse>(`/api/family/join-requests/${input.requestId}/${input.answer}`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKeys.joinRequests() }),
  });
}

/** PUT /api/family/sons/:sonId/groups-name: other families see his first name only (default) or his full name (13+). */
export function useSetSonGroupsName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sonId: string; fullName: boolean }) =>
      api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/groups-name`, { fullName: input.fullName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

/** Decision 054: PUT /api/family/sons/:sonId/group-conversations — a son of 13+ in his groups' weekly conversations. */
export function useSetSonGroupConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sonId: string; allowed: boolean }) =>
      api.put<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/group-conversations`, { allowed: input.allowed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryKey }),
  });
}

export const sharingQueryKey = ["family", "sharing"] as const;

/** Decision 054: GET /api/family/sharing — which groups and organizations can see what of the family. */
export function useFamilySharing() {
  return useQuery({
    queryKey: sharingQueryKey,
    queryFn: ({ signal }) => api.get<TFamilySharingResponse>("/api/family/sharing", { signal }),
    staleTime: 0,
  });
}

/** The dad's switch for a group (PUT /api/groups/:id/sharing) or an organization (PUT /api/family/sharing/organizations/:id). */
export function useSetSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: "group" | "organization"; id: number; sharesProgress: boolean }) =>
      api.put<TMessageResponse>(input.kind === "group" ? `/api/groups/${input.id}/sharing` : `/api/family/sharing/organizations/${input.id}`, {
        sharesProgress: input.sharesProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingQueryKey }),
  });
}
