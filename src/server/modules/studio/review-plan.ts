// The platform's review of organizations' publications: the queue, and a global admin's approval (the plan or its
// draft is published) or return with a note; the plan's authors hear the outcome by mail.
import { recipientLocale } from "../../integrations/mail/mail-language.queries.ts";
import { studioMessages, type TPublishResponse, type TReviewQueueResponse } from "../../../shared/schemas/studio.ts";
import type { TAdminPlanSummary } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { AppError } from "../../lib/app-error.ts";
import { localizeMessage } from "../../lib/i18n.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { findPlanSummaries, lockStudioPlan, summaryAfterChange } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { checklistOf, currentDocument, sellable } from "./plan-document.ts";
import { findPlanAuthors, listPendingReviewIds, setMembersOnly, setReview } from "./plan-studio.queries.ts";
import { publishNow } from "./publish-plan.ts";
import { reviewOutcomeMail, type ReviewOutcome } from "./review-mail.ts";

/** Who hears how a review ended: the mailer and the app's address for the link back to the plan. */
export interface ReviewNotice {
  mailer: Mailer;
  appUrl: string;
}

/** The review queue: every plan waiting for a platform admin, oldest request first. */
export async function getReviewQueue(db: Database): Promise<TReviewQueueResponse> {
  const pending = await listPendingReviewIds(db);
  const summaries = new Map(
    (
      await findPlanSummaries(
        db,
        pending.map((row) => row.id),
      )
    ).map((summary) => [summary.id, summary]),
  );
  const plans = pending.flatMap((row) => {
    const summary = summaries.get(row.id);
    return summary ? [{ ...summary, reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null, firstPublication: row.approvedAt === null }] : [];
  });
  return { plans };
}

/** Mails the outcome to every staff member of the plan's organization (they author it), after the change is stored. */
async function tellAuthors(db: Database, planId: number, notice: ReviewNotice, outcome: ReviewOutcome): Promise<void> {
  const { title, emails } = await findPlanAuthors(db, planId);
  for (const to of emails) {
    const locale = await recipientLocale(db, { email: to });
    await notice.mailer.send(reviewOutcomeMail({ to, planId, planTitle: title, appUrl: notice.appUrl, outcome, locale }));
  }
}

/** A platform admin approves what he read (the version he saw): the plan or its draft is published; its authors are mailed. */
export async function approveReview(
  db: Database,
  author: Author,
  input: { planId: number; version: number; paymentsConfigured: boolean; locale?: Locale | undefined },
  notice: ReviewNotice,
): Promise<TPublishResponse> {
  const plan = await db.transaction(async (tx) => {
    const plan = authorizeAuthor(author, "plan", await lockStudioPlan(tx, input.planId));
    if (plan.reviewState !== "pending") throw new AppError("CONFLICT", studioMessages.notPending);
    if (plan.version !== input.version) throw new AppError("CONFLICT", studioMessages.versionConflict);
    const document = await currentDocument(tx, plan);
    const locale = input.locale ?? "en";
    const missing = await checklistOf(document, await sellable(tx, plan.organizationId, input.paymentsConfigured), locale);
    if (missing.length > 0) {
      // The sentence is built here, so it is put into the reviewer's language here, piece by piece.
      const items = missing.map((item) => localizeMessage(locale, item.message));
      throw new AppError("CONFLICT", `${localizeMessage(locale, studioMessages.notReady)} ${items.join("; ")}.`);
    }
    await publishNow(tx, plan, document, author.userId);
    // A members-only plan waits here only when its owner asked to list it: the approval lists it.
    if (plan.membersOnly) await setMembersOnly(tx, plan.id, false, null);
    return summaryAfterChange(tx, plan.id);
  });
  await tellAuthors(db, plan.id, notice, { kind: "approved" });
  return { plan, outcome: "published", message: studioMessages.approved };
}

/** A platform admin returns a plan with a note; its authors see the state and the note (and get it by mail), and families see nothing new. */
export async function returnReview(
  db: Database,
  author: Author,
  input: { planId: number; note: string },
  notice: ReviewNotice,
): Promise<{ plan: TAdminPlanSummary; message: string }> {
  const plan = await db.transaction(async (tx) => {
    const plan = authorizeAuthor(author, "plan", await lockStudioPlan(tx, input.planId));
    if (plan.reviewState !== "pending") throw new AppError("CONFLICT", studioMessages.notPending);
    await setReview(tx, plan.id, { state: "returned", note: input.note });
    return summaryAfterChange(tx, plan.id);
  });
  await tellAuthors(db, plan.id, notice, { kind: "returned", note: input.note });
  return { plan, message: studioMessages.returned };
}
