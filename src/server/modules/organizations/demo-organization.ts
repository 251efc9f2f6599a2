// The demo church of the embedded default (so `npm start` shows the church circle): Grace Community Church,
// owned by the demo leader, with the demo dad's family as a member family and a group running the church's own plan.
// Runs at every start after the demo accounts and the launch library; writes nothing once the church exists (its
// slug), and two starts at once write it once (an advisory lock). The data is in db/seed/accounts.ts.
import type { Database } from "../../db/client.ts";
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from "../../db/seed/accounts.ts";
import { lastSunday, todayUtc } from "../../../shared/plan-run.ts";
import { hashPassword } from "../identity/password-hash.ts";
import { findUserIdByEmail, insertAccount } from "../identity/identity.queries.ts";
import { generateGroupCode } from "../groups/group-code.ts";
import { insertFamily } from "./organization-families.queries.ts";
import { insertOrganization } from "./organizations.queries.ts";
import { findLibraryPlan, insertOrganizationPlan, insertRunningGroup, lockDemoOrganization, organizationIdBySlug } from "./demo-organization.queries.ts";

/** The demo church, its leader, its plan and its group; "existing" when it is there already. */
export async function ensureDemoOrganization(db: Database): Promise<"created" | "existing"> {
  const leader = DEMO_ACCOUNTS.leader;
  const leaderHash = (await findUserIdByEmail(db, leader.email)) ? null : await hashPassword(leader.password);
  return db.transaction(async (tx) => {
    await lockDemoOrganization(tx);
    if ((await organizationIdBySlug(tx, DEMO_ORGANIZATION.slug)) !== undefined) return "existing";
    let leaderId = await findUserIdByEmail(tx, leader.email);
    if (!leaderId) {
      leaderId = crypto.randomUUID();
      await insertAccount(tx, {
        id: leaderId,
        email: leader.email,
        fullName: leader.fullName,
        passwordHash: leaderHash ?? (await hashPassword(leader.password)),
        role: "dad",
        emailVerified: true,
        visitedAlready: true,
      });
    }
    const { name, slug, description } = DEMO_ORGANIZATION;
    const organizationId = await insertOrganization(tx, { name, slug, description, createdBy: leaderId });
    const dadId = await findUserIdByEmail(tx, DEMO_ACCOUNTS.dad.email);
    if (dadId) await insertFamily(tx, organizationId, dadId);
    // The church's plan is made of the library plan's weeks; without the library (an import refused), no plan or group.
    const from = await findLibraryPlan(tx, DEMO_ORGANIZATION.plan.weeksFrom);
    if (!from) return "created";
    const planId = await insertOrganizationPlan(tx, {
      organizationId,
      title: DEMO_ORGANIZATION.plan.title,
      description: DEMO_ORGANIZATION.plan.description,
      from,
    });
    await insertRunningGroup(tx, {
      organizationId,
      name: DEMO_ORGANIZATION.group.name,
      description: DEMO_ORGANIZATION.group.description,
      code: generateGroupCode(),
      planId,
      // This week is the group's week 1.
      startsOn: lastSunday(todayUtc()),
      leaderId,
      memberIds: dadId ? [dadId] : [],
    });
    return "created";
  });
}
