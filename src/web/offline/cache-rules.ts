// Which API answers the service worker keeps for reading with no network, and under whose name.
// Shared by the worker (src/web/sw.ts) and the app; plain functions, so the rules are unit-tested.
//
// The screens a family reads on the road: a week (the week page's POST /api/weeks/:n/open and the dashboards' GET
// /api/weeks/:n, both kept as the week's answer), the dashboard's current week (GET /api/dashboard, so the installed
// app opens on it offline) and the first pages of one's own journal. Never the session, another week of the dashboard,
// admin, payments, the family, or anything else: those go to the network only.
// Families share phones: every kept answer lives in a cache named after the person it belongs to, and the app names
// that person on each request (OWNER_HEADER) — a request without the header is never answered from a cache.

/** The request header through which the app tells its service worker whose answer this is (a user id). */
export const OWNER_HEADER = "x-strongbond-offline-owner";
/** The header the worker adds to an answer it took from the phone's cache: when that answer was saved (ISO). */
export const FROM_CACHE_HEADER = "x-strongbond-saved-at";
/** Every cache of API answers starts with this; the version part changes when the rules change. */
export const API_CACHE_PREFIX = "strongbond-api-v1-";

export type CacheRule = { kind: "week"; week: number; key: string } | { kind: "dashboard"; key: string } | { kind: "journal"; key: string };

/** Where the dashboard's current week is kept (also written by the page: offline/keep-copies.ts). */
export const DASHBOARD_KEY = "/api/dashboard";

/** A user id as Better Auth makes them (letters, digits, - and _), so it can name a cache and nothing else. */
export function isOwnerId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

export function apiCacheName(owner: string): string {
  if (!isOwnerId(owner)) throw new Error("not an owner id");
  return `${API_CACHE_PREFIX}${owner}`;
}

/** The owner a cache name belongs to, or null for other caches (Workbox's precache). */
export function ownerOfCache(cacheName: string): string | null {
  if (!cacheName.startsWith(API_CACHE_PREFIX)) return null;
  const owner = cacheName.slice(API_CACHE_PREFIX.length);
  return isOwnerId(owner) ? owner : null;
}

/**
 * The rule for a request, or null (network only). `pathAndQuery` is the URL's path and query string on our origin.
 * A week's answer is kept under `/api/weeks/<n>` whichever of the two requests brought it; the journal's first
 * pages under their own address (the list's paging query included).
 */
export function cacheRuleFor(method: string, pathAndQuery: string): CacheRule | null {
  const [pathname = "", query = ""] = pathAndQuery.split("?", 2);
  const week = /^\/api\/weeks\/([1-9]\d{0,3})(\/open)?$/.exec(pathname);
  if (week?.[1]) {
    const isOpen = week[2] === "/open";
    if ((isOpen && method === "POST" && query === "") || (!isOpen && method === "GET" && query === "")) {
      return { kind: "week", week: Number(week[1]), key: `/api/weeks/${week[1]}` };
    }
    return null;
  }
  if (pathname === DASHBOARD_KEY && method === "GET" && query === "") return { kind: "dashboard", key: DASHBOARD_KEY };
  if (pathname === "/api/journal/entries" && method === "GET") return { kind: "journal", key: pathAndQuery };
  return null;
}
