// /api/organizations/*: the organization home (dashboard + settings in one read), create, settings, staff,
// invitations and the week preview. Writes refresh the home and, when membership changes, the session.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TInvitationRequest,
  TOrganizationHomeResponse,
  TOrganizationPlan,
  TOrganizationRequest,
  TOrganizationResponse,
  TStaffResponse,
} from "../../../../shared/schemas/organizations.ts";
import type { TFamilyInvitationsResponse, TFamilyRosterResponse, TLeaderGuideResponse } from "../../../../shared/schemas/organization-families.ts";
import type { TUpdatePlanRequest } from "../../../../shared/schemas/admin.ts";
import type { TUploadedImageResponse } from "../../../../shared/schemas/uploads.ts";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "../../../session/get-session.ts";

export const organizationKeys = {
  /** GET /api/organizations/mine (the ORGANIZATION_STUDIO's homeKey) */
  home: () => ["organizations", "mine"] as const,
  staff: () => ["organizations", "mine", "staff"] as const,
};

export function useOrganizationHome() {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.home(),
      queryFn: ({ signal }) => api.get<TOrganizationHomeResponse>("/api/organizations/mine", { signal }),
      staleTime: 0,
    }),
  );
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganizationRequest) => api.post<TOrganizationResponse>("/api/organizations", body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: organizationKeys.home() }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganizationRequest) => api.put<TOrganizationResponse>("/api/organizations/mine", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.home() }),
  });
}

export function useStaff(enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.staff(),
    queryFn: ({ signal }) => api.get<TStaffResponse>("/api/organizations/mine/staff", { signal }),
    enabled,
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvitationRequest) => api.post<{ message: string }>("/api/organizations/mine/invitations", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.staff() }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => api.delete<{ ok: true }>(`/api/organizations/mine/invitations/${invitationId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.staff() }),
  });
}

export function useRemoveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<{ ok: true }>(`/api/organizations/mine/members/${encodeURIComponent(userId)}`),
    // Everything is read again: an owner who handed over and left is no longer staff (session, organization, staff).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>("/api/organizations/invitations/accept", { token }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: organizationKeys.home() }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}

/** POST /api/uploads/images?kind=cover, then PUT the plan with its new cover (every other field as it is). */
export function useSetPlanCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ plan, file }: { plan: TOrganizationPlan; file: File }) => {
      const uploaded = await api.upload<TUploadedImageResponse>("/api/uploads/images?kind=cover", file);
      const body: TUpdatePlanRequest = {
        title: plan.title,
        description: plan.description ?? "",
        durationWeeks: plan.durationWeeks,
        category: plan.category,
        tags: plan.tags,
        isPublic: plan.isPublic,
        priceCents: plan.priceCents,
        coverImageUrl: uploaded.url,
      };
      return api.put<{ plan: TOrganizationPlan }>(`/api/organizations/mine/plans/${plan.id}`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.home() }),
  });
}

// ---------- member families (decision 053) ----------

export const familyKeys = {
  roster: () => ["organizations", "mine", "families"] as const,
  guide: (planId: number, week: number) => ["organizations", "mine", "plans", planId, "guide", week] as const,
};

export function useFamilyRoster() {
  return useQuery({
    queryKey: familyKeys.roster(),
    queryFn: ({ signal }) => api.get<TFamilyRosterResponse>("/api/organizations/mine/families", { signal }),
    staleTime: 0,
  });
}

export function useNewInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ link: { url: string; expiresAt: string }; message: string }>("/api/organizations/mine/families/link", {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.roster() }),
  });
}

export function useRevokeInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>("/api/organizations/mine/families/link"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.roster() }),
  });
}

export function useInviteFamilies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => api.post<TFamilyInvitationsResponse>("/api/organizations/mine/families/invitations", { emails }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.roster() }),
  });
}

export function useRevokeFamilyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => api.delete<{ message: string }>(`/api/organizations/mine/families/invitations/${invitationId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.roster() }),
  });
}

export function useLeaderGuide(planId: number, week: number) {
  return useQuery({
    queryKey: familyKeys.guide(planId, week),
    queryFn: ({ signal }) => api.get<TLeaderGuideResponse>(`/api/organizations/mine/plans/${planId}/guide/${week}`, { signal }),
  });
}
