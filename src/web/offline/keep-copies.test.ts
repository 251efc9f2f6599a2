// The phone's copy of the dashboard's current week, written by the page where the service worker will look for it.
import { describe, expect, it } from "vitest";
import type { TDashboardResponse } from "../../shared/schemas/dashboard.ts";
import { FROM_CACHE_HEADER } from "./cache-rules.ts";
import { keepDashboardCopy, keepWeekCopy } from "./keep-copies.ts";
import type { TWeekView } from "../../shared/schemas/content.ts";

/** A CacheStorage of Maps: what the page's writes leave, by cache name and address. */
function fakeStorage() {
  const caches = new Map<string, Map<string, Response>>();
  const storage = {
    open: async (name: string) => {
      const cache = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, cache);
      return { put: async (url: string, response: Response) => void cache.set(url, response) };
    },
  } as unknown as CacheStorage;
  return { storage, caches };
}

const answer = { week: { weekNumber: 3, progress: {} }, journey: {} } as unknown as TDashboardResponse;
const origin = "https://strongbond.test";

describe("keepDashboardCopy", () => {
  it("keeps the dashboard and its week in the person's cache, marked with when", async () => {
    const { storage, caches } = fakeStorage();
    await keepDashboardCopy("u_1", answer, { storage, origin, now: new Date("2026-11-29T03:00:00Z") });
    const cache = caches.get("strongbond-api-v1-u_1");
    expect([...(cache?.keys() ?? [])].sort()).toEqual([`${origin}/api/dashboard`, `${origin}/api/weeks/3`]);
    const dashboard = cache?.get(`${origin}/api/dashboard`);
    expect(dashboard?.headers.get(FROM_CACHE_HEADER)).toBe("2026-11-29T03:00:00.000Z");
    expect(await dashboard?.json()).toEqual(answer);
    expect(await cache?.get(`${origin}/api/weeks/3`)?.json()).toEqual(answer.week);
  });

  it("writes nothing once the person has signed out meanwhile, or for a name that is not a user id", async () => {
    const { storage, caches } = fakeStorage();
    await keepDashboardCopy("u_1", answer, { storage, origin, stillOwner: () => false });
    expect(caches.get("strongbond-api-v1-u_1")?.size ?? 0).toBe(0);
    await keepDashboardCopy("../other", answer, { storage, origin });
    expect([...caches.keys()]).toEqual(["strongbond-api-v1-u_1"]);
  });
});

describe("keepWeekCopy", () => {
  it("keeps a week page's answer as GET /api/weeks/:n in the person's cache, and nothing after a sign-out", async () => {
    const { storage, caches } = fakeStorage();
    const view = { weekNumber: 2, progress: {} } as unknown as TWeekView;
    await keepWeekCopy("u_1", 2, view, { storage, origin, now: new Date("2026-11-29T03:00:00Z") });
    const kept = caches.get("strongbond-api-v1-u_1")?.get(`${origin}/api/weeks/2`);
    expect(kept?.headers.get(FROM_CACHE_HEADER)).toBe("2026-11-29T03:00:00.000Z");
    expect(await kept?.json()).toEqual(view);
    await keepWeekCopy("u_2", 2, view, { storage, origin, stillOwner: () => false });
    expect(caches.get("strongbond-api-v1-u_2")?.size ?? 0).toBe(0);
  });
});
