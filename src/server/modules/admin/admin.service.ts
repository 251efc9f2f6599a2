// The admin studio's rules: dashboard totals, plan creation and publishing, weekly content, content items,
// the sample import and the test mail. Routes call one function each; multi-table writes run in one transaction.
import { toPurchaseRow } from "../payments/purchase-row.ts";
import { messages } from "../../../shared/messages.ts";
import {
  ADMIN_PURCHASES_SHOWN,
  adminFieldMessages,
  SAMPLE_GROUP_KEYS,
  type PayoutStatus,
  type TAdminDashboardResponse,
  type TAdminPlanSummary,
  type TCreatedItemResponse,
  type TPlanContentResponse,
  type TPlanWeek,
  type TLibraryImportResponse,
  type TSampleImportResponse,
  type TTestEmailResponse,
  type TCreateChallengeInput,
  type TCreateDadsCornerInput,
  type TCreateDevotionalInput,
  type TCreatePlanInput,
} from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import { importPlanLibrary, importSamplePlan } from "../../db/seed/sample-import.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { AppError, badRequest, notFound } from "../../lib/app-error.ts";
import {
  countWeeksWithContent,
  findExistingItemIds,
  findPlanHeader,
  findPlanSummary,
  insertChallenge,
  insertDadsCorner,
  insertDevotional,
  insertDraftPlan,
  listContentOptions,
  listOrganizationsWithTotals,
  listPlanSummaries,
  listPlanWeeks,
  listRecentPurchases,
  lockPlan,
  purchaseTotals,
  replacePlanWeeks,
  updatePlanStatus,
} from "./admin.queries.ts";

const nullIfEmpty = (value: string): string | null => (value === "" ? null : value);

function payoutStatusOf(org: { stripeConnected: boolean; payoutsEnabled: boolean }): PayoutStatus {
  if (org.payoutsEnabled) return "enabled";
  return org.stripeConnected ? "setup-incomplete" : "not-connected";
}

/** The whole admin dashboard: stat cards, plans, newest purchases and organizations. */
export async function getAdminDashboard(db: Database, mailer: Mailer): Promise<TAdminDashboardResponse> {
  const [totals, plans, purchases, organizations] = await Promise.all([
    purchaseTotals(db),
    listPlanSummaries(db),
    listRecentPurchases(db, ADMIN_PURCHASES_SHOWN),
    listOrganizationsWithTotals(db),
  ]);
  return {
    stats: {
      totalRevenueCents: totals.revenueCents,
      platformCommissionsCents: totals.commissionCents,
      activePlans: plans.filter((plan) => plan.status === "published").length,
    },
    plans,
    purchases: purchases.map(toPurchaseRow),
    purchaseCount: totals.purchaseCount,
    organizations: organizations.map(({ stripeConnected, payoutsEnabled, ...org }) => ({
      ...org,
      payoutStatus: payoutStatusOf({ stripeConnected, payoutsEnabled }),
    })),
    mailTransport: mailer.kind,
  };
}

async function requirePlanSummary(db: Database, planId: number): Promise<TAdminPlanSummary> {
  const plan = await findPlanSummary(db, planId);
  if (!plan) throw notFound(messages.planNotFound);
  return plan;
}

/** Creates a platform plan as a draft (spec 001 §4); the admin fills its weeks next. */
export async function createPlan(db: Database, input: TCreatePlanInput): Promise<TAdminPlanSummary> {
  const tags = [...new Set(input.tags)];
  const planId = await insertDraftPlan(db, {
    title: input.title,
    description: nullIfEmpty(input.description),
    durationWeeks: input.durationWeeks,
    category: input.category,
    tags,
    isPublic: input.isPublic,
  });
  return requirePlanSummary(db, planId);
}

/** A plan's weekly content and every item the editor may choose from. */
export async function getPlanContent(db: Database, planId: number): Promise<TPlanContentResponse> {
  const plan = await findPlanHeader(db, planId);
  if (!plan) throw notFound(messages.planNotFound);
  const [weeks, options] = await Promise.all([listPlanWeeks(db, planId), listContentOptions(db)]);
  return { plan, weeks, options };
}

const hasAnyItem = (week: TPlanWeek) => week.devotionalId !== null || week.challengeId !== null || week.dadsCornerId !== null;

/**
 * Replaces a plan's weekly content in one transaction. Weeks lie within 1..duration_weeks, every id names an
 * existing item, and a published plan keeps at least one week of content. Weeks with no item are not stored.
 */
