// POST /api/auth/two-factor/disable (password).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { invalidateAfterTwoFactorChange } from "./two-factor-keys.ts";

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post("/api/auth/two-factor/disable", { password }),
    onSuccess: () => invalidateAfterTwoFactorChange(queryClient),
  });
}
