// GET /api/family/link?token=: the family-link mail's page says who asks (then confirm or "this isn't me",
// answer-family-link.ts).
import { useQuery } from "@tanstack/react-query";
import type { TFamilyLinkDescription } from "../../../../shared/schemas/family.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useFamilyLink(token: string) {
  return useQuery({
    queryKey: familyKeys.link(token),
    queryFn: ({ signal }) => api.get<TFamilyLinkDescription>(`/api/family/link?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}
