// POST /api/auth/two-factor/verify-totp: confirms set-up with the first code from the app (the session is replaced
// by one with two-factor on).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { invalidateAfterTwoFactorChange } from "./two-factor-keys.ts";

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post("/api/auth/two-factor/verify-totp", { code }, { ignoreUnauthorized: true }),
    onSuccess: () => invalidateAfterTwoFactorChange(queryClient),
  });
}
