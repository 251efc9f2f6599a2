// Turning notifications on in this browser: the service worker the app registers (navigator.serviceWorker.ready),
// then pushManager.subscribe with the server's VAPID key, then the subscription to the server.
import { pushApi } from "./api/push-subscriptions.ts";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks permission, subscribes this browser and tells the server. Throws a sentence a person can act on. */
export async function turnOnPush(): Promise<string> {
  if (!pushSupported()) throw new Error("This browser cannot show notifications. Add the app to your home screen, or choose e-mail.");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Notifications are blocked for this site. Allow them in the browser's settings, or choose e-mail.");
  const { publicKey } = await pushApi.publicKey();
  if (!publicKey) throw new Error("Notifications are not set up on this server.");
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("The app is still installing. Try again in a moment.")), 8000)),
  ]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  const answer = await pushApi.subscribe({ endpoint: json.endpoint, keys: json.keys });
  return answer.message;
}
