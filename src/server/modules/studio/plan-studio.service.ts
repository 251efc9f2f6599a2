// The plan studio's rules: one editor document per plan (details and weeks, each week's
// devotional, challenge and Dad's Corner written in place), week saves checked against the plan's version, the
// publish checklist, the public review of an organization's plans, drafts of published plans and their versions.
import { sentFields, withSent, withSentEntries } from "../../lib/keep-unsent.ts";
import type { PlanStatus } from "../../../shared/constants.ts";
import { messages } from "../../../shared/messages.ts";
import { challengeMeasuresOf } from "../../../shared/fitness.ts";
import { ZCreatePlanRequest, type TAdminPlanSummary, type TCreatedItemResponse, type TPlanWeek, type TUpdatePlanInput } from "../../../shared/schemas/admin.ts";
import {
  studioMessages,
  ZStudioDocument,
  type TChecklistItem,
  type TPublishResponse,
  type TReviewQueueResponse,
  type TSaveWeekResponse,
  type TStudioDocument,
  type TStudioResponse,
  type TStudioWeek,
  type TWeekOrderRequest,
  type TSaveWeekRequest,
} from "../../../shared/schemas/studio.ts";
import type { Database, Tx } from "../../db/client.ts";
import { paymentsMessages } from "../../../shared/payments-messages.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import {
  ALL_PLANS,
  type PlanScope,
  findExistingItemIds,
  findPlanHeader,
  type ItemKind,
  lockItem,
  findPlanSummary,
  insertChallenge,
  insertDadsCorner,
  insertDevotional,
  insertDraftPlan,
  listContentOptions,
  listPlanWeeks,
  lockPlan,
  updateChallengeRow,
  updateDadsCornerRow,
  updateDevotionalRow,
  updatePlanRow,
  updatePlanStatus,
} from "./authoring.queries.ts";
import {
  bumpPlanVersion,
  deletePlanWeeksAfter,
  findItemsByIds,
  findPlanAuthors,
  findPublishedPlansUsing,
  insertPlanVersion,
  latestPlanVersion,
  listPendingReviewIds,
  listPlanVersions,
  organizationPayable,
  readPlanDraft,
  setReview,
  upsertPlanWeek,
  usedByAnotherPublishedPlan,
  writePlanDraft,
  setMembersOnly,
} from "./plan-studio.queries.ts";
import { followChallengeCopy } from "../fitness/fitness.service.ts";
import { challengeColumns, checkWeekAssignments, requirePlanSummary, savePlanContent, updatePlan } from "./authoring.service.ts";
import { inPlanScope } from "./plan-scope.ts";
import { reviewOutcomeMail, type ReviewOutcome } from "./review-mail.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";

/** What the studio needs to know about the server and the caller. */
export interface StudioContext {
  /** Stripe is configured on this server (a paid plan can be bought at all). */
  paymentsConfigured: boolean;
  /** Who acts (kept with each published version). */
  actorId: string | null;
  /**
   * Whether a publication by this caller goes to the platform admins' review first: an organization's staff, yes;
   * a global admin (the reviewer), no. The seam for members-only plans (a later issue): they keep the checklist
   * and skip the public review, so their caller passes false here.
   */
  publicReview: boolean;
}

type Header = NonNullable<Awaited<ReturnType<typeof findPlanHeader>>>;

type StoredItems = Awaited<ReturnType<typeof findItemsByIds>>;

/** One week of a document from the ids a week names and the items' rows (as the editor writes them). */
function documentWeekOf(
  weekNumber: number,
  ids: { devotionalId: number | null; challengeId: number | null; dadsCornerId: number | null } | undefined,
  items: StoredItems,
): TStudioWeek {
  const d = items.devotionals.find((item) => item.id === ids?.devotionalId);
  const c = items.challenges.find((item) => item.id === ids?.challengeId);
  const dc = items.dadsCorner.find((item) => item.id === ids?.dadsCornerId);
  return {
    weekNumber,
    devotional: d ? { ...d, memoryVerse: d.memoryVerse ?? "" } : null,
    challenge: c
      ? (() => {
          const { weekNumber: _week, organizationId: _owner, archivedAt: _archived, createdAt: _created, ...fields } = c;
          return { ...fields, measures: challengeMeasuresOf(fields.measures).map(({ unit, label, targets }) => ({ unit, label, targets })) };
        })()
      : null,
    dadsCorner: dc ?? null,
  };
}

