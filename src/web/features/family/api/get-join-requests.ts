// GET /api/family/join-requests: his young sons' requests to join groups (the dad's say over his
// son's groups).
import { useQuery } from "@tanstack/react-query";
import type { TJoinRequestsResponse } from "../../../../shared/schemas/family.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useJoinRequests() {
  return useQuery({ queryKey: familyKeys.joinRequests(), queryFn: ({ signal }) => api.get<TJoinRequestsResponse>("/api/family/join-requests", { signal }) });
}
