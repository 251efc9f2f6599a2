// The policy table and the routes' declared actions: every action names a guard, says who may in
// words and whether it is a staff power; every route the app serves declares one of them, and every action is
// declared by at least one route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { GUARDS } from "./guards.ts";
import type { ActionPolicy } from "./rule.ts";
import { POLICY_TABLE } from "./table.ts";

const policies: [string, ActionPolicy][] = Object.entries(POLICY_TABLE);

describe("the policy table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives every action a known guard, its words, and a staff two-factor answer", () => {
    for (const [action, policy] of policies) {
      expect(action).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/);
      expect(Object.keys(GUARDS), action).toContain(policy.guard);
      expect(policy.who.length, action).toBeGreaterThan(10);
      expect(typeof policy.staffTwoFactor, action).toBe("boolean");
      if (policy.row) expect(policy.row.when.length, action).toBeGreaterThan(5);
    }
  });

  it("is declared by every route the app serves, and every action by at least one route", async () => {
    const declared = new Set(t.app.routeActions.map((route) => `${route.method} ${route.url}`));
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;
        if (!declared.has(route)) undeclared.push(route);
      }
    }
    expect(undeclared, "routes without a declared action").toEqual([]);
    const used = new Set<string>(t.app.routeActions.map((route) => route.action));
    // web.page is the built web app's files: the test app serves no build. A rule checked inside other actions
    // has no route of its own: the actions it is part of must be routes' actions.
    const routeless = policies.filter(([action, policy]) => !used.has(action) && action !== "web.page" && policy.inside === undefined);
    expect(routeless.map(([action]) => action)).toEqual([]);
    for (const [action, policy] of policies) {
      for (const host of policy.inside ?? []) expect(used.has(host), `${action} inside ${host}`).toBe(true);
      if (policy.inside) expect(used.has(action), `${action} is inside others and declared by a route too`).toBe(false);
    }
  });
});
