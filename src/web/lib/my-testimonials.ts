// A dad's own words for the landing page: the plans he may share about and what he shared, sharing, withdrawing.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMyTestimonialsResponse, TTestimonialRequest } from "../../shared/schemas/testimonials.ts";
import { api } from "./api-client.ts";
import { testimonialsQueryKey } from "./testimonials-query.ts";

export const myTestimonialsKey = ["testimonials", "mine"] as const;

export function useMyTestimonials(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myTestimonialsKey,
    queryFn: ({ signal }) => api.get<TMyTestimonialsResponse>("/api/testimonials/mine", { signal }),
    enabled: options.enabled ?? true,
  });
}

export function useShareWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTestimonialRequest) => api.post<{ id: number; status: string; message: string }>("/api/testimonials", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTestimonialsKey }),
  });
}

export function useWithdrawWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/api/testimonials/${id}`),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: myTestimonialsKey }), queryClient.invalidateQueries({ queryKey: testimonialsQueryKey })]),
  });
}