export async function savePlanContent(db: Database, planId: number, weeks: TPlanWeek[]): Promise<TPlanWeek[]> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan) throw notFound(messages.planNotFound);

    const fields: Record<string, string> = {};
    weeks.forEach((week, index) => {
      if (week.weekNumber > plan.durationWeeks) fields[`weeks.${index}.weekNumber`] = adminFieldMessages.weekOutOfPlan;
    });
    const idsOf = (pick: (week: TPlanWeek) => number | null) => [...new Set(weeks.map(pick).filter((id): id is number => id !== null))];
    const existing = await findExistingItemIds(tx, {
      devotionals: idsOf((week) => week.devotionalId),
      challenges: idsOf((week) => week.challengeId),
      dadsCorner: idsOf((week) => week.dadsCornerId),
    });
    weeks.forEach((week, index) => {
      if (week.devotionalId !== null && !existing.devotionals.has(week.devotionalId)) fields[`weeks.${index}.devotionalId`] = adminFieldMessages.itemMissing;
      if (week.challengeId !== null && !existing.challenges.has(week.challengeId)) fields[`weeks.${index}.challengeId`] = adminFieldMessages.itemMissing;
      if (week.dadsCornerId !== null && !existing.dadsCorner.has(week.dadsCornerId)) fields[`weeks.${index}.dadsCornerId`] = adminFieldMessages.itemMissing;
    });
    const first = Object.values(fields)[0];
    if (first !== undefined) throw badRequest(first, fields);

    const stored = weeks.filter(hasAnyItem).sort((a, b) => a.weekNumber - b.weekNumber);
    if (plan.status === "published" && stored.length === 0) {
      throw new AppError("CONFLICT", adminFieldMessages.publishedNeedsContent);
    }
    await replacePlanWeeks(tx, planId, stored);
    return stored;
  });
}

/** Publishes (needs at least one week of content) or unpublishes a plan. */
export async function setPlanStatus(db: Database, planId: number, status: "draft" | "published"): Promise<TAdminPlanSummary> {
  await db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan) throw notFound(messages.planNotFound);
    if (plan.status === status) return;
    if (status === "published" && (await countWeeksWithContent(tx, planId)) === 0) {
      throw new AppError("CONFLICT", adminFieldMessages.publishNeedsContent);
    }
    await updatePlanStatus(tx, planId, status);
  });
  return requirePlanSummary(db, planId);
}

export async function createDevotional(db: Database, input: TCreateDevotionalInput): Promise<TCreatedItemResponse> {
  return insertDevotional(db, { ...input, memoryVerse: nullIfEmpty(input.memoryVerse) });
}

export async function createChallenge(db: Database, input: TCreateChallengeInput): Promise<TCreatedItemResponse> {
  return insertChallenge(db, input);
}

export async function createDadsCorner(db: Database, input: TCreateDadsCornerInput): Promise<TCreatedItemResponse> {
  return insertDadsCorner(db, input);
}

/** The admin's "Import Sample Data": the sample plan as a draft (spec 001 §9), nothing written twice. */
export async function importSampleData(db: Database): Promise<TSampleImportResponse> {
  const result = await importSamplePlan(db, { publish: false });
  return {
    message: messages.importSucceeded,
    planId: result.planId,
    groups: SAMPLE_GROUP_KEYS.map((key) => ({ key, ...result.groups[key] })),
  };
}

/** The admin's "Import Plan Library": every launch plan as a draft, in one transaction, nothing written twice. */
export async function importLibraryData(db: Database): Promise<TLibraryImportResponse> {
  const result = await importPlanLibrary(db, { publish: false });
  return {
    message: messages.importSucceeded,
    plans: result.plans.map((plan) => {
      const items = [plan.groups.devotionals, plan.groups.challenges, plan.groups.dadsCorner];
      return {
        planId: plan.planId,
        title: plan.title,
        planCreated: plan.groups.plan.created > 0,
        itemsCreated: items.reduce((sum, group) => sum + group.created, 0),
        itemsExisting: items.reduce((sum, group) => sum + group.existing, 0),
      };
    }),
  };
}

const TEST_MAIL_ERROR_MAX = 300;

/**
 * Sends a test mail to the signed-in admin through the configured transport and says how it went. It is
 * delivered now, not queued: the admin is asking whether the transport works, so the answer carries its reply.
 */
export async function sendTestEmail(mailer: Mailer, to: { email: string; fullName: string }): Promise<TTestEmailResponse> {
  try {
    await mailer.sendNow({
      to: to.email,
      subject: "StrongBond test email",
      text: [
        `Hello ${to.fullName},`,
        "",
        "This is a test email from the StrongBond admin studio. If you can read it, outgoing mail works.",
        "",
        `Sent at ${new Date().toISOString()}.`,
      ].join("\n"),
    });
  } catch (error) {
    // The admin needs the transport's reason to fix the SMTP settings; credentials in an address are masked.
    const raw = error instanceof Error ? error.message : "unknown error";
    const reason = raw.replace(/\/\/[^/\s@]+@/g, "//***@").slice(0, TEST_MAIL_ERROR_MAX);
    throw new AppError("UNAVAILABLE", `The test email could not be sent: ${reason}`);
  }
  const message =
    mailer.kind === "outbox"
      ? `Test email sent to ${to.email}. SMTP_URL is not set, so it was kept in the dev outbox.`
      : `Test email sent to ${to.email}.`;
  return { message, to: to.email, transport: mailer.kind };
}