/** The plan as stored (what families read once it is published), as one editor document. */
async function storedDocument(db: Database | Tx, header: Header): Promise<TStudioDocument> {
  const weeks = await listPlanWeeks(db, header.id);
  const ids = (pick: (week: (typeof weeks)[number]) => number | null) => weeks.map(pick).filter((id): id is number => id !== null);
  const items = await findItemsByIds(db, {
    devotionals: ids((week) => week.devotionalId),
    challenges: ids((week) => week.challengeId),
    dadsCorner: ids((week) => week.dadsCornerId),
  });
  const byWeek = new Map(weeks.map((week) => [week.weekNumber, week]));
  const documentWeeks: TStudioWeek[] = [];
  for (let weekNumber = 1; weekNumber <= header.durationWeeks; weekNumber += 1) {
    documentWeeks.push(documentWeekOf(weekNumber, byWeek.get(weekNumber), items));
  }
  return {
    details: {
      title: header.title,
      description: header.description,
      durationWeeks: header.durationWeeks,
      category: header.category,
      tags: header.tags,
      isPublic: header.isPublic,
      priceCents: header.priceCents,
      coverImageUrl: header.coverImageUrl,
    },
    weeks: documentWeeks,
  };
}

/** The draft of a published plan when it has one, else the plan as stored. */
async function currentDocument(db: Database | Tx, header: Header): Promise<{ document: TStudioDocument; fromDraft: boolean }> {
  const draft = await readPlanDraft(db, header.id);
  if (draft !== null) {
    const parsed = ZStudioDocument.safeParse(draft);
    if (parsed.success) return { document: parsed.data, fromDraft: true };
  }
  return { document: await storedDocument(db, header), fromDraft: false };
}

/** What publishing still needs, item by item: every week a devotional and a challenge, a cover, a description, a category, and a payable seller for a paid plan. */
export function checklistOf(document: TStudioDocument, sellable: boolean): TChecklistItem[] {
  const missing: TChecklistItem[] = [];
  const { details } = document;
  if (!details.description?.trim()) missing.push({ key: "description", message: studioMessages.needsDescription });
  if (!details.coverImageUrl) missing.push({ key: "cover", message: studioMessages.needsCover });
  if (!details.category) missing.push({ key: "category", message: studioMessages.needsCategory });
  for (let weekNumber = 1; weekNumber <= details.durationWeeks; weekNumber += 1) {
    const week = document.weeks.find((candidate) => candidate.weekNumber === weekNumber);
    if (!week?.devotional) missing.push({ key: `weeks.${weekNumber}.devotional`, message: studioMessages.needsDevotional(weekNumber) });
    if (!week?.challenge) missing.push({ key: `weeks.${weekNumber}.challenge`, message: studioMessages.needsChallenge(weekNumber) });
  }
  if (details.priceCents > 0 && !sellable) missing.push({ key: "payments", message: studioMessages.needsPayable });
  return missing;
}

/** A paid plan can be sold only by a payable organization on a server with payments configured. */
async function sellable(db: Database | Tx, organizationId: number | null, context: Pick<StudioContext, "paymentsConfigured">): Promise<boolean> {
  return context.paymentsConfigured && (await organizationPayable(db, organizationId));
}

async function requireHeader(db: Database | Tx, planId: number, scope: PlanScope): Promise<Header> {
  const header = inPlanScope(scope, "plan", await findPlanHeader(db, planId));
  return header;
}

/** The editor's whole answer: the plan, its document (draft first), the checklist, its versions and the items to reuse. */
export async function getStudio(db: Database, planId: number, scope: PlanScope, context: Pick<StudioContext, "paymentsConfigured">): Promise<TStudioResponse> {
  const header = await requireHeader(db, planId, scope);
  const [plan, { document }, versions, options, canSell] = await Promise.all([
    requirePlanSummary(db, planId, scope),
    currentDocument(db, header),
    listPlanVersions(db, planId),
    listContentOptions(db, header.organizationId),
    sellable(db, header.organizationId, context),
  ]);
  // A published paid plan whose seller stopped being payable stays readable and
  // startable, but families cannot buy it; the organization is told why here (families are not).
  const notForSale =
    plan.status === "published" && plan.priceCents > 0 && !canSell
      ? context.paymentsConfigured
        ? paymentsMessages.studioNotForSale
        : paymentsMessages.studioNotForSaleServer
      : null;
  return {
    plan,
    document,
    checklist: checklistOf(document, canSell),
    versions: versions.map((version) => ({ versionNumber: version.versionNumber, publishedAt: version.publishedAt.toISOString() })),
    notForSale,
    options,
  };
}

