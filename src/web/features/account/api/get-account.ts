// GET /api/account: the account page's data.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAccountResponse } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./account-keys.ts";

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.account, queryFn: ({ signal }) => api.get<TAccountResponse>("/api/account", { signal }) });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}
