// POST /api/unsubscribe/one-click?token=…: the reminder mail's unsubscribe link (no session needed).
import { api } from "../../../lib/api-client.ts";

export function unsubscribeByToken(token: string) {
  return api.post<{ message: string }>(`/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`, { token });
}
