// The global admin's dashboard: the stat cards, every plan, the newest purchases and organizations,
// and the dashboard's buttons — the sample and launch-library imports and the test mail. Authoring is the studio's.
import { mailInstant, mailWords } from "../../integrations/mail/mail-words.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { messages } from "../../../shared/messages.ts";
import {
  ADMIN_PURCHASES_SHOWN,
  SAMPLE_GROUP_KEYS,
  type PayoutStatus,
  type TAdminDashboardResponse,
  type TLibraryImportResponse,
  type TSampleImportResponse,
  type TTestEmailResponse,
} from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import { importPlanLibrary, importSamplePlan } from "../../db/seed/sample-import.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { AppError } from "../../lib/app-error.ts";
import { toPurchaseRow } from "../payments/purchase-row.ts";
import { listPlanSummaries, listRecentPurchases } from "../studio/authoring.queries.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import { rowsAuthoredBy } from "../../policies/plan.ts";
import { listOrganizationsWithTotals, purchaseTotals } from "./admin-dashboard.queries.ts";

function payoutStatusOf(org: { stripeConnected: boolean; payoutsEnabled: boolean }): PayoutStatus {
  if (org.payoutsEnabled) return "enabled";
  return org.stripeConnected ? "setup-incomplete" : "not-connected";
}

/** The whole admin dashboard: stat cards, plans, newest purchases and organizations. */
export async function getAdminDashboard(db: Database, mailer: Mailer, viewer: Viewer): Promise<TAdminDashboardResponse> {
  const [totals, plans, purchases, organizations] = await Promise.all([
    purchaseTotals(db),
    // The plans he authors (the global admin: every one).
    listPlanSummaries(db, rowsAuthoredBy(viewer)),
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

/** The admin's "Import Sample Data": the sample plan as a draft (docs/areas/admin.md), nothing written twice. */
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
export async function sendTestEmail(mailer: Mailer, to: { email: string; fullName: string; language?: Locale | null }): Promise<TTestEmailResponse> {
  try {
    const locale = to.language ?? "en";
    const { t } = mailWords(locale);
    await mailer.sendNow({
      to: to.email,
      subject: t("mail.testEmail.subject"),
      text: t("mail.testEmail.text", { name: to.fullName, sentAt: mailInstant(locale, new Date()) }),
    });
  } catch (error) {
    // The admin needs the transport's reason to fix the SMTP settings; credentials in an address are masked.
    const raw = error instanceof Error ? error.message : "unknown error";
    const reason = raw.replace(/\/\/[^/\s@]+@/g, "//***@").slice(0, TEST_MAIL_ERROR_MAX);
    throw new AppError("UNAVAILABLE", `The test email could not be sent: ${reason}`);
  }
  const message =
    mailer.kind === "outbox" ? `Test email sent to ${to.email}. SMTP_URL is not set, so it was kept in the dev outbox.` : `Test email sent to ${to.email}.`;
  return { message, to: to.email, transport: mailer.kind };
}
