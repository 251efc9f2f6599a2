// GET /api/organizations/mine/staff: the staff and the open invitations.
import { useQuery } from "@tanstack/react-query";
import type { TStaffResponse } from "../../../../shared/schemas/organizations.ts";
import { api } from "../../../lib/api-client.ts";
import { organizationKeys } from "./organization-keys.ts";

export function useStaff(enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.staff(),
    queryFn: ({ signal }) => api.get<TStaffResponse>("/api/organizations/mine/staff", { signal }),
    enabled,
  });
}