/** Whether the values to write differ from the stored row (every named column compared, arrays and JSON by value). */
function differsFrom(values: Record<string, unknown>, stored: Record<string, unknown> | undefined): boolean {
  if (!stored) return true;
  return Object.entries(values).some(([key, value]) => fingerprint(value ?? null) !== fingerprint(stored[key] ?? null));
}

/**
 * Where one existing item of a week is written. Unchanged text is only pointed at. Changed text is
 * written in place, unless a published plan other than this one has the item in its stored weeks: then this plan
 * gets a copy with the new text, and the other plans keep the row their families read (their drafts keep any
 * pending edit of it, which their own publication applies the same way). Answers the id the week points at.
 */
async function writeExistingItem(
  tx: Tx,
  kind: ItemKind,
  planId: number,
  id: number,
  changed: boolean,
  write: { update: () => Promise<unknown>; copy: () => Promise<number> },
): Promise<number> {
  if (!changed) return id;
  if (await usedByAnotherPublishedPlan(tx, kind, id, planId)) return write.copy();
  await write.update();
  return id;
}

/** Writes one week's items into the stored plan: edits the items it names, writes new ones for this week, points the week at them. */
async function applyWeek(tx: Tx, planId: number, owner: number | null, week: TStudioWeek): Promise<TStudioWeek> {
  const ids = {
    devotionals: week.devotional?.id ? [week.devotional.id] : [],
    challenges: week.challenge?.id ? [week.challenge.id] : [],
    dadsCorner: week.dadsCorner?.id ? [week.dadsCorner.id] : [],
  };
  const existing = await findExistingItemIds(tx, ids, owner);
  const fields: Record<string, string> = {};
  if (week.devotional?.id && !existing.devotionals.has(week.devotional.id)) fields["devotional.id"] = studioMessages.itemNotOwned;
  if (week.challenge?.id && !existing.challenges.has(week.challenge.id)) fields["challenge.id"] = studioMessages.itemNotOwned;
  if (week.dadsCorner?.id && !existing.dadsCorner.has(week.dadsCorner.id)) fields["dadsCorner.id"] = studioMessages.itemNotOwned;
  const first = Object.values(fields)[0];
  if (first !== undefined) throw badRequest(first, fields);
  const stored = await findItemsByIds(tx, ids);

  const weekNumber = week.weekNumber;
  let devotional = week.devotional;
  if (devotional) {
    const { id, ...values } = devotional;
    const row = { ...values, memoryVerse: nullIfEmpty(values.memoryVerse) };
    const insert = async () => (await insertDevotional(tx, { ...row, weekNumber, organizationId: owner })).id;
    const placed = id
      ? await writeExistingItem(tx, "devotionals", planId, id, differsFrom(row, stored.devotionals[0]), {
          update: () => updateDevotionalRow(tx, id, row),
          copy: insert,
        })
      : await insert();
    devotional = { ...devotional, id: placed };
  }
  let challenge = week.challenge;
  if (challenge) {
    const { id, ...fields } = challenge;
    const values = challengeColumns(fields);
    const insert = async () => (await insertChallenge(tx, { ...values, weekNumber, organizationId: owner })).id;
    const placed = id
      ? await writeExistingItem(tx, "challenges", planId, id, differsFrom(values, stored.challenges[0]), {
          update: () => updateChallengeRow(tx, id, values),
          // What the family logged for this week of this plan follows the plan's copy.
          copy: async () => {
            const copyId = await insert();
            await followChallengeCopy(tx, { planId, weekNumber, from: id, to: copyId });
            return copyId;
          },
        })
      : await insert();
    challenge = { ...challenge, id: placed };
  }
  let corner = week.dadsCorner;
  if (corner) {
    const { id, ...values } = corner;
    const insert = async () => (await insertDadsCorner(tx, { ...values, weekNumber, organizationId: owner })).id;
    const placed = id
      ? await writeExistingItem(tx, "dadsCorner", planId, id, differsFrom(values, stored.dadsCorner[0]), {
          update: () => updateDadsCornerRow(tx, id, values),
          copy: insert,
        })
      : await insert();
    corner = { ...corner, id: placed };
  }
  await upsertPlanWeek(tx, planId, {
    weekNumber,
    devotionalId: devotional?.id ?? null,
    challengeId: challenge?.id ?? null,
    dadsCornerId: corner?.id ?? null,
  });
  return { weekNumber, devotional, challenge, dadsCorner: corner };
}

