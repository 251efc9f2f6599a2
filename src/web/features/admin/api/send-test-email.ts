// POST /api/admin/test-email: a test mail to the signed-in admin through the configured mailer.
import { useMutation } from "@tanstack/react-query";
import type { TTestEmailResponse } from "../../../../shared/schemas/admin.ts";
import { api } from "../../../lib/api-client.ts";

export function sendTestEmail(): Promise<TTestEmailResponse> {
  return api.post<TTestEmailResponse>("/api/admin/test-email", {});
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
