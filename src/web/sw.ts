// The service worker (dist/sw.js, built by vite-plugin-pwa's injectManifest from this file).
// - The app shell is precached (Workbox precaching: the build's list, each file with its revision); a new build's
//   worker takes over as soon as it is installed and deletes the previous build's shell, and a navigation always asks
//   the network first, so nobody keeps an old app after a deploy (the app says "StrongBond was updated").
// - A navigation with no network gets the precached shell, in the language of the last page served; the app then
//   reads what this worker kept.
// - The answers of the screens readable offline (cache-rules.ts: a week, one's journal) are kept per person, network
//   first: the phone's copy is used only when the network fails, and it says when it was saved.
// Everything else — the session, the dashboard, admin, payments, the family — goes to the network only.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { apiCacheName, cacheRuleFor, FROM_CACHE_HEADER, isOwnerId, OWNER_HEADER } from "./offline/cache-rules.ts";
import { rememberedPageLanguage, rememberPageLanguage, shellIn } from "./offline/page-language.ts";
import { handleNotificationClick, handlePushEvent, type PushScope } from "./push/push-handlers.ts";

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The parts of ServiceWorkerGlobalScope used here (the project's TypeScript program has the DOM library, not WebWorker's). */
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install", listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
}

declare const self: WorkerScope;

// Only the precached files' own addresses: "/" is not answered with the shell (online, the server's prerendered page is
// fresher, and an old shell must never be served after a deploy).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();

// A new version takes over at once instead of waiting for every tab to close (an installed app is rarely closed).
self.addEventListener("install", (event) => event.waitUntil(self.skipWaiting()));
clientsClaim();

// The app asks which version this worker is (workbox-window's messageSW): a page older than the worker that took over
// offers a reload (src/web/offline/start-offline.ts).
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? "dev";
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === "BUILD_ID") event.ports[0]?.postMessage(BUILD_ID);
});

/**
 * Navigations: the network (the server's fresh page); with no network, the precached app shell, in the language of
 * the last page the server sent (page-language.ts), so the offline app speaks it.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      let page: Response;
      try {
        page = await fetch(request);
      } catch (error) {
        const shell = await matchPrecache("index.html");
        if (shell) return shellIn(shell, await rememberedPageLanguage(caches, self.location.origin).catch(() => null));
        throw error;
      }
      await rememberPageLanguage(caches, self.location.origin, page).catch(() => {});
      return page;
    },
    { denylist: [/^\/api\//] },
  ),
);

/** The copy kept on the phone, marked with when it was saved (the app says so). */
async function savedCopy(response: Response, savedAt: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FROM_CACHE_HEADER, savedAt);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** Network first, kept per person; the phone's copy only when the network fails. */
async function networkFirstForOwner({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const rule = cacheRuleFor(request.method, url.pathname + url.search);
  const owner = request.headers.get(OWNER_HEADER);
  if (!rule || !isOwnerId(owner)) return fetch(request);
  const cache = await caches.open(apiCacheName(owner));
  const key = new URL(rule.key, self.location.origin).href;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await cache.match(key);
    if (!kept) throw error;
    return savedCopy(kept, kept.headers.get(FROM_CACHE_HEADER) ?? "");
  }
  if (response.status === 200) {
    await cache.put(key, await savedCopy(response.clone(), new Date().toISOString()));
  } else if (response.status === 401 || response.status === 403 || response.status === 404) {
    // Signed out, no longer allowed, or gone: the phone keeps no copy of it.
    await cache.delete(key);
  }
  return response;
}

const isKept = ({ url, request }: { url: URL; request: Request }) =>
  url.origin === self.location.origin && cacheRuleFor(request.method, url.pathname + url.search) !== null;
registerRoute(isKept, networkFirstForOwner, "GET");
registerRoute(isKept, networkFirstForOwner, "POST");

// Web Push: a reminder or a dad's encouragement shown as a notification; a tap opens it.
const pushScope = self as unknown as PushScope & { addEventListener(type: string, listener: (event: never) => void): void };
pushScope.addEventListener("push", (event) => handlePushEvent(pushScope, event));
pushScope.addEventListener("notificationclick", (event) => handleNotificationClick(pushScope, event));
