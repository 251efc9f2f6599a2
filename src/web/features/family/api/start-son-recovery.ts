// POST /api/family/sons/:sonId/recovery: a dad resets the access of his son of 13 or older who lost it; the son is
// told at his next sign-in and chooses his own password; his earlier private entries stay closed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { familyKeys } from "./family-keys.ts";
import { sonPasswordBody, sonPath, type SonPasswordInput } from "./son-request.ts";

export function useStartSonRecovery() {
  return useMutation({ mutationFn: (input: SonPasswordInput) => api.post<TMessageResponse>(sonPath(input.sonId, "recovery"), sonPasswordBody(input)) });
}

/**
 * Reloads /family once the dad closes the dialog: the reset changes what his son's card offers (the password is his
 * dad's again), and reloading while the dialog is open would take the dialog and its login card away.
 */
export function useRefreshFamily() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: familyKeys.all });
}
