// The demo church's rows (the embedded default's demo): the only Drizzle code of demo-organization.ts.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { dadGroups, devotionalPlans, groupMembers, organizations, planContent } from "../../db/schema/index.ts";
import { listPlanWeeks } from "../studio/authoring.queries.ts";

/** Serialises demo seeds started at once (two processes on one database): the second finds the first's rows. */
export async function lockDemoOrganization(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('strongbond:demo-organization'))`);
}

export async function organizationIdBySlug(tx: Tx, slug: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return row?.id;
}

/** A published platform plan by its title (the launch library's), with its weeks. */
export async function findLibraryPlan(tx: Tx, title: string) {
  const [plan] = await tx
    .select({
      id: devotionalPlans.id,
      durationWeeks: devotionalPlans.durationWeeks,
      category: devotionalPlans.category,
      tags: devotionalPlans.tags,
      coverImageUrl: devotionalPlans.coverImageUrl,
    })
    .from(devotionalPlans)
    .where(and(eq(devotionalPlans.title, title), isNull(devotionalPlans.organizationId), eq(devotionalPlans.status, "published")))
    .orderBy(asc(devotionalPlans.id))
    .limit(1);
  if (!plan) return undefined;
  return { ...plan, weeks: await listPlanWeeks(tx, plan.id) };
}

/** The organization's own published, free plan, made of the given weeks (their items shared). */
export async function insertOrganizationPlan(
  tx: Tx,
  input: {
    organizationId: number;
    title: string;
    description: string;
    from: NonNullable<Awaited<ReturnType<typeof findLibraryPlan>>>;
  },
): Promise<number> {
  const [plan] = await tx
    .insert(devotionalPlans)
    .values({
      title: input.title,
      description: input.description,
      coverImageUrl: input.from.coverImageUrl,
      durationWeeks: input.from.durationWeeks,
      category: input.from.category,
      tags: input.from.tags,
      isPublic: true,
      status: "published",
      approvedAt: new Date(),
      organizationId: input.organizationId,
    })
    .returning({ id: devotionalPlans.id });
  if (!plan) throw new Error("demo organization plan was not inserted");
  if (input.from.weeks.length > 0) await tx.insert(planContent).values(input.from.weeks.map((week) => ({ planId: plan.id, ...week })));
  return plan.id;
}

/** The organization's group running its plan from `startsOn`, with its leader and members. */
export async function insertRunningGroup(
  tx: Tx,
  input: { organizationId: number; name: string; description: string; code: string; planId: number; startsOn: string; leaderId: string; memberIds: string[] },
): Promise<number> {
  const [group] = await tx
    .insert(dadGroups)
    .values({
      name: input.name,
      description: input.description,
      isPrivate: true,
      groupCode: input.code,
      createdBy: input.leaderId,
      organizationId: input.organizationId,
      planId: input.planId,
      planStartsOn: input.startsOn,
    })
    .returning({ id: dadGroups.id });
  if (!group) throw new Error("demo group was not inserted");
  await tx
    .insert(groupMembers)
    .values([
      { groupId: group.id, userId: input.leaderId, role: "leader" as const },
      ...input.memberIds.map((userId) => ({ groupId: group.id, userId, role: "member" as const })),
    ]);
  return group.id;
}
