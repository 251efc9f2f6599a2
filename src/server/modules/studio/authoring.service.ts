// Authoring: plans, their weekly content and the items they are made of (devotionals, challenges,
// Dad's Corner), for a global admin (every plan) and an organization's staff (its own, by scope). Routes call one
// function each; multi-table writes run in one transaction.
import { coversOfPlan, releaseUploads } from "../uploads/uploads.service.ts";
import { sentFields, withSentEntries } from "../../lib/keep-unsent.ts";
import { FITNESS_UNIT_LABELS, type StoredChallengeMeasure } from "../../../shared/fitness.ts";
import type { PlanStatus } from "../../../shared/constants.ts";
import { studioMessages, ZStudioDocument, type TStudioDocument } from "../../../shared/schemas/studio.ts";
import { readPlanDraft } from "./plan-studio.queries.ts";
import {
  adminFieldMessages,
  type TAdminPlanSummary,
  type TCreatedItemResponse,
  type TPlanContentResponse,
  type TPlanWeek,
  type TCreateChallengeInput,
  type TCreateDadsCornerInput,
  type TCreateDevotionalInput,
  type TCreatePlanInput,
  type TDeleteResponse,
  type TUpdatePlanInput,
} from "../../../shared/schemas/admin.ts";
import type { Database, Tx } from "../../db/client.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import {
  ALL_PLANS,
  type ItemOwner,
  type PlanScope,
  countWeeksWithContent,
  archiveItemRow,
  deleteItemRow,
  deletePlanRow,
  findChallenge,
  findDadsCorner,
  findDevotional,
  listItems,
  lockItem,
  planUsage,
  updateChallengeRow,
  updateDadsCornerRow,
  updateDevotionalRow,
  updatePlanRow,
  type ItemKind,
  findExistingItemIds,
  findPlanHeader,
  findPlanSummary,
  insertChallenge,
  insertDadsCorner,
  insertDevotional,
  insertDraftPlan,
  listContentOptions,
  listPlanWeeks,
  lockPlan,
  replacePlanWeeks,
} from "./authoring.queries.ts";
import { inPlanScope } from "./plan-scope.ts";

export async function requirePlanSummary(db: Database, planId: number, scope: PlanScope): Promise<TAdminPlanSummary> {
  const plan = inPlanScope(scope, "plan", await findPlanSummary(db, planId));
  return plan;
}

/**
 * Creates a plan as a draft (docs/areas/admin.md): the platform's (owner null, free) when a global admin creates it,
 * an organization's (with its price) when its staff does. The author fills its weeks next.
 */
export async function createPlan(db: Database, input: TCreatePlanInput & { priceCents?: number }, owner: ItemOwner): Promise<TAdminPlanSummary> {
  const tags = [...new Set(input.tags)];
  const planId = await insertDraftPlan(db, {
    title: input.title,
    description: nullIfEmpty(input.description),
    durationWeeks: input.durationWeeks,
    category: input.category,
    tags,
    isPublic: input.isPublic,
    priceCents: owner === null ? 0 : (input.priceCents ?? 0),
    organizationId: owner,
  });
  // The plan just created, whoever's it is.
  return requirePlanSummary(db, planId, ALL_PLANS);
}

/** A plan's weekly content and every item (of the plan's own owner) the editor may choose from. */
export async function getPlanContent(db: Database, planId: number, scope: PlanScope): Promise<TPlanContentResponse> {
  const header = inPlanScope(scope, "plan", await findPlanHeader(db, planId));
  const { organizationId, ...stored } = header;
  const [weeks, options, draft] = await Promise.all([
    listPlanWeeks(db, planId),
    listContentOptions(db, organizationId),
    stored.status === "published" ? readPlanDraft(db, planId) : null,
  ]);
  // A published plan's forms show what the writer drafted: its details and its weeks'
  // items; families read the stored ones.
  const drafted = draft === null ? null : ZStudioDocument.safeParse(draft);
  if (!drafted?.success) return { plan: stored, weeks, options };
  return { plan: { ...stored, ...drafted.data.details }, weeks: weekAssignmentsOf(drafted.data), options };
}

const hasAnyItem = (week: TPlanWeek) => week.devotionalId !== null || week.challengeId !== null || week.dadsCornerId !== null;

