// POST /api/account/delete: deletes his account (then the home page loads afresh).
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TDeleteAccountRequest } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";
import { paths } from "../../../paths.ts";

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: TDeleteAccountRequest) => api.post<TMessageResponse>("/api/account/delete", input, { ignoreUnauthorized: true }),
    onSuccess: () => window.location.assign(paths.home()),
  });
}
