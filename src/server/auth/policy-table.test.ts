// The policy table is complete: every route the app serves is listed under exactly one action, and every
// listed route exists. The security matrix enumerates actors × routes from POLICY_TABLE (decision 014).
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { GUARDS, POLICY_TABLE, type PolicyRule } from "./policy-table.ts";

const rules: [string, PolicyRule][] = Object.entries(POLICY_TABLE);
const listed = rules.flatMap(([action, rule]) => rule.routes.map((route) => ({ action, route })));

describe("the policy table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("names each route once, with a known guard and a rule in words", () => {
    const seen = new Map<string, string>();
    for (const { action, route } of listed) {
      expect(seen.get(route), `${route} is listed under ${seen.get(route)} and ${action}`).toBeUndefined();
      seen.set(route, action);
      expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
    }
    for (const [action, rule] of rules) {
      expect(Object.keys(GUARDS), action).toContain(rule.guard);
      expect(rule.rule.length, action).toBeGreaterThan(10);
    }
  });

  it("lists only routes the app serves", () => {
    for (const { route } of listed) {
      const [method, url] = route.split(" ") as [HTTPMethods, string];
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it("lists every documented route", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = new Set(listed.map((entry) => entry.route));
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;
        if (!routes.has(route)) missing.push(route);
      }
    }
    expect(missing).toEqual([]);
  });
});
