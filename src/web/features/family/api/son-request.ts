// The requests about one son share his address under /api/family/sons, and most changes to him show on the
// family page, which is read again once they succeed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSetSonPasswordRequest } from "../../../../shared/schemas/family.ts";
import { familyKeys } from "./family-keys.ts";

/** /api/family/sons/:sonId, or one of its actions (`sonPath(id, "password")`). */
export function sonPath(sonId: string, action?: string): string {
  const son = `/api/family/sons/${encodeURIComponent(sonId)}`;
  return action === undefined ? son : `${son}/${action}`;
}

/** A change to a son that the family page shows: the family is read again once it succeeds. */
export function useSonChange<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }) });
}

/** A new password for a son, typed twice: what his dad sets, or what a recovery starts with. */
export type SonPasswordInput = { sonId: string } & TSetSonPasswordRequest;

/** The request body of a new password (the son's id stays in the address). */
export function sonPasswordBody({ password, confirmPassword }: SonPasswordInput): TSetSonPasswordRequest {
  return { password, confirmPassword };
}
