// GET /api/account/sessions: the devices he is signed in on.
import { useQuery } from "@tanstack/react-query";
import type { TAccountSessionsResponse } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

export function useAccountSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => api.get<TAccountSessionsResponse>("/api/account/sessions", { signal }) });
}
