// Publishing a plan (or its draft): the checklist, then the platform's review or publication at once.
import { studioMessages, type TPublishResponse, type TStudioDocument } from "../../../shared/schemas/studio.ts";
import type { Database, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { localizeMessage } from "../../lib/i18n.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { publicationNeedsReview } from "../../policies/plan.ts";
import { summaryAfterChange, lockStudioPlan, updatePlanStatus, type StudioPlan } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { checklistOf, currentDocument, fingerprint, sellable } from "./plan-document.ts";
import { insertPlanVersion, latestPlanVersion, setReview, writePlanDraft } from "./plan-studio.queries.ts";
import { submitForReview } from "./submit-for-review.ts";
import { applyDocument } from "./write-plan.ts";

/** The checklist on the document to publish: anything missing is a 409 that lists it item by item (in `locale`). */
export async function requireReady(tx: Tx, plan: StudioPlan, document: TStudioDocument, paymentsConfigured: boolean, locale: Locale = "en"): Promise<void> {
  const missing = await checklistOf(document, await sellable(tx, plan.organizationId, paymentsConfigured), locale);
  if (missing.length === 0) return;
  const fields = Object.fromEntries(missing.map((item) => [item.key, item.message]));
  // The whole sentence is built here, so it is put into the reader's language here, piece by piece.
  const items = missing.map((item) => localizeMessage(locale, item.message));
  throw new AppError("CONFLICT", `${localizeMessage(locale, studioMessages.notReady)} ${items.join("; ")}.`, fields);
}

/** Publishes now: writes a draft into the stored plan, records the published version, clears any review. */
export async function publishNow(tx: Tx, plan: StudioPlan, document: TStudioDocument, publishedBy: string): Promise<void> {
  const applied = plan.hasDraft ? await applyDocument(tx, plan.id, plan.organizationId, document) : document;
  if (plan.hasDraft) await writePlanDraft(tx, plan.id, null);
  if (plan.status !== "published") await updatePlanStatus(tx, plan.id, "published");
  await setReview(tx, plan.id, { state: "none", note: null, approved: true });
  await insertPlanVersion(tx, plan.id, applied, publishedBy);
}

/**
 * Publishes a plan (or its draft). Anything the checklist misses is a 409 and nothing changes. An organization's
 * first publication, and any change to what was published, goes to the platform admins' review instead;
 * republishing exactly what was published before needs no review, nor does a members-only plan (its own families
 * read it) or a global admin's publication (he is the reviewer).
 */
export async function publishPlan(
  db: Database,
  author: Author,
  input: { planId: number; paymentsConfigured: boolean; locale?: Locale | undefined },
): Promise<TPublishResponse> {
  return db.transaction(async (tx) => {
    const plan = authorizeAuthor(author, "plan", await lockStudioPlan(tx, input.planId));
    const document = await currentDocument(tx, plan);
    await requireReady(tx, plan, document, input.paymentsConfigured, input.locale);
    const outcome = await publishOrSubmit(tx, author, plan, document);
    return { plan: await summaryAfterChange(tx, plan.id), outcome, message: outcome === "published" ? studioMessages.published : studioMessages.sentForReview };
  });
}

async function publishOrSubmit(tx: Tx, author: Author, plan: StudioPlan, document: TStudioDocument): Promise<"published" | "in-review"> {
  if (plan.status === "published" && !plan.hasDraft) return "published";
  if (publicationNeedsReview(author, plan)) {
    const last = await latestPlanVersion(tx, plan.id);
    const unchanged = last !== null && fingerprint(last) === fingerprint(document);
    if (!unchanged) {
      await submitForReview(tx, plan);
      return "in-review";
    }
  }
  await publishNow(tx, plan, document, author.userId);
  return "published";
}
