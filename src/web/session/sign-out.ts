// POST /api/auth/sign-out (Better Auth), then a full page load of /.
// Why a page load and not navigate(): families share devices, so nothing of the previous user may survive in
// memory (query cache, form state); and a client-side navigation races the route guard, which sees the user
// vanish while the old, guarded page is still rendered and sends him to /login instead of /.
import { useMutation } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { paths } from "../paths.ts";
import { forgetOfflineData } from "../offline/forget-offline-data.ts";

/** Signs out; the answers kept on the phone and the unsent writes of the person leave with him. */
export async function signOut(): Promise<unknown> {
  try {
    return await api.post("/api/auth/sign-out", {}, { ignoreUnauthorized: true });
  } finally {
    await forgetOfflineData();
  }
}

export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      window.location.assign(paths.home());
    },
  });
}