/** A document's weeks as the week-assignment screen reads them: the item ids of each week that has any. */
function weekAssignmentsOf(document: TStudioDocument): TPlanWeek[] {
  return document.weeks
    .map((week) => ({
      weekNumber: week.weekNumber,
      devotionalId: week.devotional?.id ?? null,
      challengeId: week.challenge?.id ?? null,
      dadsCornerId: week.dadsCorner?.id ?? null,
    }))
    .filter(hasAnyItem);
}

/**
 * Replaces a plan's weekly content in one transaction. Weeks lie within 1..duration_weeks, every id names an
 * existing item, and a published plan keeps at least one week of content. Weeks with no item are not stored.
 */
export async function savePlanContent(db: Database, planId: number, sent: TPlanWeek[], scope: PlanScope): Promise<TPlanWeek[]> {
  return db.transaction(async (tx) => {
    const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
    // A week the request does not name keeps its items (within the plan's weeks).
    const kept = (await listPlanWeeks(tx, planId)).filter((week) => week.weekNumber <= plan.durationWeeks);
    const weeks = withSentEntries(kept, sent, "weekNumber");

    const stored = await checkWeekAssignments(tx, weeks, plan);
    await replacePlanWeeks(tx, planId, stored);
    return stored;
  });
}

/**
 * Checks a week-assignment list against a plan (its duration and owner): weeks within 1..duration, every id an
 * existing item of the owner (400 with the field of each), and a published plan keeps at least one week of content
 * (409). Answers the weeks with any item, in week order: what is stored (or drafted).
 */
export async function checkWeekAssignments(
  tx: Tx,
  weeks: TPlanWeek[],
  plan: { durationWeeks: number; organizationId: number | null; status: PlanStatus },
): Promise<TPlanWeek[]> {
  const fields: Record<string, string> = {};
  weeks.forEach((week, index) => {
    if (week.weekNumber > plan.durationWeeks) fields[`weeks.${index}.weekNumber`] = adminFieldMessages.weekOutOfPlan;
  });
  const idsOf = (pick: (week: TPlanWeek) => number | null) => [...new Set(weeks.map(pick).filter((id): id is number => id !== null))];
  const existing = await findExistingItemIds(
    tx,
    {
      devotionals: idsOf((week) => week.devotionalId),
      challenges: idsOf((week) => week.challengeId),
      dadsCorner: idsOf((week) => week.dadsCornerId),
    },
    plan.organizationId,
  );
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
  return stored;
}

export async function createDevotional(db: Database, input: TCreateDevotionalInput, owner: ItemOwner): Promise<TCreatedItemResponse> {
  return insertDevotional(db, { ...input, memoryVerse: nullIfEmpty(input.memoryVerse), organizationId: owner });
}

/**
 * A challenge's columns as stored: each measure named (the unit's name when the author left it empty), so the week
 * page, a family's results and the Fitness view all call it the same.
 */
export function challengeColumns<T extends Pick<TCreateChallengeInput, "measures">>(input: T): T & { measures: StoredChallengeMeasure[] } {
  return { ...input, measures: input.measures.map((m) => ({ unit: m.unit, label: m.label || FITNESS_UNIT_LABELS[m.unit], targets: { ...m.targets } })) };
}

export async function createChallenge(db: Database, input: TCreateChallengeInput, owner: ItemOwner): Promise<TCreatedItemResponse> {
  return insertChallenge(db, { ...challengeColumns(input), organizationId: owner });
}

export async function createDadsCorner(db: Database, input: TCreateDadsCornerInput, owner: ItemOwner): Promise<TCreatedItemResponse> {
  return insertDadsCorner(db, { ...input, organizationId: owner });
}

// ---------- editing and deleting after creation ----------

/**
 * Edits a plan: only the fields the request names change (a missing price or cover keeps the plan's, it never
 * means free or no cover). A published plan keeps at least one week of content within its (new) duration. With a
 * `version`, a plan changed since that version is refused (409) rather than overwritten.
 */
export async function updatePlan(db: Database, planId: number, input: TUpdatePlanInput, scope: PlanScope): Promise<TAdminPlanSummary> {
  await db.transaction(async (tx) => {
    const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
    if (input.version !== undefined && input.version !== plan.version) throw new AppError("CONFLICT", studioMessages.versionConflict);
    const { version: _version, description, tags, ...named } = sentFields(input);
    await updatePlanRow(tx, planId, {
      ...named,
      ...(description === undefined ? {} : { description: nullIfEmpty(description) }),
      ...(tags === undefined ? {} : { tags: [...new Set(tags)] }),
    });
    if (plan.status === "published" && (await countWeeksWithContent(tx, planId)) === 0) {
      throw new AppError("CONFLICT", adminFieldMessages.publishedNeedsContent);
    }
  });
  return requirePlanSummary(db, planId, scope);
}

