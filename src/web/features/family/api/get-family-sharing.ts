// GET /api/family/sharing: which groups and organizations can see what of the family.
import { useQuery } from "@tanstack/react-query";
import type { TFamilySharingResponse } from "../../../../shared/schemas/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useFamilySharing() {
  return useQuery({
    queryKey: familyKeys.sharing(),
    queryFn: ({ signal }) => api.get<TFamilySharingResponse>("/api/family/sharing", { signal }),
    staleTime: 0,
  });
}
