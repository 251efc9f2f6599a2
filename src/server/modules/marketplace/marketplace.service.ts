// Marketplace rules: which plans a dad or son sees, and starting a plan (docs/areas/marketplace.md).
import { LANGUAGES, type Language } from "../../../shared/language.ts";
import { timingSafeEqual } from "node:crypto";
import type { PlanCategory, Role } from "../../../shared/constants.ts";
import { MIN_CHARGE_CENTS } from "../../../shared/money.ts";
import type { PurchaseBlocker } from "../../../shared/schemas/payments.ts";
import { mayReadPlan } from "../../policies/plan-content.ts";
import { findFreeSeatFor } from "../payments/sponsorships.queries.ts";
import { messages } from "../../../shared/messages.ts";
import {
  marketplaceMessages,
  type START_PLAN_SOURCES,
  type TListPlansResponse,
  type TMarketplacePlan,
  type TPlanDetailResponse,
  type TStartPlanResponse,
} from "../../../shared/schemas/marketplace.ts";
import type { Database, Queryable } from "../../db/client.ts";
import { CACHED_ANSWERS, CONTENT, userName } from "../../platform/cached-answers.ts";
import { readThrough } from "../../platform/read-caches.ts";
import { AppError, badRequest, notFound } from "../../lib/app-error.ts";
import { familyToday } from "../../lib/clock.ts";
import { planRunText } from "../../../shared/schemas/plan-run.ts";
import { ensureRun, hasPendingPurchase } from "../progress/progress.queries.ts";
import { assertStartDate, defaultStart, startRun } from "../progress/plan-run.service.ts";
import {
  ensureFirstWeekProgress,
  findListedPlans,
  findPublishedPlan,
  lockSelectedPlan,
  selectWeekOutline,
  setSelectedPlan,
  type PlanCursor,
  type PlanRow,
} from "./marketplace.queries.ts";
import { MAX_INT4 } from "../../../shared/constants.ts";

export interface MarketplaceViewer {
  userId: string;
  role: Role;
  selectedPlanId: number | null;
  /** A son's dad on a confirmed link: his purchases are the family's. */
  familyDadId: string | null;
  /** STRIPE_SECRET_KEY is set: paid plans can be bought on this server. */
  paymentsConfigured: boolean;
  /** The organization whose staff he is on, if any: its members-only plans are open to him. */
  organizationId?: number | null;
  /** A signed-out visitor: only published, public plans that are not members-only, whatever link he brings. */
  signedOut?: boolean;
  /** The family's clock; UTC when not given. */
  timeZone?: string;
}

/** The signed-out visitor (no account: no purchase, no plan, no family, no organization). */
export function visitorOf(paymentsConfigured: boolean): MarketplaceViewer {
  return { userId: "", role: "dad", selectedPlanId: null, familyDadId: null, paymentsConfigured, organizationId: null, signedOut: true };
}

/** The last row's position; in a list of every language, also the language first and whether the row was in another. */
export function encodeCursor(cursor: { createdAtMicros: string; id: number; order?: PlanCursor["order"] }): string {
  const order = cursor.order ? `.${cursor.order.first}.${cursor.order.other ? 1 : 0}` : "";
  return Buffer.from(`${cursor.createdAtMicros}.${cursor.id}${order}`, "utf8").toString("base64url");
}

const invalidCursor = () => badRequest(marketplaceMessages.invalidCursor, { cursor: marketplaceMessages.invalidCursor });
const isLanguage = (code: string | undefined): code is Language => (LANGUAGES as readonly (string | undefined)[]).includes(code);

/** The cursor a client sent back, or a 400 when it is not one we made. */
export function decodeCursor(raw: string): PlanCursor {
  const text = Buffer.from(raw, "base64url").toString("utf8");
  const match = /^(\d{1,17})\.(\d{1,10})(?:\.([a-z]{2})\.([01]))?$/.exec(text);
  const id = match ? Number(match[2]) : 0;
  if (!match?.[1] || id < 1 || id > MAX_INT4) throw invalidCursor();
  const first = match[3];
  if (first === undefined) return { createdAtMicros: BigInt(match[1]), id };
  if (!isLanguage(first)) throw invalidCursor();
  return { createdAtMicros: BigInt(match[1]), id, order: { first, other: match[4] === "1" } };
}

