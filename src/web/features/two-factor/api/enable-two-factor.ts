// POST /api/auth/two-factor/enable (password): the QR code's address and the backup codes; set-up ends when the
// first code is verified (confirm-two-factor.ts). Errors become text by code (twoFactorErrorText).
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface EnableResult {
  totpURI: string;
  backupCodes: string[];
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (password: string) => api.post<EnableResult>("/api/auth/two-factor/enable", { password }) });
}
