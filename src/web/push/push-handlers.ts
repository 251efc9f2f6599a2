// The service worker's side of Web Push, self-contained so the app's service worker
// (vite-plugin-pwa's injected one, built by another part of the app) can import and wire it:
//
//   import { handlePushEvent, handleNotificationClick } from "./push/push-handlers.ts";
//   self.addEventListener("push", (event) => handlePushEvent(self, event));
//   self.addEventListener("notificationclick", (event) => handleNotificationClick(self, event));
//
// The server sends JSON { title, body, url, tag } (reminder-jobs.ts), encrypted for this subscription.

/** What the server puts in a push message. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The parts of ServiceWorkerGlobalScope these handlers use (so this file needs no "webworker" lib). */
export interface PushScope {
  registration: { showNotification(title: string, options?: NotificationOptions & { data?: unknown }): Promise<void> };
  clients: {
    matchAll(options: {
      type: "window";
      includeUncontrolled: boolean;
    }): Promise<ReadonlyArray<{ url: string; focus(): Promise<unknown>; navigate?(url: string): Promise<unknown> }>>;
    openWindow(url: string): Promise<unknown>;
  };
  location: { origin: string };
}

interface PushEventLike {
  data: { json(): unknown; text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationEventLike {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

/** Reads a push message; anything unexpected becomes a plain "your week is ready" that opens the app. */
export function parsePushMessage(data: PushEventLike["data"]): PushMessage {
  const fallback: PushMessage = { title: "StrongBond", body: "Your family's week is ready.", url: "/", tag: "strongbond" };
  if (!data) return fallback;
  try {
    const value = data.json() as Partial<PushMessage>;
    return {
      title: typeof value.title === "string" ? value.title : fallback.title,
      body: typeof value.body === "string" ? value.body : fallback.body,
      // Only a path inside the app: a message can never send the reader to another site.
      url: typeof value.url === "string" && value.url.startsWith("/") && !value.url.startsWith("//") ? value.url : "/",
      tag: typeof value.tag === "string" ? value.tag : fallback.tag,
    };
  } catch {
    return { ...fallback, body: data.text() || fallback.body };
  }
}

/** `push`: shows the notification (a reminder replaces an older one with the same tag). */
export function handlePushEvent(scope: PushScope, event: PushEventLike): void {
  const message = parsePushMessage(event.data);
  event.waitUntil(
    scope.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: message.url },
    }),
  );
}

/** `notificationclick`: focuses an open tab of the app (moving it to the page) or opens one. */
export function handleNotificationClick(scope: PushScope, event: NotificationEventLike): void {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | undefined;
  const path = typeof data?.url === "string" && data.url.startsWith("/") && !data.url.startsWith("//") ? data.url : "/";
  const target = new URL(path, scope.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(scope.location.origin));
      if (open) {
        await open.navigate?.(target);
        await open.focus();
        return;
      }
      await scope.clients.openWindow(target);
    })(),
  );
}