/** Writes a whole document into the stored plan (a publication of a draft): details, every week, nothing past its duration. */
async function applyDocument(tx: Tx, planId: number, owner: number | null, document: TStudioDocument): Promise<TStudioDocument> {
  const { details } = document;
  await updatePlanRow(tx, planId, { ...details, description: nullIfEmpty(details.description) });
  const weeks: TStudioWeek[] = [];
  for (const week of document.weeks.filter((candidate) => candidate.weekNumber <= details.durationWeeks)) {
    weeks.push(await applyWeek(tx, planId, owner, week));
  }
  await deletePlanWeeksAfter(tx, planId, details.durationWeeks);
  return { details, weeks };
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockPlan>>>;

async function lockForEdit(tx: Tx, planId: number, scope: PlanScope, version: number): Promise<Locked> {
  const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
  if (plan.version !== version) throw new AppError("CONFLICT", studioMessages.versionConflict);
  return plan;
}

/** A published plan's edits wait in its draft; any other plan is written at once. */
const editsGoToDraft = (plan: Locked) => plan.status === "published";

/**
 * Saves one week as the editor wrote it (autosave), checked against the version the editor read: a plan changed
 * since (another tab) is refused with 409 and nothing is written. A new item is written for this week.
 */
export async function saveWeek(
  db: Database,
  planId: number,
  weekNumber: number,
  input: Omit<TSaveWeekRequest, "version"> & { version: number },
  scope: PlanScope,
  context: Pick<StudioContext, "paymentsConfigured">,
): Promise<TSaveWeekResponse> {
  const result = await db.transaction(async (tx) => {
    const plan = await lockForEdit(tx, planId, scope, input.version);
    const header = await requireHeader(tx, planId, scope);
    const { document } = await currentDocument(tx, header);
    if (weekNumber > document.details.durationWeeks) {
      throw badRequest(studioMessages.weekOutOfPlan, { week: studioMessages.weekOutOfPlan });
    }
    // The parts of the week this save leaves out stay as they are (an unchanged item is not written again).
    const current = document.weeks.find((week) => week.weekNumber === weekNumber);
    const { version: _version, ...parts } = sentFields(input);
    const parsedWeek = withSent<TStudioWeek>(
      { weekNumber, devotional: current?.devotional ?? null, challenge: current?.challenge ?? null, dadsCorner: current?.dadsCorner ?? null },
      parts as Partial<TStudioWeek>,
    );
    if (editsGoToDraft(plan)) {
      // Ids named in a draft must still be the owner's (checked again when it is published).
      const ids = {
        devotionals: parsedWeek.devotional?.id ? [parsedWeek.devotional.id] : [],
        challenges: parsedWeek.challenge?.id ? [parsedWeek.challenge.id] : [],
        dadsCorner: parsedWeek.dadsCorner?.id ? [parsedWeek.dadsCorner.id] : [],
      };
      const existing = await findExistingItemIds(tx, ids, plan.organizationId);
      if (
        ids.devotionals.some((id) => !existing.devotionals.has(id)) ||
        ids.challenges.some((id) => !existing.challenges.has(id)) ||
        ids.dadsCorner.some((id) => !existing.dadsCorner.has(id))
      ) {
        throw badRequest(studioMessages.itemNotOwned, { week: studioMessages.itemNotOwned });
      }
      const weeks = document.weeks
        .filter((week) => week.weekNumber !== weekNumber)
        .concat(parsedWeek)
        .sort((a, b) => a.weekNumber - b.weekNumber);
      const version = await writePlanDraft(tx, planId, { ...document, weeks });
      return { version, week: parsedWeek, document: { ...document, weeks } };
    }
    const week = await applyWeek(tx, planId, plan.organizationId, parsedWeek);
    const version = await bumpPlanVersion(tx, planId);
    const weeks = document.weeks.filter((candidate) => candidate.weekNumber !== weekNumber).concat(week);
    return { version, week, document: { ...document, weeks } };
  });
  const header = await requireHeader(db, planId, scope);
  return {
    version: result.version,
    week: result.week,
    checklist: checklistOf(result.document, await sellable(db, header.organizationId, context)),
    savedAt: new Date().toISOString(),
  };
}

/** Puts the plan's weeks in a new order: `order` lists every week number once, the week to become week 1 first. */
export async function reorderWeeks(db: Database, planId: number, input: TWeekOrderRequest, scope: PlanScope): Promise<{ version: number; message: string }> {
  return db.transaction(async (tx) => {
    const plan = await lockForEdit(tx, planId, scope, input.version);
    const header = await requireHeader(tx, planId, scope);
    const { document } = await currentDocument(tx, header);
    const count = document.details.durationWeeks;
    const valid = input.order.length === count && new Set(input.order).size === count && input.order.every((week) => week >= 1 && week <= count);
    if (!valid) throw badRequest(studioMessages.orderInvalid, { order: studioMessages.orderInvalid });
    const weeks = input.order.map((from, index) => {
      const week = document.weeks.find((candidate) => candidate.weekNumber === from);
      return { weekNumber: index + 1, devotional: week?.devotional ?? null, challenge: week?.challenge ?? null, dadsCorner: week?.dadsCorner ?? null };
    });
    if (editsGoToDraft(plan)) {
      return { version: await writePlanDraft(tx, planId, { ...document, weeks }), message: studioMessages.draftSaved };
    }
    // The stored plan: the weeks' rows are rewritten in their new places (items are not touched).
    await deletePlanWeeksAfter(tx, planId, 0);
    for (const week of weeks) {
      await upsertPlanWeek(tx, planId, {
        weekNumber: week.weekNumber,
        devotionalId: week.devotional?.id ?? null,
        challengeId: week.challenge?.id ?? null,
        dadsCornerId: week.dadsCorner?.id ?? null,
      });
    }
    return { version: await bumpPlanVersion(tx, planId), message: messages.planContentSaved };
  });
}

/** A stable text of a document, to tell whether it differs from the last published version. */
function fingerprint(document: unknown): string {
  return JSON.stringify(document, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** Publishes now: writes a draft into the stored plan, records the published version, clears any review. */
async function publishNow(tx: Tx, plan: Locked, document: TStudioDocument, actorId: string | null): Promise<void> {
  const applied = plan.hasDraft ? await applyDocument(tx, plan.id, plan.organizationId, document) : document;
  if (plan.hasDraft) await writePlanDraft(tx, plan.id, null);
  if (plan.status !== "published") await updatePlanStatus(tx, plan.id, "published");
  await setReview(tx, plan.id, { state: "none", note: null, approved: true });
  await insertPlanVersion(tx, plan.id, applied, actorId);
}

/**
 * Publishes a plan (or its draft). The checklist is the API's: anything missing is a 409 that lists it item by
 * item, and nothing changes. An organization's first publication, and any change to what was published, goes to
 * the platform admins' review instead; republishing exactly what was published before needs no review. A
 * members-only plan is read by the organization's own families, not the public: it skips the review
 * and keeps the checklist.
 */
export async function publishPlan(db: Database, planId: number, scope: PlanScope, context: StudioContext): Promise<TPublishResponse> {
  const outcome = await db.transaction(async (tx) => {
    const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
    const header = await requireHeader(tx, planId, scope);
    const { document } = await currentDocument(tx, header);
    const missing = checklistOf(document, await sellable(tx, plan.organizationId, context));
    if (missing.length > 0) {
      const fields = Object.fromEntries(missing.map((item) => [item.key, item.message]));
      throw new AppError("CONFLICT", `${studioMessages.notReady} ${missing.map((item) => item.message).join("; ")}.`, fields);
    }
    if (plan.status === "published" && !plan.hasDraft) return "published" as const;
    if (context.publicReview && !plan.membersOnly) {
      const last = await latestPlanVersion(tx, planId);
      const unchanged = last !== null && fingerprint(last) === fingerprint(document);
      if (!unchanged) {
        if (plan.reviewState !== "pending") await setReview(tx, planId, { state: "pending", note: null });
        return "in-review" as const;
      }
    }
    await publishNow(tx, plan, document, context.actorId);
    return "published" as const;
  });
  return {
    plan: await requirePlanSummary(db, planId, scope),
    outcome,
    message: outcome === "published" ? studioMessages.published : studioMessages.sentForReview,
  };
}

/** The review queue: every plan waiting for a platform admin, oldest request first. */
export async function getReviewQueue(db: Database): Promise<TReviewQueueResponse> {
  const pending = await listPendingReviewIds(db);
  const plans = await Promise.all(
    pending.map(async (row) => {
      const summary = await findPlanSummary(db, row.id);
      return summary ? { ...summary, reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null, firstPublication: row.approvedAt === null } : null;
    }),
  );
  return { plans: plans.filter((plan) => plan !== null) };
}

/** Who hears how a review ended: the mailer and the app's address for the link back to the plan. */
export interface ReviewNotice {
  mailer: Mailer;
  appUrl: string;
}

/** Mails the outcome to every staff member of the plan's organization (they author it), after the change is stored. */
async function tellAuthors(db: Database, planId: number, notice: ReviewNotice, outcome: ReviewOutcome): Promise<void> {
  const { title, emails } = await findPlanAuthors(db, planId);
  for (const to of emails) await notice.mailer.send(reviewOutcomeMail({ to, planId, planTitle: title, appUrl: notice.appUrl, outcome }));
}

/** A platform admin approves what he read (the version he saw): the plan or its draft is published; its authors are mailed. */
export async function approveReview(db: Database, planId: number, version: number, context: StudioContext, notice: ReviewNotice): Promise<TPublishResponse> {
  await db.transaction(async (tx) => {
    const plan = inPlanScope(ALL_PLANS, "plan", await lockPlan(tx, planId));
    if (plan.reviewState !== "pending") throw new AppError("CONFLICT", studioMessages.notPending);
    if (plan.version !== version) throw new AppError("CONFLICT", studioMessages.versionConflict);
    const header = await requireHeader(tx, planId, ALL_PLANS);
    const { document } = await currentDocument(tx, header);
    const missing = checklistOf(document, await sellable(tx, plan.organizationId, context));
    if (missing.length > 0) {
      throw new AppError("CONFLICT", `${studioMessages.notReady} ${missing.map((item) => item.message).join("; ")}.`);
    }
    await publishNow(tx, plan, document, context.actorId);
    // A members-only plan waits here only when its owner asked to list it: the approval lists it.
    if (plan.membersOnly) await setMembersOnly(tx, planId, false, null);
  });
  await tellAuthors(db, planId, notice, { kind: "approved" });
  return { plan: await requirePlanSummary(db, planId, ALL_PLANS), outcome: "published", message: studioMessages.approved };
}

/** A platform admin returns a plan with a note; its authors see the state and the note (and get it by mail), and families see nothing new. */
export async function returnReview(
  db: Database,
  planId: number,
  note: string,
  notice: ReviewNotice,
): Promise<{ plan: Awaited<ReturnType<typeof requirePlanSummary>>; message: string }> {
  await db.transaction(async (tx) => {
    const plan = inPlanScope(ALL_PLANS, "plan", await lockPlan(tx, planId));
    if (plan.reviewState !== "pending") throw new AppError("CONFLICT", studioMessages.notPending);
    await setReview(tx, planId, { state: "returned", note });
  });
  await tellAuthors(db, planId, notice, { kind: "returned", note });
  return { plan: await requirePlanSummary(db, planId, ALL_PLANS), message: studioMessages.returned };
}

/** The document as it is now (draft first), for export. */
export async function getDocument(db: Database, planId: number, scope: PlanScope): Promise<TStudioDocument> {
  const header = await requireHeader(db, planId, scope);
  return (await currentDocument(db, header)).document;
}

/**
 * Every change of a plan's status goes through here: publishing is `publishPlan` (checklist, review); taking a
 * plan out of publication (draft, archived) first writes a waiting draft into the stored plan, since nobody reads
 * the published text any more, and withdraws a pending review.
 */
export async function changePlanStatus(db: Database, planId: number, status: PlanStatus, scope: PlanScope, context: StudioContext): Promise<TPublishResponse> {
  if (status === "published") return publishPlan(db, planId, scope, context);
  await db.transaction(async (tx) => {
    const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
    if (plan.status === status) return;
    if (plan.hasDraft) {
      const header = await requireHeader(tx, planId, scope);
      const { document } = await currentDocument(tx, header);
      await applyDocument(tx, planId, plan.organizationId, document);
      await writePlanDraft(tx, planId, null);
    }
    if (plan.reviewState === "pending") await setReview(tx, planId, { state: "none", note: null });
    await updatePlanStatus(tx, planId, status);
  });
  return { plan: await requirePlanSummary(db, planId, scope), outcome: "published", message: messages.planContentSaved };
}

/**
 * Saves an imported plan as a new draft of the owner (the platform's plans are free): the plan and every item it
 * names, in one transaction, or nothing. The document is the server's own reading of the file, never the client's.
 */
export async function saveImportedPlan(db: Database, document: TStudioDocument, owner: number | null): Promise<{ plan: TAdminPlanSummary; message: string }> {
  const details = ZCreatePlanRequest.safeParse({
    title: document.details.title,
    description: document.details.description ?? "",
    durationWeeks: document.details.durationWeeks,
    category: document.details.category,
    tags: document.details.tags,
  });
  if (!details.success) {
    const fields = Object.fromEntries(details.error.issues.map((issue) => [issue.path.join(".") || "file", issue.message]));
    throw badRequest(Object.values(fields)[0] ?? studioMessages.importNoWeeks, fields);
  }
  const planId = await db.transaction(async (tx) => {
    const id = await insertDraftPlan(tx, {
      title: details.data.title,
      description: nullIfEmpty(details.data.description),
      durationWeeks: details.data.durationWeeks,
      category: details.data.category,
      tags: [...new Set(details.data.tags)],
      isPublic: true,
      priceCents: 0,
      organizationId: owner,
    });
    for (const week of document.weeks) await applyWeek(tx, id, owner, week);
    return id;
  });
  return { plan: await requirePlanSummary(db, planId, ALL_PLANS), message: studioMessages.importSaved };
}

// ---------- the older forms on a published plan ----------

/**
 * "Edit details" on a plan: a published plan's title, description, category, tags, visibility, price, cover and
 * duration go into its draft (families keep the published ones until it is published again, after review for an
 * organization); any other plan is written at once. Only the named fields change; `version` guards as before.
 */
export async function updatePlanDetails(db: Database, planId: number, input: TUpdatePlanInput, scope: PlanScope): Promise<TAdminPlanSummary> {
  const drafted = await db.transaction(async (tx) => {
    const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
    if (!editsGoToDraft(plan)) return false;
    if (input.version !== undefined && input.version !== plan.version) throw new AppError("CONFLICT", studioMessages.versionConflict);
    const { document } = await currentDocument(tx, await requireHeader(tx, planId, scope));
    const { version: _version, description, tags, ...named } = sentFields(input);
    const details: TStudioDocument["details"] = {
      ...document.details,
      ...named,
      ...(description === undefined ? {} : { description: nullIfEmpty(description) }),
      ...(tags === undefined ? {} : { tags: [...new Set(tags)] }),
    };
    // A longer plan gets empty weeks to write (the checklist names them); a shorter one drops the weeks past its end.
    const weeks: TStudioWeek[] = [];
    for (let weekNumber = 1; weekNumber <= details.durationWeeks; weekNumber += 1) {
      weeks.push(document.weeks.find((week) => week.weekNumber === weekNumber) ?? { weekNumber, devotional: null, challenge: null, dadsCorner: null });
    }
    await writePlanDraft(tx, planId, { details, weeks });
    return true;
  });
  if (!drafted) return updatePlan(db, planId, input, scope);
  return { ...(await requirePlanSummary(db, planId, scope)), ...(await draftDetailsOf(db, planId)) };
}

/** The details a published plan's draft holds, to show the writer what he wrote (families read the stored ones). */
export async function draftDetailsOf(db: Database | Tx, planId: number): Promise<Partial<TStudioDocument["details"]>> {
  const parsed = ZStudioDocument.safeParse(await readPlanDraft(db, planId));
  return parsed.success ? parsed.data.details : {};
}

const WEEK_FIELD = { devotionals: "devotional", challenges: "challenge", dadsCorner: "dadsCorner" } as const satisfies Record<ItemKind, keyof TStudioWeek>;

/**
 * An item form's edit (devotional, challenge, Dad's Corner). When published plans use the item, the edit goes into
 * each one's draft — the item as families read it stays until that plan is published again — and the answer says
 * how many plans it waits in. An item no published plan uses is written at once (`writeRow`).
 */
export async function editItemOrDraft(
  db: Database,
  kind: ItemKind,
  itemId: number,
  edit: { input: { title: string; weekNumber: number } & Record<string, unknown>; sent: Record<string, unknown> },
  scope: PlanScope,
  writeRow: () => Promise<TCreatedItemResponse>,
): Promise<TCreatedItemResponse> {
  const { input, sent } = edit;
  const drafted = await db.transaction(async (tx) => {
    inPlanScope(scope, "item", await lockItem(tx, kind, itemId));
    const planIds = await findPublishedPlansUsing(tx, kind, itemId);
    const { weekNumber: _week, ...values } = input;
    const { weekNumber: _sentWeek, ...sentValues } = sent;
    const field = WEEK_FIELD[kind];
    for (const planId of planIds) {
      const header = await requireHeader(tx, planId, ALL_PLANS);
      const { document } = await currentDocument(tx, header);
      // A draft that already holds an edit of this item keeps it: only the fields sent now change there.
      const weeks = document.weeks.map((week) =>
        week[field]?.id === itemId ? { ...week, [field]: { ...values, ...week[field], ...sentValues, id: itemId } } : week,
      );
      // The item forms' schema is the drafts' own (the same fields, HTML refused): the document stays valid.
      await writePlanDraft(tx, planId, ZStudioDocument.parse({ ...document, weeks }));
    }
    return planIds.length;
  });
  if (drafted === 0) return writeRow();
  return { id: itemId, title: input.title, weekNumber: input.weekNumber, message: studioMessages.itemDrafted(drafted) };
}

/**
 * The week-assignment screen ("Plan Content", `PUT …/plans/:planId/content`). On a published plan
 * the weeks it lists go into the plan's draft like every other form, and a week it leaves out keeps
 * what it had; families keep reading the published weeks until the plan is published again (after
 * review for an organization). The same checks as a direct save, then the same answer with the draft's sentence.
 * Any other plan is written at once.
 */
export async function savePlanContentOrDraft(
  db: Database,
  planId: number,
  sent: TPlanWeek[],
  scope: PlanScope,
): Promise<{ message: string; weeks: TPlanWeek[] }> {
  const drafted = await db.transaction(async (tx) => {
    const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
    if (!editsGoToDraft(plan)) return null;
    const { document } = await currentDocument(tx, await requireHeader(tx, planId, scope));
    const durationWeeks = document.details.durationWeeks;
    // A week the request does not name keeps what the draft holds for it.
    const idOf = (item: { id: number | null } | null) => item?.id ?? null;
    const kept = document.weeks
      .filter((week) => week.weekNumber <= durationWeeks)
      .map((week) => ({
        weekNumber: week.weekNumber,
        devotionalId: idOf(week.devotional),
        challengeId: idOf(week.challenge),
        dadsCornerId: idOf(week.dadsCorner),
      }));
    const weeks = withSentEntries(kept, sent, "weekNumber");
    const assigned = await checkWeekAssignments(tx, weeks, { ...plan, durationWeeks });
    const pick = (list: TPlanWeek[], key: "devotionalId" | "challengeId" | "dadsCornerId") =>
      list.map((week) => week[key]).filter((id): id is number => id !== null);
    const items = await findItemsByIds(tx, {
      devotionals: pick(assigned, "devotionalId"),
      challenges: pick(assigned, "challengeId"),
      dadsCorner: pick(assigned, "dadsCornerId"),
    });
    // An item the draft already holds keeps its drafted text (an edit waiting there is not lost); any other comes in
    // as stored. An item written in the editor and not yet published has no id, so the screen cannot show it: it
    // stays in its week unless another item is chosen in its place.
    const drafted = <K extends "devotional" | "challenge" | "dadsCorner">(field: K) =>
      new Map(document.weeks.flatMap((week) => (week[field]?.id ? [[week[field].id, week[field]] as const] : [])));
    const draftedItems = { devotional: drafted("devotional"), challenge: drafted("challenge"), dadsCorner: drafted("dadsCorner") };
    const documentWeeks: TStudioWeek[] = [];
    for (let weekNumber = 1; weekNumber <= durationWeeks; weekNumber += 1) {
      const asStored = documentWeekOf(
        weekNumber,
        assigned.find((week) => week.weekNumber === weekNumber),
        items,
      );
      const current = document.weeks.find((week) => week.weekNumber === weekNumber);
      const slot = <K extends "devotional" | "challenge" | "dadsCorner">(field: K): TStudioWeek[K] => {
        const stored = asStored[field];
        if (stored === null) return current?.[field]?.id === null ? current[field] : null;
        return (draftedItems[field].get(stored.id ?? 0) as TStudioWeek[K] | undefined) ?? stored;
      };
      documentWeeks.push({ weekNumber, devotional: slot("devotional"), challenge: slot("challenge"), dadsCorner: slot("dadsCorner") });
    }
    await writePlanDraft(tx, planId, { ...document, weeks: documentWeeks });
    return assigned;
  });
  if (drafted === null) return { message: messages.planContentSaved, weeks: await savePlanContent(db, planId, sent, scope) };
  return { message: studioMessages.draftSaved, weeks: drafted };
}