/** Why this viewer cannot buy the plan now; null when it is free, owned, or can be bought. */
function purchaseBlocker(row: PlanRow, viewer: MarketplaceViewer): PurchaseBlocker | null {
  if (row.priceCents === 0 || row.purchased) return null;
  if (!viewer.paymentsConfigured) return "payments-not-configured";
  if (!row.payable) return "organization-not-payable";
  if (row.priceCents < MIN_CHARGE_CENTS) return "below-minimum";
  if (viewer.role !== "dad") return "son";
  return null;
}

function toMarketplacePlan(row: PlanRow, viewer: MarketplaceViewer): TMarketplacePlan {
  const selectedPlanId = viewer.selectedPlanId;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    coverImageUrl: row.coverImageUrl,
    durationWeeks: row.durationWeeks,
    category: row.category,
    language: row.language,
    tags: row.tags,
    priceCents: row.priceCents,
    // Week 1 of every plan is free to anyone who starts it (docs/areas/marketplace.md); weeks ≥ 2 of a paid plan need a purchase.
    canStart: true,
    purchased: row.priceCents > 0 && row.purchased,
    purchaseBlocker: purchaseBlocker(row, viewer),
    isSelected: row.id === selectedPlanId,
    organization: row.organizationName !== null && row.organizationSlug !== null ? { name: row.organizationName, slug: row.organizationSlug } : null,
  };
}

/**
 * Whether a published plan is open to this viewer: the plan's read rule (policies/plan-content.ts). An unlisted
 * plan only to who bought or follows it; a members-only plan to its organization's insiders, and its
 * page to whoever brings the link's key. To anyone else it does not exist (404, like a draft).
 */
