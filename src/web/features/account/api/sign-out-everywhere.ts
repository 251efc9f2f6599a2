// POST /api/account/sessions/revoke-all: signs him out on every device, this one included (then / loads afresh).
import { useMutation } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { paths } from "../../../paths.ts";

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.post<TMessageResponse>("/api/account/sessions/revoke-all", {}, { ignoreUnauthorized: true }),
    onSuccess: () => window.location.assign(paths.login()),
  });
}
