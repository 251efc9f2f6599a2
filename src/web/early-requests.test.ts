// The entry's early reads (early-requests.ts): taken once by the API client, for the dashboard paths paths.ts names.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DASHBOARD_PATHS, startEarlyGet, takeEarlyGet } from "./early-requests.ts";
import { patterns } from "./paths.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("early reads", () => {
  it("starts the dashboard read on exactly the dashboard paths", () => {
    expect([...DASHBOARD_PATHS].sort()).toEqual([patterns.dashboardDad, patterns.dashboardSon].sort());
  });

  it("sends the GET as the API client would, and hands its answer out once", async () => {
    const answer = new Response("{}");
    const fetchStub = vi.fn(() => Promise.resolve(answer));
    vi.stubGlobal("fetch", fetchStub);
    startEarlyGet("/api/session");
    expect(fetchStub).toHaveBeenCalledWith("/api/session", { method: "GET", headers: { accept: "application/json" }, credentials: "same-origin" });
    await expect(takeEarlyGet("/api/session")).resolves.toBe(answer);
    expect(takeEarlyGet("/api/session")).toBeUndefined();
  });
});