function isVisible(row: PlanRow, viewer: MarketplaceViewer, linkKey?: string): boolean {
  // The public never sees a members-only plan: its link is for members, who sign in to open it.
  if (viewer.signedOut) return row.isPublic && !row.membersOnly;
  const staff = row.organizationId !== null && viewer.organizationId === row.organizationId;
  return mayReadPlan({
    isPublic: row.isPublic,
    membersOnly: row.membersOnly,
    insider: row.member || staff,
    owned: row.purchased,
    follows: row.id === viewer.selectedPlanId,
    byLink: linkKey !== undefined && row.membersLinkToken !== null && safeEqual(linkKey, row.membersLinkToken),
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface ListPlansQuery {
  category?: PlanCategory | undefined;
  language?: Language | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * One page of the marketplace: published public plans filtered by category, language and title. Without a language
 * filter the reader's language (`first`) comes first, then the others, each newest first.
 */
export async function listPlans(db: Database, viewer: MarketplaceViewer, query: ListPlansQuery, first: Language): Promise<TListPlansResponse> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  // A cursor of a list in one language does not say where the reader's language's plans end.
  if (cursor && !query.language && !cursor.order) throw invalidCursor();
  // A filter leaves one language; otherwise a next page continues the order its cursor was made in.
  const firstLanguage = query.language ?? cursor?.order?.first ?? first;
  // Kept until a plan or an organization changes, or a purchase by him or his dad. The key holds
  // everything of the viewer and the query the answer is made from.
  const key = CACHED_ANSWERS.marketplace.key(
    viewer.userId,
    viewer.role,
    viewer.selectedPlanId,
    viewer.paymentsConfigured,
    viewer.signedOut === true,
    query.category,
    query.language ?? "",
    firstLanguage,
    query.q,
    query.cursor,
    query.limit,
  );
  return readThrough(
    db,
    CACHED_ANSWERS.marketplace,
    key,
    () => readPlansPage(db, viewer, query, cursor, firstLanguage),
    () => [userName(viewer.userId), ...(viewer.familyDadId ? [userName(viewer.familyDadId)] : []), CONTENT],
  );
}

async function readPlansPage(
  db: Database,
  viewer: MarketplaceViewer,
  query: ListPlansQuery,
  cursor: PlanCursor | undefined,
  first: Language,
): Promise<TListPlansResponse> {
  const rows = await findListedPlans(db, {
    userId: viewer.userId,
    category: query.category,
    language: query.language,
    first,
    search: query.q,
    cursor,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // In one language the position alone is the cursor; in every language it says which group the row closed.
  const order = !query.language && last ? { first, other: last.language !== first } : undefined;
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ createdAtMicros: last.cursorCreatedAtMicros, id: last.id, order }) : null;
  return { plans: page.map((row) => toMarketplacePlan(row, viewer)), nextCursor };
}

async function findVisiblePlan(db: Queryable, viewer: MarketplaceViewer, planId: number, linkKey?: string): Promise<PlanRow> {
  const row = await findPublishedPlan(db, viewer.userId, planId);
  if (!row || !isVisible(row, viewer, linkKey)) throw notFound(messages.planNotFound);
  return row;
}

/** A published plan for its detail page; drafts, archived, unlisted and unknown ids are all "Plan not found". */
export async function getPlan(db: Database, viewer: MarketplaceViewer, planId: number, linkKey?: string): Promise<TMarketplacePlan> {
  const plan = toMarketplacePlan(await findVisiblePlan(db, viewer, planId, linkKey), viewer);
  if (viewer.signedOut || plan.priceCents === 0 || plan.purchased) return plan;
  return { ...plan, seatAvailable: (await findFreeSeatFor(db, planId, viewer.userId)) !== undefined };
}

/** The plan page: the plan and its week-by-week outline (read together; the outline is dropped unless the plan is visible). */
export async function getPlanPage(db: Database, viewer: MarketplaceViewer, planId: number, linkKey?: string): Promise<TPlanDetailResponse> {
  const [plan, weeks] = await Promise.all([getPlan(db, viewer, planId, linkKey), selectWeekOutline(db, planId)]);
  return { plan, weeks };
}

/**
 * Starts a plan in one transaction: the profile's selected plan (and when it was chosen), the family's run of it
 * (a new run begins week 1 on `startsOn`, by default this Sunday; a run the family comes back to keeps
 * its ticks) and, from the plan page, the week-1 progress row of that run. Starting the plan already selected
 * changes nothing. Switching from another plan must be confirmed (the whole family moves) and waits for a purchase
 * still being confirmed; the old run and its ticks stay. No plan_content row is written here (a week without
 * content shows its coming-soon state).
 */
export async function startPlan(
  db: Database,
  viewer: MarketplaceViewer,
  planId: number,
  input: { source: (typeof START_PLAN_SOURCES)[number]; startsOn?: string | undefined; confirmSwitch?: boolean | undefined },
): Promise<TStartPlanResponse> {
  // "This Sunday" and the start-date limits on the family's calendar.
  const today = familyToday(viewer.timeZone ?? "UTC");
  if (input.startsOn !== undefined) assertStartDate(input.startsOn, today);
  return db.transaction(async (tx) => {
    // Locking the profile first serialises two starts by the same user (double click, two tabs).
    const profile = await lockSelectedPlan(tx, viewer.userId);
    if (!profile) throw notFound(messages.planNotFound);
    // Any visible plan can be started: week 1 is free; weeks ≥ 2 of a paid plan stay closed until it is bought.
    const plan = await findVisiblePlan(tx, { ...viewer, selectedPlanId: profile.selectedPlanId }, planId);

    const alreadySelected = profile.selectedPlanId === plan.id;
    if (!alreadySelected && profile.selectedPlanId !== null) {
      if (input.confirmSwitch !== true) throw new AppError("CONFLICT", planRunText.switchNeedsConfirmation);
      if (await hasPendingPurchase(tx, viewer.userId)) throw new AppError("CONFLICT", planRunText.purchasePending);
    }
    let selectedAt = alreadySelected ? profile.planSelectedAt : null;
    if (!selectedAt) {
      selectedAt = new Date();
      await setSelectedPlan(tx, viewer.userId, plan.id, selectedAt);
    }
    const runId = alreadySelected
      ? (await ensureRun(tx, { ownerId: viewer.userId, planId: plan.id }, input.startsOn ?? defaultStart(today))).id
      : (await startRun(tx, viewer.userId, plan.id, input.startsOn ?? defaultStart(today), today)).id;
    if (input.source === "plan-page") await ensureFirstWeekProgress(tx, viewer.userId, runId);
    return { selectedPlanId: plan.id, planSelectedAt: selectedAt.toISOString(), alreadySelected };
  });
}
