// The row rules of `admin.users.manage` and `organization.content.author`, through the real app:
// the service loads the row by its id and the policy decides (policies/admin-users.ts, policies/plan.ts).
// - An organization's owner or editor reaches his organization's plans and items; another organization's, or the
//   platform's, answer exactly as an unknown id does (404, same body) and change nothing. The global admin
//   reaches every one.
// - A global admin changes any account but his own (409, nothing changed); mailing himself a reset link is open.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devotionals } from "../../src/server/db/schema/index.ts";
import { adminUserMessages } from "../../src/shared/schemas/admin-users.ts";
import { createGlobalAdmin, createOrganizationAdmin, TEST_PASSWORD, type TwoFactorActor } from "../support/actors.ts";
import { insertDevotional } from "../support/content-fixtures.ts";
import { insertPlan } from "../support/plan-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { changedTables, tableChecksums } from "./matrix-fixtures.ts";

const UNKNOWN_ID = 2_000_000_000;

let t: TestApp;
let globalAdmin: TwoFactorActor;
let owner: TwoFactorActor & { organizationId: number };
let other: TwoFactorActor & { organizationId: number };
const plans = { own: 0, others: 0, platform: 0 };
const items = { own: 0, others: 0, platform: 0 };

async function devotionalOf(organizationId: number | null): Promise<number> {
  const row = await insertDevotional(t.db, { title: `Devotional of ${organizationId ?? "the platform"}` });
  await t.db.update(devotionals).set({ organizationId }).where(eq(devotionals.id, row.id));
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  globalAdmin = await createGlobalAdmin(t);
  owner = await createOrganizationAdmin(t, "Own Ministry");
  other = await createOrganizationAdmin(t, "Other Ministry");
  plans.own = await insertPlan(t.db, { status: "draft", organizationId: owner.organizationId });
  plans.others = await insertPlan(t.db, { status: "draft", organizationId: other.organizationId });
  plans.platform = await insertPlan(t.db, { status: "draft", organizationId: null });
  items.own = await devotionalOf(owner.organizationId);
  items.others = await devotionalOf(other.organizationId);
  items.platform = await devotionalOf(null);
});
afterAll(async () => {
  await t?.close();
});

describe("organization.content.author: his organization's plans and items only", () => {
  const studioCalls = (kind: "plans" | "devotionals", id: number) =>
    kind === "plans"
      ? [
          { method: "GET", url: `/api/organizations/mine/plans/${id}/content` },
          { method: "GET", url: `/api/organizations/mine/plans/${id}/studio` },
          { method: "PUT", url: `/api/organizations/mine/plans/${id}/status`, payload: { status: "archived" } },
          { method: "DELETE", url: `/api/organizations/mine/plans/${id}` },
        ]
      : [
          { method: "GET", url: `/api/organizations/mine/devotionals/${id}` },
          {
            method: "PUT",
            url: `/api/organizations/mine/devotionals/${id}`,
            payload: { title: "Taken over", scriptureReference: "John 1:1", content: "Not his to write.", weekNumber: 1, discussionQuestions: [] },
          },
          { method: "DELETE", url: `/api/organizations/mine/devotionals/${id}` },
        ];

  it("reads his own plan and item", async () => {
    expect((await owner.get(`/api/organizations/mine/plans/${plans.own}/content`)).statusCode).toBe(200);
    const item = await owner.get(`/api/organizations/mine/devotionals/${items.own}`);
    expect(item.statusCode).toBe(200);
    // The owner the rule read stays on the server.
    expect(item.json()).not.toHaveProperty("organizationId");
  });

  for (const [kind, whose] of [
    ["plans", "others"],
    ["plans", "platform"],
    ["devotionals", "others"],
    ["devotionals", "platform"],
  ] as const) {
    it(`another's ${kind} (${whose}) answer as an unknown id and change nothing`, async () => {
      const id = kind === "plans" ? plans[whose] : items[whose];
      const unknownCalls = studioCalls(kind, UNKNOWN_ID);
      for (const [i, known] of studioCalls(kind, id).entries()) {
        const unknown = unknownCalls[i] ?? known;
        const before = await tableChecksums(t);
        const answer = await owner.request({ method: known.method as "GET", url: known.url, ...(known.payload ? { payload: known.payload } : {}) });
        const unknownAnswer = await owner.request({
          method: unknown.method as "GET",
          url: unknown.url,
          ...(unknown.payload ? { payload: unknown.payload } : {}),
        });
        expect(answer.statusCode, `${known.method} ${known.url}: ${answer.body}`).toBe(404);
        expect(answer.json(), known.url).toEqual(unknownAnswer.json());
        expect(changedTables(before, await tableChecksums(t))).toEqual([]);
      }
    });
  }

  it("the global admin reaches every organization's and the platform's", async () => {
    for (const id of Object.values(plans)) expect((await globalAdmin.get(`/api/admin/plans/${id}/content`)).statusCode).toBe(200);
    for (const id of Object.values(items)) expect((await globalAdmin.get(`/api/admin/devotionals/${id}`)).statusCode).toBe(200);
    expect((await globalAdmin.get(`/api/admin/devotionals/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe("admin.users.manage: any account but his own", () => {
  const changes = [
    { method: "PUT", path: "role", payload: { role: "dad", password: TEST_PASSWORD } },
    { method: "POST", path: "ban", payload: { reason: "testing the rule", password: TEST_PASSWORD } },
    { method: "POST", path: "unban", payload: { password: TEST_PASSWORD } },
    { method: "POST", path: "two-factor/reset", payload: { password: TEST_PASSWORD } },
    { method: "POST", path: "organization/release", payload: { password: TEST_PASSWORD } },
    { method: "DELETE", path: "", payload: { password: TEST_PASSWORD } },
  ] as const;

  for (const change of changes) {
    it(`${change.method} /api/admin/users/{his own id}/${change.path}: 409, nothing changed`, async () => {
      await t.settleMail();
      const before = await tableChecksums(t);
      const url = `/api/admin/users/${globalAdmin.id}${change.path ? `/${change.path}` : ""}`;
      const answer = await globalAdmin.request({ method: change.method, url, payload: change.payload });
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().error.message).toBe(adminUserMessages.notSelf);
      expect(changedTables(before, await tableChecksums(t))).toEqual([]);
    });
  }

  it("an unknown account is a 404", async () => {
    const answer = await globalAdmin.post(`/api/admin/users/${crypto.randomUUID()}/ban`, { reason: "nobody", password: TEST_PASSWORD });
    expect(answer.statusCode).toBe(404);
  });

  it("mailing himself a reset link is open", async () => {
    const answer = await globalAdmin.post(`/api/admin/users/${globalAdmin.id}/password-reset`, { password: TEST_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
