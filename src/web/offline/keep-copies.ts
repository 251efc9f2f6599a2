// The phone's copy of the dashboard's current week, written by the page itself: a dashboard the server drew carries
// its answer in the page (no request the service worker could keep), and ticks change the answer in the app without
// a new request. The copy is kept where the worker looks for it (the person's cache, cache-rules.ts), with the week's
// own answer beside it, so the installed app opens offline on this week with its "read" link working.
import type { TDashboardResponse } from "../../shared/schemas/dashboard.ts";
import type { TWeekView } from "../../shared/schemas/content.ts";
import { apiCacheName, DASHBOARD_KEY, FROM_CACHE_HEADER, isOwnerId } from "./cache-rules.ts";

function cacheStorage(): CacheStorage | null {
  return typeof caches === "undefined" ? null : caches;
}

/** Only where a service worker controls the page: without one, nothing would ever read the copy. */
export function phoneKeepsCopies(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && navigator.serviceWorker.controller !== null;
}

/** Where and when a copy is kept; `storage` and `origin` stand in for the browser's in tests. */
interface KeepOptions {
  /** Asked right before writing: a sign-out meanwhile deleted the person's cache, and a late write must not bring it back. */
  stillOwner?: () => boolean;
  now?: Date;
  storage?: CacheStorage | null;
  origin?: string;
}

/** Keeps each `[path, body]` as the JSON answer of GET `path` in `owner`'s cache, all marked with the same time. */
async function keepAnswers(owner: string, answers: readonly (readonly [path: string, body: unknown])[], options: KeepOptions): Promise<void> {
  const storage = options.storage === undefined ? cacheStorage() : options.storage;
  if (!storage || !isOwnerId(owner)) return;
  const origin = options.origin ?? window.location.origin;
  const savedAt = (options.now ?? new Date()).toISOString();
  const cache = await storage.open(apiCacheName(owner));
  if (options.stillOwner && !options.stillOwner()) return;
  await Promise.all(
    answers.map(([path, body]) =>
      cache.put(
        new URL(path, origin).href,
        new Response(JSON.stringify(body), { headers: { "content-type": "application/json; charset=utf-8", [FROM_CACHE_HEADER]: savedAt } }),
      ),
    ),
  );
}

/** Keeps `answer` (GET /api/dashboard, current week) and its week (GET /api/weeks/:n) for `owner`, marked with when. */
export async function keepDashboardCopy(owner: string, answer: TDashboardResponse, options: KeepOptions = {}): Promise<void> {
  await keepAnswers(
    owner,
    [
      [DASHBOARD_KEY, answer],
      [`/api/weeks/${answer.week.weekNumber}`, answer.week],
    ],
    options,
  );
}

/** Keeps a week page's answer (the server drew it: no request the worker could keep) as GET /api/weeks/:n for `owner`. */
export async function keepWeekCopy(owner: string, week: number, view: TWeekView, options: KeepOptions = {}): Promise<void> {
  await keepAnswers(owner, [[`/api/weeks/${week}`, view]], options);
}
