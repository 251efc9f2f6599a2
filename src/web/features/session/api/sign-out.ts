// POST /api/auth/sign-out (Better Auth). Afterwards the app goes to / and forgets every cached answer.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "../../../paths.ts";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "./get-session.ts";
import type { TSessionResponse } from "../../../../shared/schemas/accounts.ts";

export function signOut(): Promise<unknown> {
  return api.post("/api/auth/sign-out", {}, { ignoreUnauthorized: true });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    // Leave the (possibly guarded) page first, then drop the user: otherwise the guard would see no user
    // on the current page and send us to /login instead of /.
    onSettled: async () => {
      await navigate(paths.home());
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData<TSessionResponse>(sessionQueryKey, { user: null });
    },
  });
}
