// The plan editor's whole answer: the plan, its document (a published plan's draft first), the publish checklist,
// its versions and the owner's items to reuse.
import { paymentsMessages } from "../../../shared/payments-messages.ts";
import type { TStudioResponse } from "../../../shared/schemas/studio.ts";
import type { Database } from "../../db/client.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { findStudioPlan, listContentOptions } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { checklistOf, currentDocument, sellable } from "./plan-document.ts";
import { listPlanVersions } from "./plan-studio.queries.ts";

export async function getStudio(
  db: Database,
  author: Author,
  input: { planId: number; paymentsConfigured: boolean; locale?: Locale | undefined },
): Promise<TStudioResponse> {
  const { draft, membersOnly: _membersOnly, approvedAt: _approvedAt, ...plan } = authorizeAuthor(author, "plan", await findStudioPlan(db, input.planId));
  const [document, versions, options, canSell] = await Promise.all([
    currentDocument(db, { ...plan, draft }),
    listPlanVersions(db, plan.id),
    listContentOptions(db, plan.organizationId),
    sellable(db, plan.organizationId, input.paymentsConfigured),
  ]);
  // A published paid plan whose seller stopped being payable stays readable and
  // startable, but families cannot buy it; the organization is told why here (families are not).
  const notForSale =
    plan.status === "published" && plan.priceCents > 0 && !canSell
      ? input.paymentsConfigured
        ? paymentsMessages.studioNotForSale
        : paymentsMessages.studioNotForSaleServer
      : null;
  return {
    plan,
    document,
    checklist: await checklistOf(document, canSell, input.locale),
    versions: versions.map((version) => ({ versionNumber: version.versionNumber, publishedAt: version.publishedAt.toISOString() })),
    notForSale,
    options,
  };
}
