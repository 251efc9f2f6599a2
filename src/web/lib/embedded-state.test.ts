// The answers a server-rendered page carries are as fresh as the page, not as the moment the app read them: a
// dashboard held until he acts (docs/decisions/061) and touched minutes later asks again; touched at once, it does not.
import { describe, expect, it } from "vitest";
import type { EmbeddedState } from "../../shared/embedded-state.ts";
import { sessionQueryKey } from "../session/get-session.ts";
import { dashboardQueryOptions } from "./dashboard-query.ts";
import { seedQueryCache } from "./embedded-state.ts";
import { createQueryClient } from "./query-client.ts";

const state = { session: { user: null }, dashboard: { week: { weekNumber: 3 } } } as unknown as EmbeddedState;

/** How long the app's answers stay fresh (lib/query-client.ts). */
function staleTime(queryClient: ReturnType<typeof createQueryClient>): number {
  const value = queryClient.getDefaultOptions().queries?.staleTime;
  if (typeof value !== "number") throw new Error("the query client sets a staleTime");
  return value;
}

describe("seedQueryCache", () => {
  it("dates the answers from the page's load, so an app that comes later than their freshness asks again", () => {
    const queryClient = createQueryClient();
    const loadedAt = Date.now() - 5 * 60_000;
    seedQueryCache(queryClient, state, loadedAt);
    const dashboard = queryClient.getQueryCache().find({ queryKey: dashboardQueryOptions(null).queryKey });
    const session = queryClient.getQueryCache().find({ queryKey: sessionQueryKey });
    expect(dashboard?.state.dataUpdatedAt).toBe(loadedAt);
    expect(session?.state.dataUpdatedAt).toBe(loadedAt);
    expect(dashboard?.isStaleByTime(staleTime(queryClient))).toBe(true);
    expect(queryClient.getQueryData(dashboardQueryOptions(null).queryKey)).toEqual(state.dashboard);
  });

  it("keeps answers from a page loaded just now fresh", () => {
    const queryClient = createQueryClient();
    seedQueryCache(queryClient, state, Date.now());
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: dashboardQueryOptions(null).queryKey })
        ?.isStaleByTime(staleTime(queryClient)),
    ).toBe(false);
  });
});
