// POST /api/family/sons/:sonId/recovery: a dad resets the access of his son of 13 or older who lost it; the son is
// told at his next sign-in and chooses his own password; his earlier private entries stay closed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import type { TSetSonPasswordRequest } from "../../../../shared/schemas/family.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";

export function useStartSonRecovery() {
  return useMutation({
    mutationFn: (input: { sonId: string } & TSetSonPasswordRequest) =>
      api.post<TMessageResponse>(`/api/family/sons/${encodeURIComponent(input.sonId)}/recovery`, {
        password: input.password,
        confirmPassword: input.confirmPassword,
      }),
  });
}

/**
 * Reloads /family once the dad closes the dialog: the reset changes what his son's card offers (the password is his
 * dad's again), and reloading while the dialog is open would take the dialog and its login card away.
 */
export function useRefreshFamily() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: familyKeys.all });
}
