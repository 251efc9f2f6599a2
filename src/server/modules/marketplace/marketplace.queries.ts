// The only Drizzle code of the marketplace: published plans for dads and sons, and the plan start writes.
import type { Language } from "../../../shared/language.ts";
import { and, desc, eq, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { PlanCategory } from "../../../shared/constants.ts";
import type { TPlanWeekOutline } from "../../../shared/schemas/marketplace.ts";
import type { Queryable } from "../../db/client.ts";
import { challenges, devotionalPlans, devotionals, organizations, planContent, profiles, progress } from "../../db/schema/index.ts";
import { param, preparedQuery } from "../../platform/statements.ts";
import { familyOwnsPlan, planInsider } from "../payments/payments.queries.ts";

export interface PlanCursor {
  /** created_at in whole microseconds since the epoch: a JS Date would drop PostgreSQL's microseconds. */
  createdAtMicros: bigint;
  id: number;
  /**
   * In a list of every language: the language listed first and whether the last row was in another one. The next
   * page continues that order even if the reader's language changed in between.
   */
  order?: { first: Language; other: boolean };
}

export interface PlanRow {
  id: number;
  title: string;
  description: string | null;
  coverImageUrl: string | null;
  durationWeeks: number;
  category: PlanCategory | null;
  tags: string[];
  language: Language;
  priceCents: number;
  isPublic: boolean;
  /** The viewer's family owns the plan (a completed purchase by him or his dad). */
  purchased: boolean;
  /** The plan's organization can receive payments (a connected account Stripe says is ready). */
  payable: boolean;
  /** The organization that wrote it (null: the platform's own). */
  organizationName: string | null;
  organizationSlug: string | null;
  /** Kept for its organization's members: unlisted, open to them and, for its page, by link. */
  membersOnly: boolean;
  organizationId: number | null;
  /** The viewer's family belongs to the plan's organization. */
  member: boolean;
  membersLinkToken: string | null;
  cursorCreatedAtMicros: string;
}

/** Escapes LIKE wildcards so a search for "100%" or "dad_son" means those characters literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What a plan's card shows wherever plans are listed: its title, words, cover, length and price. */
export const planCardColumns = {
  id: devotionalPlans.id,
  title: devotionalPlans.title,
  description: devotionalPlans.description,
  coverImageUrl: devotionalPlans.coverImageUrl,
  durationWeeks: devotionalPlans.durationWeeks,
  priceCents: devotionalPlans.priceCents,
  language: devotionalPlans.language,
};

/**
 * The plans table with whether the viewer's family bought each plan (an EXISTS on user_purchases_plan_user_idx
 * per returned row, not a lookup per plan in code) and whether its organization can be paid.
 */
function plansWithPurchases(db: Queryable, userId: string | SQL) {
  return db
    .select({
      ...planCardColumns,
      category: devotionalPlans.category,
      tags: devotionalPlans.tags,
      isPublic: devotionalPlans.isPublic,
      purchased: sql<boolean>`${familyOwnsPlan(devotionalPlans.id, userId)}`,
      membersOnly: devotionalPlans.membersOnly,
      organizationId: devotionalPlans.organizationId,
      member: sql<boolean>`coalesce(${devotionalPlans.membersOnly} and ${planInsider(devotionalPlans.id, devotionalPlans.organizationId, userId)}, false)`,
      membersLinkToken: devotionalPlans.membersLinkToken,
      payable: sql<boolean>`coalesce(${organizations.stripeAccountId} is not null and ${organizations.payoutsEnabled}, false)`,
      organizationName: organizations.name,
      organizationSlug: organizations.slug,
      cursorCreatedAtMicros: sql<string>`(extract(epoch from ${devotionalPlans.createdAt}) * 1000000)::bigint::text`,
    })
    .from(devotionalPlans)
    .leftJoin(organizations, eq(organizations.id, devotionalPlans.organizationId))
    .$dynamic();
}

/**
 * One page of the listed plans (published and public). In one language: newest first, the order and the keyset
 * cursor following devotional_plans_status_created_idx (status, created_at desc), so the scan starts at the cursor
 * within the published rows and stops after `limit + 1` matches. In every language: `first`'s plans, then the
 * others, each newest first; the published rows are read and the top `limit + 1` kept by a sort in the same
 * statement (the whole catalogue of published plans, not a table of user rows).
 */
export async function findListedPlans(
  db: Queryable,
  opts: {
    userId: string;
    category?: PlanCategory | undefined;
    language?: Language | undefined;
    /** The language listed first (ordering only when `language` is not given). */
    first: Language;
    search?: string | undefined;
    cursor?: PlanCursor | undefined;
    limit: number;
  },
): Promise<PlanRow[]> {
  const filters = { category: Boolean(opts.category), search: Boolean(opts.search), cursor: opts.cursor !== undefined, language: Boolean(opts.language) };
  const variant = (filters.category ? 1 : 0) + (filters.search ? 2 : 0) + (filters.cursor ? 4 : 0) + (filters.language ? 8 : 0);
  return (listedPlansStatements[variant] as ListedPlansStatement)(db).execute({
    userId: opts.userId,
    limit: opts.limit + 1,
    category: opts.category,
    language: opts.language,
    first: opts.language ? undefined : opts.first,
    search: opts.search ? `%${escapeLike(opts.search)}%` : undefined,
    cursorMicros: opts.cursor?.createdAtMicros.toString(),
    cursorId: opts.cursor?.id,
    cursorOther: opts.language ? undefined : (opts.cursor?.order?.other ?? false),
  });
}

/**
 * findListedPlans' query for each combination of filters present (sixteen, by `variant`: category 1, search 2,
 * cursor 4, language 8), built once per database handle and prepared, its values bound at execution.
 */
const listedPlansStatements = Array.from({ length: 16 }, (_, variant) =>
  preparedQuery(`marketplace_listed_plans_${variant}`, (db: Queryable) =>
    listedPlansQuery(db, { category: (variant & 1) !== 0, search: (variant & 2) !== 0, cursor: (variant & 4) !== 0, language: (variant & 8) !== 0 }),
  ),
);
type ListedPlansStatement = (typeof listedPlansStatements)[number];

function listedPlansQuery(db: Queryable, filters: { category: boolean; search: boolean; cursor: boolean; language: boolean }) {
  const conditions: SQL[] = [eq(devotionalPlans.status, "published"), eq(devotionalPlans.isPublic, true), eq(devotionalPlans.membersOnly, false)];
  if (filters.category) conditions.push(eq(devotionalPlans.category, sql.placeholder("category")));
  if (filters.language) conditions.push(eq(devotionalPlans.language, sql.placeholder("language")));
  if (filters.search) conditions.push(ilike(devotionalPlans.title, sql.placeholder("search")));
  // Without a language filter the reader's language comes first: false (his) sorts before true (another).
  const other = sql`(${devotionalPlans.language} <> ${sql.placeholder("first")})`;
  if (filters.cursor) {
    const after = sql`(timestamptz 'epoch' + ${sql.placeholder("cursorMicros")}::bigint * interval '1 microsecond')`;
    // Spelled as a range on created_at (usable by the index) plus the id tie-break, not as a row comparison.
    const later = [
      sql`${devotionalPlans.createdAt} <= ${after}`,
      or(lt(devotionalPlans.createdAt, after), lt(devotionalPlans.id, sql.placeholder("cursorId"))) as SQL,
    ];
    if (filters.language) conditions.push(...later);
    else {
      // Past the cursor: in its language group and after it, or in a group that comes later.
      const cursorOther = sql`${sql.placeholder("cursorOther")}::boolean`;
      conditions.push(or(sql`${other} > ${cursorOther}`, and(sql`${other} = ${cursorOther}`, ...later)) as SQL);
    }
  }
  return plansWithPurchases(db, param("userId"))
    .where(and(...conditions))
    .orderBy(...(filters.language ? [] : [other]), desc(devotionalPlans.createdAt), desc(devotionalPlans.id))
    .limit(sql.placeholder("limit"));
}

/** A published plan by id, with whether the viewer bought it; undefined for a draft, archived or unknown id. */
export async function findPublishedPlan(db: Queryable, userId: string, planId: number): Promise<PlanRow | undefined> {
  const [row] = await plansWithPurchases(db, userId)
    .where(and(eq(devotionalPlans.id, planId), eq(devotionalPlans.status, "published")))
    .limit(1);
  return row;
}

/** The viewer's selected plan and when it was chosen, read inside the start transaction with the profile row locked. */
export async function lockSelectedPlan(db: Queryable, userId: string): Promise<{ selectedPlanId: number | null; planSelectedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ selectedPlanId: profiles.selectedPlanId, planSelectedAt: profiles.planSelectedAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update")
    .limit(1);
  return row;
}

/** Makes the plan the viewer's selected plan, stamping when it was chosen. Scoped to the viewer's own profile. */
export async function setSelectedPlan(db: Queryable, userId: string, planId: number, selectedAt: Date): Promise<void> {
  await db.update(profiles).set({ selectedPlanId: planId, planSelectedAt: selectedAt, updatedAt: selectedAt }).where(eq(profiles.id, userId));
}

/** Opens week 1 of the run for the viewer: a progress row with every flag false, unless one already exists. */
export async function ensureFirstWeekProgress(db: Queryable, userId: string, planRunId: number): Promise<void> {
  await db
    .insert(progress)
    .values({ userId, planRunId, weekNumber: 1, devotionalCompleted: false, challengeCompleted: false, journalCompleted: false })
    .onConflictDoNothing({ target: [progress.userId, progress.planRunId, progress.weekNumber] });
}

/**
 * A plan's week-by-week outline for its page: each week with content, within the plan's length, with the
 * devotional's and the challenge's titles (the first run shows the same, plan-choices.queries.ts).
 */
export async function selectWeekOutline(db: Queryable, planId: number): Promise<TPlanWeekOutline[]> {
  return db
    .select({ weekNumber: planContent.weekNumber, devotionalTitle: devotionals.title, challengeTitle: challenges.title })
    .from(planContent)
    .innerJoin(devotionalPlans, eq(devotionalPlans.id, planContent.planId))
    .leftJoin(devotionals, eq(devotionals.id, planContent.devotionalId))
    .leftJoin(challenges, eq(challenges.id, planContent.challengeId))
    .where(and(eq(planContent.planId, planId), sql`${planContent.weekNumber} <= ${devotionalPlans.durationWeeks}`))
    .orderBy(planContent.weekNumber);
}
