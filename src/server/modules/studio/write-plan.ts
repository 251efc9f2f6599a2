// Writing a document into the stored plan (what families read): a week's items edited in place, copied when
// another published plan reads them, or written new; the plan's details; nothing past its duration.
import { FITNESS_UNIT_LABELS, type StoredChallengeMeasure } from "../../../shared/fitness.ts";
import type { TCreateChallengeInput } from "../../../shared/schemas/admin.ts";
import { studioMessages, type TStudioDocument, type TStudioWeek } from "../../../shared/schemas/studio.ts";
import type { Tx } from "../../db/client.ts";
import { badRequest } from "../../lib/app-error.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import { followChallengeCopy } from "../fitness/fitness.service.ts";
import {
  findExistingItemIds,
  insertChallenge,
  insertDadsCorner,
  insertDevotional,
  updateChallengeRow,
  updateDadsCornerRow,
  updateDevotionalRow,
  updatePlanRow,
  type ItemKind,
} from "./authoring.queries.ts";
import { deletePlanWeeksAfter, findItemsByIds, upsertPlanWeek, usedByAnotherPublishedPlan } from "./plan-studio.queries.ts";
import { fingerprint } from "./plan-document.ts";

/**
 * A challenge's columns as stored: each measure named (the unit's name when the author left it empty), so the week
 * page, a family's results and the Fitness view all call it the same.
 */
export function challengeColumns<T extends Pick<TCreateChallengeInput, "measures">>(input: T): T & { measures: StoredChallengeMeasure[] } {
  return { ...input, measures: input.measures.map((m) => ({ unit: m.unit, label: m.label || FITNESS_UNIT_LABELS[m.unit], targets: { ...m.targets } })) };
}

/** The ids a week names, per kind of item. */
export function idsOfWeek(week: Pick<TStudioWeek, "devotional" | "challenge" | "dadsCorner">) {
  return {
    devotionals: week.devotional?.id ? [week.devotional.id] : [],
    challenges: week.challenge?.id ? [week.challenge.id] : [],
    dadsCorner: week.dadsCorner?.id ? [week.dadsCorner.id] : [],
  };
}

/** Whether the values to write differ from the stored row (every named column compared, arrays and JSON by value). */
function differsFrom(values: Record<string, unknown>, stored: Record<string, unknown> | undefined): boolean {
  if (!stored) return true;
  return Object.entries(values).some(([key, value]) => fingerprint(value ?? null) !== fingerprint(stored[key] ?? null));
}

/**
 * Where one item of a week is written, answering the id the week points at. A new item is inserted. Unchanged text is
 * only pointed at. Changed text is written in place, unless a published plan other than this one has the item in its
 * stored weeks: then this plan gets a copy with the new text (`copied` follows it), and the other plans keep the row
 * their families read (their drafts keep any pending edit of it, which their own publication applies the same way).
 */
async function placeItem(
  tx: Tx,
  kind: ItemKind,
  planId: number,
  id: number | null | undefined,
  changed: boolean,
  write: { insert: () => Promise<number>; update: (id: number) => Promise<unknown>; copied?: (from: number, to: number) => Promise<unknown> },
): Promise<number> {
  if (!id) return write.insert();
  if (!changed) return id;
  if (await usedByAnotherPublishedPlan(tx, kind, id, planId)) {
    const copyId = await write.insert();
    await write.copied?.(id, copyId);
    return copyId;
  }
  await write.update(id);
  return id;
}

/** Writes one week's items into the stored plan: edits the items it names, writes new ones for this week, points the week at them. */
export async function applyWeek(tx: Tx, planId: number, owner: number | null, week: TStudioWeek): Promise<TStudioWeek> {
  const ids = idsOfWeek(week);
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
    devotional = {
      ...devotional,
      id: await placeItem(tx, "devotionals", planId, id, differsFrom(row, stored.devotionals[0]), {
        insert: async () => (await insertDevotional(tx, { ...row, weekNumber, organizationId: owner })).id,
        update: (itemId) => updateDevotionalRow(tx, itemId, row),
      }),
    };
  }
  let challenge = week.challenge;
  if (challenge) {
    const { id, ...fields } = challenge;
    const values = challengeColumns(fields);
    challenge = {
      ...challenge,
      id: await placeItem(tx, "challenges", planId, id, differsFrom(values, stored.challenges[0]), {
        insert: async () => (await insertChallenge(tx, { ...values, weekNumber, organizationId: owner })).id,
        update: (itemId) => updateChallengeRow(tx, itemId, values),
        // What the family logged for this week of this plan follows the plan's copy.
        copied: (from, to) => followChallengeCopy(tx, { planId, weekNumber, from, to }),
      }),
    };
  }
  let corner = week.dadsCorner;
  if (corner) {
    const { id, ...values } = corner;
    corner = {
      ...corner,
      id: await placeItem(tx, "dadsCorner", planId, id, differsFrom(values, stored.dadsCorner[0]), {
        insert: async () => (await insertDadsCorner(tx, { ...values, weekNumber, organizationId: owner })).id,
        update: (itemId) => updateDadsCornerRow(tx, itemId, values),
      }),
    };
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
export async function applyDocument(tx: Tx, planId: number, owner: number | null, document: TStudioDocument): Promise<TStudioDocument> {
  const { details } = document;
  await updatePlanRow(tx, planId, { ...details, description: nullIfEmpty(details.description) });
  const weeks: TStudioWeek[] = [];
  for (const week of document.weeks.filter((candidate) => candidate.weekNumber <= details.durationWeeks)) {
    weeks.push(await applyWeek(tx, planId, owner, week));
  }
  await deletePlanWeeksAfter(tx, planId, details.durationWeeks);
  return { details, weeks };
}
