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
