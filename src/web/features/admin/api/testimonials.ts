// The admin's testimonials: one status's list, and approving, rejecting or unpublishing (a rejection of an approved one).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminTestimonialsResponse, TestimonialStatus } from "../../../../shared/schemas/testimonials.ts";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export function useAdminTestimonials(status: TestimonialStatus) {
  return useQuery({
    queryKey: adminKeys.testimonials(status),
    queryFn: ({ signal }) => api.get<TAdminTestimonialsResponse>(`/api/admin/testimonials?status=${status}`, { signal }),
    staleTime: 0,
  });
}

export function useTestimonialDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "approve" | "reject" }) =>
      api.post<{ id: number; status: TestimonialStatus }>(`/api/admin/testimonials/${id}/${decision}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.testimonials() }),
  });
}