/**
 * Deletes a plan nobody depends on: a published plan must be unpublished first, and a plan that a family has
 * chosen or bought is never deleted (archive it instead), so nothing a family did vanishes.
 */
export async function deletePlan(db: Database, planId: number, scope: PlanScope): Promise<TDeleteResponse> {
  return db.transaction(async (tx) => {
    const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
    if (plan.status === "published") throw new AppError("CONFLICT", adminFieldMessages.planPublishedDelete);
    const usage = await planUsage(tx, planId);
    if (usage.selectedBy > 0 || usage.purchases > 0) throw new AppError("CONFLICT", adminFieldMessages.planInUse);
    const covers = await coversOfPlan(tx, planId);
    await deletePlanRow(tx, planId);
    // Its covers die with it, unless another plan shows them.
    await releaseUploads(tx, covers);
    return { outcome: "deleted" as const, message: adminFieldMessages.planDeleted };
  });
}

/** An item as its editor shows it: its owner serves the row rule only. */
function withoutOwner<T extends { organizationId: number | null }>({ organizationId: _owner, ...item }: T): Omit<T, "organizationId"> {
  return item;
}

export function getDevotional(db: Database, itemId: number, scope: PlanScope) {
  return findDevotional(db, itemId)
    .then((row) => inPlanScope(scope, "item", row))
    .then(withoutOwner);
}
export function getChallenge(db: Database, itemId: number, scope: PlanScope) {
  return findChallenge(db, itemId)
    .then((row) => inPlanScope(scope, "item", row))
    .then(withoutOwner);
}
export function getDadsCorner(db: Database, itemId: number, scope: PlanScope) {
  return findDadsCorner(db, itemId)
    .then((row) => inPlanScope(scope, "item", row))
    .then(withoutOwner);
}

/** Edits one item of the scope (404 when it is not one): locks it, writes its new values, answers what the editor shows. */
async function editItem(
  db: Database,
  kind: ItemKind,
  itemId: number,
  scope: PlanScope,
  input: { title: string; weekNumber: number },
  write: (tx: Tx) => Promise<unknown>,
): Promise<TCreatedItemResponse> {
  await db.transaction(async (tx) => {
    inPlanScope(scope, "item", await lockItem(tx, kind, itemId));
    await write(tx);
  });
  return { id: itemId, title: input.title, weekNumber: input.weekNumber };
}

export function updateDevotional(db: Database, itemId: number, input: TCreateDevotionalInput, scope: PlanScope): Promise<TCreatedItemResponse> {
  return editItem(db, "devotionals", itemId, scope, input, (tx) => updateDevotionalRow(tx, itemId, { ...input, memoryVerse: nullIfEmpty(input.memoryVerse) }));
}

export function updateChallenge(db: Database, itemId: number, input: TCreateChallengeInput, scope: PlanScope): Promise<TCreatedItemResponse> {
  return editItem(db, "challenges", itemId, scope, input, (tx) => updateChallengeRow(tx, itemId, challengeColumns(input)));
}

export function updateDadsCorner(db: Database, itemId: number, input: TCreateDadsCornerInput, scope: PlanScope): Promise<TCreatedItemResponse> {
  return editItem(db, "dadsCorner", itemId, scope, input, (tx) => updateDadsCornerRow(tx, itemId, input));
}

/**
 * Deletes an item no plan uses; an item some plan week uses is archived instead: those plans (and the families
 * on them) keep it, and it is no longer offered for new weeks.
 */
export async function deleteItem(db: Database, kind: ItemKind, itemId: number, scope: PlanScope): Promise<TDeleteResponse> {
  return db.transaction(async (tx) => {
    const item = inPlanScope(scope, "item", await lockItem(tx, kind, itemId));
    if (item.usedByWeeks > 0) {
      await archiveItemRow(tx, kind, itemId);
      return { outcome: "archived" as const, message: adminFieldMessages.itemArchived };
    }
    await deleteItemRow(tx, kind, itemId);
    return { outcome: "deleted" as const, message: adminFieldMessages.itemDeleted };
  });
}

export function getContentLibrary(db: Database, scope: PlanScope) {
  return listItems(db, scope);
}
