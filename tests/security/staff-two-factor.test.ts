// Every staff power needs two-factor (staff powers reach other families: a password alone must not open them), route
// by route. The policy table declares `staffTwoFactor` on every action; this file proves the declaration is complete
// (a staff guard cannot say false) and that every route marked true refuses a global admin, an organization owner and
// an organization editor who have not set two-factor up — with nothing changed — while the same routes still serve
// staff who have.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, organizationMembers, profiles, users } from "../../src/server/db/schema/index.ts";
import { POLICY_TABLE } from "../../src/server/policies/table.ts";
import type { ActionPolicy } from "../../src/server/policies/rule.ts";
import { startFakeStripeServer, type FakeStripeServer } from "../support/fake-stripe-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createGlobalAdmin, registerDad, type Actor } from "../support/actors.ts";
import { buildFixtures, changedTables, tableChecksums, type Fixtures } from "./matrix-fixtures.ts";
import { ROUTES, urlOf } from "./route-table.ts";
import { declaredRoutes } from "./declared-routes.ts";

const rules: [string, ActionPolicy][] = Object.entries(POLICY_TABLE);
const STAFF_GUARDS = new Set(["globalAdmin", "organizationStaff", "organizationOwner"]);

/** The policy of the action a "METHOD /openapi/{path}" route declares. */
function ruleOf(route: string): ActionPolicy | undefined {
  const action = declaredRoutes(t.app).find((declared) => declared.route === route)?.action;
  return action === undefined ? undefined : POLICY_TABLE[action];
}

let t: TestApp;
let fx: Fixtures;
let stripe: FakeStripeServer;
let staff: Record<"globalAdmin" | "owner" | "editor", Actor>;

beforeAll(async () => {
  stripe = await startFakeStripeServer();
  t = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_staff", STRIPE_API_URL: stripe.url });
  stripe.setAccount("acct_staff1", { transfers: "active", detailsSubmitted: true });
  fx = await buildFixtures(t, "acct_staff1");
  // Staff of organization 1 (the fixtures' payable one) and a global admin, none with two-factor.
  const owner = await registerDad(t, "Second Owner");
  const editor = await registerDad(t, "Plain Editor");
  for (const [person, role] of [
    [owner, "owner"],
    [editor, "editor"],
  ] as const) {
    await t.db.insert(organizationMembers).values({ organizationId: fx.ids.org1, userId: person.id, role });
    await t.db
      .update(profiles)
      .set({ organizationId: fx.ids.org1, ...(role === "owner" ? { role: "admin" as const } : {}) })
      .where(eq(profiles.id, person.id));
  }
  staff = { globalAdmin: await createGlobalAdmin(t, { twoFactor: false }), owner, editor };
}, 120_000);

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("every staff power needs two-factor", () => {
  it("every action declares it, and every action behind a staff guard declares true", () => {
    for (const [action, rule] of rules) {
      expect(typeof rule.staffTwoFactor, action).toBe("boolean");
      if (STAFF_GUARDS.has(rule.guard)) expect(rule.staffTwoFactor, `${action} runs a staff guard`).toBe(true);
    }
    // The powers the review named: refunds, payments, the admin studio and user management, organizations.
    for (const action of ["payments.refund", "payments.purchases.read", "admin.users.manage", "admin.studio", "organization.content.author"] as const) {
      expect(POLICY_TABLE[action].staffTwoFactor, action).toBe(true);
    }
  });

  it("every staff route refuses staff without two-factor and changes nothing", async () => {
    const staffRoutes = ROUTES.filter((call) => ruleOf(call.route)?.staffTwoFactor === true);
    expect(staffRoutes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const refusedWithTwoFactor = new Set<string>();
    for (const call of staffRoutes) {
      const [method = "GET"] = call.route.split(" ");
      for (const [name, actor] of Object.entries(staff)) {
        const raw = call.raw?.(fx);
        const body = raw ? raw.payload : call.body?.(fx);
        if (method !== "GET") await t.settleMail();
        const before = method !== "GET" ? await tableChecksums(t) : null;
        const response = await actor.request({
          method: method as "GET",
          url: urlOf(call, call.params?.(fx) ?? {}, fx),
          ...(raw ? { headers: { "content-type": raw.contentType } } : {}),
          ...(body === undefined ? {} : { payload: body as string }),
        });
        if (response.statusCode < 400) failures.push(`${name} ${call.route}: ${response.statusCode}`);
        if (response.statusCode === 403 && response.json<{ error: { code: string } }>().error.code === "TWO_FACTOR_REQUIRED")
          refusedWithTwoFactor.add(`${name} ${call.route}`);
        if (before) {
          const changed = changedTables(before, await tableChecksums(t));
          if (changed.length) failures.push(`${name} ${call.route}: refused but changed ${changed.join(", ")}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Each asks for two-factor where he would otherwise be let in: the global admin on every /api/admin route and on
    // a refund, the owner on every organization and payments route, the editor on what
    // editors may do (an owner-only route refuses him as an editor first).
    for (const call of staffRoutes) {
      if (call.route.includes(" /api/admin/") || call.route === "POST /api/purchases/{id}/refund")
        expect(refusedWithTwoFactor.has(`globalAdmin ${call.route}`), `globalAdmin ${call.route}`).toBe(true);
      if (call.route.includes(" /api/organizations/mine") || call.route.includes("/api/stripe/") || call.route.includes("/refund"))
        expect(refusedWithTwoFactor.has(`owner ${call.route}`), `owner ${call.route}`).toBe(true);
      if (call.route.includes(" /api/organizations/mine") && ruleOf(call.route)?.guard !== "organizationOwner")
        expect(refusedWithTwoFactor.has(`editor ${call.route}`), `editor ${call.route}`).toBe(true);
    }
  }, 120_000);

  it("a global admin without two-factor cannot refund; with it, the refund is in the admin audit log", async () => {
    const refused = await staff.globalAdmin.post(`/api/purchases/${fx.ids.purchase}/refund`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("TWO_FACTOR_REQUIRED");
    expect(stripe.requestsTo("POST /v1/refunds")).toHaveLength(0);

    const admin = fx.actors.globalAdmin;
    const refund = await admin.post(`/api/purchases/${fx.ids.purchase}/refund`, { amountCents: 500 });
    expect(refund.statusCode).toBe(200);
    const entries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "purchase.refunded"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, targetUserId: fx.actors.otherDad.id, targetEmail: fx.actors.otherDad.email });
    expect(entries[0]?.detail).toMatchObject({ purchaseId: String(fx.ids.purchase), amountCents: "500" });
    // The owner's refund is audited too.
    const byOwner = await fx.actors.orgAdmin.post(`/api/purchases/${fx.ids.purchase}/refund`, { amountCents: 100 });
    expect(byOwner.statusCode).toBe(200);
    expect(await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "purchase.refunded"))).toHaveLength(2);
    const [row] = await t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, staff.globalAdmin.id));
    expect(row?.on).toBe(false);
  });
});
