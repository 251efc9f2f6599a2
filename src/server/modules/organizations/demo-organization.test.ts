// The demo church of the embedded default: written once however often and however many starts run the
// seed, and what the demo dad and the demo leader then see through the API.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dadGroups, devotionalPlans, organizationFamilies, organizations } from "../../db/schema/index.ts";
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from "../../db/seed/accounts.ts";
import { seedDemoContent } from "../../db/seed/demo-content.ts";
import { ensureDemoAccounts } from "../family/demo-family.ts";
import { ensureDemoOrganization } from "./demo-organization.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { signIn } from "../../../../tests/support/actors.ts";

let t: TestApp;
beforeAll(async () => {
  // The leader is staff: his second factor is asked for on the staff pages, which is not what this test is about.
  t = await createTestApp({ REQUIRE_STAFF_TWO_FACTOR: "0" });
});
afterAll(async () => t.close());

describe("the demo church", () => {
  it("is written once, by two starts at once and again on the next start", async () => {
    await ensureDemoAccounts(t.db);
    await seedDemoContent(t.db);
    const outcomes = await Promise.all([ensureDemoOrganization(t.db), ensureDemoOrganization(t.db)]);
    expect(outcomes.sort()).toEqual(["created", "existing"]);
    expect(await ensureDemoOrganization(t.db)).toBe("existing");
    const [church] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, DEMO_ORGANIZATION.slug));
    const id = church!.id;
    const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n;
    expect(await n(t.db.select({ n: count() }).from(devotionalPlans).where(eq(devotionalPlans.organizationId, id)))).toBe(1);
    expect(await n(t.db.select({ n: count() }).from(dadGroups).where(eq(dadGroups.organizationId, id)))).toBe(1);
    expect(await n(t.db.select({ n: count() }).from(organizationFamilies).where(eq(organizationFamilies.organizationId, id)))).toBe(1);
  });

  it("shows the demo dad his church, its group and its plan; the leader owns it; anyone reads its page", async () => {
    await ensureDemoAccounts(t.db);
    await seedDemoContent(t.db);
    await ensureDemoOrganization(t.db);
    const dad = await signIn(t, DEMO_ACCOUNTS.dad.email, DEMO_ACCOUNTS.dad.password);
    expect((await dad.get("/api/memberships")).json().memberships).toEqual([
      expect.objectContaining({ name: DEMO_ORGANIZATION.name, slug: DEMO_ORGANIZATION.slug, sharesProgress: false }),
    ]);
    expect((await dad.get("/api/family/sharing")).json().groups).toEqual([
      expect.objectContaining({ name: DEMO_ORGANIZATION.group.name, organizationName: DEMO_ORGANIZATION.name, planTitle: DEMO_ORGANIZATION.plan.title }),
    ]);

    const leader = await signIn(t, DEMO_ACCOUNTS.leader.email, DEMO_ACCOUNTS.leader.password);
    const roster = await leader.get("/api/organizations/mine/families");
    expect(roster.statusCode, roster.body).toBe(200);
    expect(roster.body).toContain(DEMO_ACCOUNTS.dad.fullName);

    const page = await t.app.inject({ method: "GET", url: `/api/public/organizations/${DEMO_ORGANIZATION.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      organization: { name: DEMO_ORGANIZATION.name, description: DEMO_ORGANIZATION.description },
      plans: [{ title: DEMO_ORGANIZATION.plan.title, priceCents: 0 }],
    });
  });
});
