// An item form's edit (devotional, challenge, Dad's Corner): the fields sent change, the others are kept, and the
// whole is checked by the create form's schema. When published plans use the item, the edit goes into each one's
// draft — the item as families read it stays until that plan is published again — and the answer says how many
// plans it waits in; an item no published plan uses is written at once.
import type { z } from "zod";
import { ZCreateChallengeRequest, ZCreateDadsCornerRequest, ZCreateDevotionalRequest, type TCreatedItemResponse } from "../../../shared/schemas/admin.ts";
import { studioMessages, ZStudioDocument, type TStudioWeek } from "../../../shared/schemas/studio.ts";
import type { Database, Tx } from "../../db/client.ts";
import { mergedForUpdate, sentFields } from "../../lib/keep-unsent.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import { lockItem, lockStudioPlan, updateChallengeRow, updateDadsCornerRow, updateDevotionalRow, type ItemKind } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { FIND_ITEM } from "./get-item.ts";
import { currentDocument } from "./plan-document.ts";
import { findPublishedPlansUsing, writePlanDraft } from "./plan-studio.queries.ts";
import { challengeColumns } from "./write-plan.ts";

/** Each kind's form (the schema the merged item must pass) and how its row is written. */
const FORMS = {
  devotionals: {
    schema: ZCreateDevotionalRequest,
    write: (tx: Tx, id: number, input: z.output<typeof ZCreateDevotionalRequest>) =>
      updateDevotionalRow(tx, id, { ...input, memoryVerse: nullIfEmpty(input.memoryVerse) }),
  },
  challenges: {
    schema: ZCreateChallengeRequest,
    write: (tx: Tx, id: number, input: z.output<typeof ZCreateChallengeRequest>) => updateChallengeRow(tx, id, challengeColumns(input)),
  },
  dadsCorner: {
    schema: ZCreateDadsCornerRequest,
    write: (tx: Tx, id: number, input: z.output<typeof ZCreateDadsCornerRequest>) => updateDadsCornerRow(tx, id, input),
  },
} as const;

const WEEK_FIELD = { devotionals: "devotional", challenges: "challenge", dadsCorner: "dadsCorner" } as const satisfies Record<ItemKind, keyof TStudioWeek>;

/** Lays the edit over the item in each published plan's draft that holds it; answers how many plans it waits in. */
async function draftInPlansUsing(tx: Tx, kind: ItemKind, itemId: number, values: Record<string, unknown>, sent: Record<string, unknown>): Promise<number> {
  // The plans that show the item are its owner's (a plan takes only its owner's items): the item's rule covers them.
  const planIds = await findPublishedPlansUsing(tx, kind, itemId);
  const field = WEEK_FIELD[kind];
  for (const planId of planIds) {
    const plan = await lockStudioPlan(tx, planId);
    if (!plan) continue;
    const document = await currentDocument(tx, plan);
    // A draft that already holds an edit of this item keeps it: only the fields sent now change there.
    const weeks = document.weeks.map((week) => (week[field]?.id === itemId ? { ...week, [field]: { ...values, ...week[field], ...sent, id: itemId } } : week));
    // The item forms' schema is the drafts' own (the same fields, HTML refused): the document stays valid.
    await writePlanDraft(tx, planId, ZStudioDocument.parse({ ...document, weeks }));
  }
  return planIds.length;
}

export async function updateItem(
  db: Database,
  author: Author,
  input: { kind: ItemKind; itemId: number; body: Record<string, unknown> },
): Promise<TCreatedItemResponse> {
  const { kind, itemId } = input;
  return db.transaction(async (tx) => {
    authorizeAuthor(author, "item", await lockItem(tx, kind, itemId));
    const stored = await FIND_ITEM[kind](tx, itemId);
    const sent = sentFields(input.body);
    const form = FORMS[kind];
    const merged = mergedForUpdate(form.schema, stored ?? {}, sent) as { title: string; weekNumber: number } & Record<string, unknown>;
    const { weekNumber: _week, ...values } = merged;
    const { weekNumber: _sentWeek, ...sentValues } = sent;
    const drafted = await draftInPlansUsing(tx, kind, itemId, values, sentValues);
    const answer = { id: itemId, title: merged.title, weekNumber: merged.weekNumber };
    if (drafted > 0) return { ...answer, message: studioMessages.itemDrafted(drafted) };
    await (form.write as (tx: Tx, id: number, input: unknown) => Promise<void>)(tx, itemId, merged);
    return answer;
  });
}
