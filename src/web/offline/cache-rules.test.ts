// What the service worker keeps for reading offline, and for whom.
import { describe, expect, it } from "vitest";
import { apiCacheName, cacheRuleFor, isOwnerId, ownerOfCache } from "./cache-rules.ts";

describe("the cache rules", () => {
  it("keeps a week's answer under one key whether the week page (POST …/open) or a dashboard (GET) read it", () => {
    expect(cacheRuleFor("POST", "/api/weeks/3/open")).toEqual({ kind: "week", week: 3, key: "/api/weeks/3" });
    expect(cacheRuleFor("GET", "/api/weeks/3")).toEqual({ kind: "week", week: 3, key: "/api/weeks/3" });
    expect(cacheRuleFor("GET", "/api/weeks/12")?.key).toBe("/api/weeks/12");
  });

  it("keeps one's own journal pages under their own address", () => {
    expect(cacheRuleFor("GET", "/api/journal/entries")).toEqual({ kind: "journal", key: "/api/journal/entries" });
    expect(cacheRuleFor("GET", "/api/journal/entries?before=41")).toEqual({ kind: "journal", key: "/api/journal/entries?before=41" });
  });

  it("keeps the dashboard's current week, never another week of it", () => {
    expect(cacheRuleFor("GET", "/api/dashboard")).toEqual({ kind: "dashboard", key: "/api/dashboard" });
    expect(cacheRuleFor("GET", "/api/dashboard?week=3")).toBeNull();
    expect(cacheRuleFor("POST", "/api/dashboard")).toBeNull();
  });

  it("never keeps the session, admin, payments, the family, shared entries, writes or odd week addresses", () => {
    for (const [method, url] of [
      ["GET", "/api/session"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/payments/purchases"],
      ["GET", "/api/family"],
      ["GET", "/api/journal/shared"],
      ["GET", "/api/journal/entries/5"],
      ["POST", "/api/journal/entries"],
      ["PUT", "/api/progress/3"],
      ["GET", "/api/weeks/3/open"],
      ["POST", "/api/weeks/3"],
      ["GET", "/api/weeks/0"],
      ["GET", "/api/weeks/abc"],
      ["GET", "/api/weeks/3?x=1"],
      ["GET", "/api/auth/get-session"],
    ] as const) {
      expect(cacheRuleFor(method, url), `${method} ${url}`).toBeNull();
    }
  });

  it("names a cache after its owner only, and reads the owner back", () => {
    expect(apiCacheName("u_123-abc")).toBe("strongbond-api-v1-u_123-abc");
    expect(ownerOfCache("strongbond-api-v1-u_123-abc")).toBe("u_123-abc");
    expect(ownerOfCache("workbox-precache-v2-http://x/")).toBeNull();
    expect(() => apiCacheName("../other")).toThrow();
    expect(isOwnerId("a b")).toBe(false);
    expect(isOwnerId("")).toBe(false);
  });
});
