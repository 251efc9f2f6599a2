// A son's own sign-in without an address — the one-time link his dad showed (QR code), or his family
// sign-in name and PIN. Both are Better Auth endpoints; the session cookie comes back as with any sign-in.
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

interface SonSignInResponse {
  user: { id: string; name: string };
}

export function useSignInWithLink() {
  return useMutation({
    mutationFn: (token: string) => api.post<SonSignInResponse>("/api/auth/sign-in/family-link", { token }, { ignoreUnauthorized: true }),
  });
}

export function useSignInWithFamilyName() {
  return useMutation({
    mutationFn: (input: { signInName: string; pin: string }) =>
      api.post<SonSignInResponse>("/api/auth/sign-in/family-name", input, { ignoreUnauthorized: true }),
  });
}
