// POST /api/auth/two-factor/generate-backup-codes (password): new backup codes.
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: (password: string) => api.post<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", { password }) });
}
