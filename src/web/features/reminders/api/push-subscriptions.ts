// /api/push/*: the server's public key, and this browser's push subscription made or ended (push-subscription.ts
// drives them with the browser's PushManager).
import type { TPushSubscriptionRequest } from "../../../../shared/schemas/reminders.ts";
import { api } from "../../../lib/api-client.ts";

export const pushApi = {
  publicKey: () => api.get<{ publicKey: string | null }>("/api/push/public-key"),
  subscribe: (body: TPushSubscriptionRequest) => api.post<{ message: string }>("/api/push/subscriptions", body),
  unsubscribe: (endpoint: string) => api.post<{ message: string }>("/api/push/unsubscribe", { endpoint }),
};
