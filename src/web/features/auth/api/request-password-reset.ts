// POST /api/auth/request-password-reset (Better Auth). The mail's link lands on /reset-password?token=...
import { useMutation } from "@tanstack/react-query";
import type { TForgotPasswordRequest } from "../../../../shared/schemas/identity.ts";
import { api } from "../../../lib/api-client.ts";
import { paths } from "../../../paths.ts";

export function requestPasswordReset(body: TForgotPasswordRequest): Promise<unknown> {
  return api.post("/api/auth/request-password-reset", { email: body.email, redirectTo: paths.resetPassword() });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
