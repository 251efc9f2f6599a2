// The landing page's "Transformed Relationships": GET /api/testimonials (the latest three approved, or none). The
// server's landing page carries the same answer after the section it drew (modules/system/landing-page.ts), which
// main.tsx puts in the cache, so the app's drawing of the page matches the server's without asking again.
import type { QueryClient } from "@tanstack/react-query";
import type { TPublicTestimonial, TPublicTestimonialsResponse } from "../../shared/schemas/testimonials.ts";
import { testimonialSection } from "../../shared/testimonial-section.ts";
import { api } from "./api-client.ts";

export const testimonialsQueryKey = ["testimonials", "public"] as const;

export function testimonialsQueryOptions() {
  return {
    queryKey: testimonialsQueryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<TPublicTestimonialsResponse>("/api/testimonials", { signal }),
    staleTime: 60_000,
  };
}

function isTestimonial(value: unknown): value is TPublicTestimonial {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.id === "number" && typeof row.firstName === "string" && typeof row.city === "string" && typeof row.words === "string";
}

/** The testimonials the server drew into the page, into the query cache (nothing when the page has none). */
export function seedTestimonials(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(testimonialSection.dataId)?.textContent;
  if (!text) return;
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every(isTestimonial)) queryClient.setQueryData(testimonialsQueryKey, { testimonials: value });
  } catch {
    // An unreadable copy: the app asks the API instead.
  }
}
