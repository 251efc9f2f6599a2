// POST /api/auth/sign-in/email (Better Auth). Its refusals are mapped to the catalogue's messages (docs/areas/accounts.md: which messages).
import { useMutation } from "@tanstack/react-query";
import { messages } from "../../../../shared/messages.ts";
import type { TSignInRequest } from "../../../../shared/schemas/identity.ts";
import { api, ApiError, isApiError } from "../../../lib/api-client.ts";

interface SignInResponse {
  user?: { id: string; email: string } | null;
  /** The account has two-factor on: no session yet, the code from the authenticator app comes next. */
  twoFactorRedirect?: boolean;
}

export async function signIn(body: TSignInRequest): Promise<SignInResponse> {
  // A wrong password answers 401: that is this call's normal refusal, not an ended session.
  const response = await api.post<SignInResponse | null>("/api/auth/sign-in/email", body, { ignoreUnauthorized: true });
  if (response?.twoFactorRedirect === true) return response;
  if (!response?.user) throw new ApiError(200, "NO_USER", messages.signInNoUser);
  return response;
}

/** The message to show for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.signInFailedLater;
  if (error.code === "NO_USER") return messages.signInNoUser;
  if (error.status === 401 || error.code === "INVALID_EMAIL_OR_PASSWORD" || error.code === "INVALID_EMAIL") return messages.invalidCredentials;
  if (error.status === 403 && error.code === "EMAIL_NOT_VERIFIED") return messages.emailNotVerified;
  if (error.status === 403 && error.code === "ACCOUNT_SUSPENDED") return "This account is suspended. Contact StrongBond support.";
  // The server's refusal says when to try again ("… Please try again in 3 minutes."); by code, never by text.
  if (error.status === 429) return error.code === "TOO_MANY_REQUESTS" ? error.message : messages.tooManyRequests;
  if (error.isNetworkError || error.status >= 500) return messages.signInFailedLater;
  return messages.signInFailedGeneric;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
