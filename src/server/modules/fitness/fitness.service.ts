// The fitness log's rules (docs/areas/fitness.md): who may log for whom, what a result must be,
// which measures a week offers (its challenge's, a test; the family's own, any week), what ticks the challenge, and
// the family's results side by side. The server decides; the log form only asks first.
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable } from "../../db/client.ts";
import { badRequest } from "../../lib/app-error.ts";
import {
  checkFitnessValue,
  FITNESS_UNIT_SHORT,
  FITNESS_VERSION_LABELS,
  fitnessMessages,
  fitnessValueRefusal,
  formatFitnessNumber,
  MAX_FAMILY_MEASURES,
  measureKeyOf,
  type FitnessAgeBand,
  type FitnessUnit,
} from "../../../shared/fitness.ts";
import type {
  TFamilyMeasure,
  TFitnessLogResponse,
  TFitnessPerson,
  TFitnessResult,
  TFollowMeasureResponse,
  TLogFitnessInput,
  TLogFitnessResponse,
} from "../../../shared/schemas/fitness.ts";
import { getWeekContent } from "../content/week-content.ts";
import { findFamilyMembers } from "../family/family.queries.ts";
import { authorize, can } from "../../policies/index.ts";
import { fitnessFamilyOf } from "../../policies/fitness.ts";
import { findLinkOfDad } from "../family/family.queries.ts";
import { addJournalEntry } from "../journal/journal.service.ts";
import { currentRun, markItemComplete, takeBackItem } from "../progress/progress.service.ts";
import {
  deleteFamilyMeasure,
  findFamilyMeasure,
  hasChallengeResultAboveZero,
  insertFamilyMeasure,
  listFamilyMeasures,
  listResultsOf,
  moveResultsToChallenge,
  upsertFitnessResult,
  type FamilyMeasureRow,
  type FitnessResultRow,
} from "./fitness.queries.ts";

function toResult(row: FitnessResultRow): TFitnessResult {
  return {
    id: row.id,
    personId: row.userId,
    challengeId: row.challengeId,
    planId: row.planId,
    weekNumber: row.weekNumber,
    challengeTitle: row.challengeTitle,
    measureKey: measureKeyOf(row.measureLabel, row.unit),
    measureLabel: row.measureLabel,
    unit: row.unit,
    version: row.version,
    value: row.value,
    // Logged for the week's challenge: one of the plan's measured weeks, which the plans call a test.
    test: row.challengeTitle !== null,
    loggedBy: row.loggedBy !== null && row.loggedBy !== row.userId ? "dad" : "self",
    loggedAt: row.updatedAt.toISOString(),
  };
}

function toFamilyMeasure(row: FamilyMeasureRow): TFamilyMeasure {
  return { id: row.id, key: measureKeyOf(row.label, row.unit), label: row.label, unit: row.unit };
}

/**
 * Whose results the viewer sees: himself and his family on a confirmed link (a dad's confirmed sons, a son's
 * dad). He may log for himself and, as a dad, for each confirmed son — never a son for his dad.
 */
async function familyPeople(db: Queryable, viewer: Viewer): Promise<TFitnessPerson[]> {
  const members = (await findFamilyMembers(db, viewer.userId)).filter((m) => m.linkStatus === "confirmed");
  const ownBand: FitnessAgeBand = viewer.role === "son" ? (members.find((m) => m.role === "dad")?.sonAgeBand ?? "13_plus") : "adult";
  const self: TFitnessPerson = {
    userId: viewer.userId,
    fullName: viewer.fullName,
    role: viewer.role === "son" ? "son" : "dad",
    isViewer: true,
    canLog: can(viewer, "fitness.log", { personId: viewer.userId, sonLink: undefined, viewerDadId: undefined }),
    ageBand: ownBand,
  };
  const others = members.map((m): TFitnessPerson => ({
    userId: m.userId,
    fullName: m.fullName,
    role: m.role,
    isViewer: false,
    canLog: can(viewer, "fitness.log", {
      personId: m.userId,
      sonLink: viewer.role === "dad" && m.role === "son" ? { confirmed: true } : undefined,
      viewerDadId: viewer.role === "son" ? members.find((d) => d.role === "dad")?.userId : undefined,
    }),
    ageBand: m.role === "son" ? m.sonAgeBand : "adult",
  }));
  // The dad first, so "side by side" reads the same way on both accounts.
  return viewer.role === "son" ? [...others, self] : [self, ...others];
}

/** The family's people, every result of theirs and the measures it follows (the week page and the Fitness view read this one answer). */
export async function getFamilyFitness(db: Queryable, viewer: Viewer): Promise<TFitnessLogResponse> {
  const people = await familyPeople(db, viewer);
  const [rows, measures] = await Promise.all([
    listResultsOf(
      db,
      people.map((p) => p.userId),
    ),
    listFamilyMeasures(db, fitnessFamilyOf(viewer)),
  ]);
  return { people, results: rows.map(toResult), measures: measures.map(toFamilyMeasure) };
}

/**
 * For whom the viewer logs and whose limits apply, once the rule passed (policies/fitness.ts): himself; a dad his
 * confirmed son (pending 403, another's 404); a son never his dad (403) and nobody else (404).
 */
async function resolvePerson(db: Queryable, viewer: Viewer, personId: string): Promise<FitnessAgeBand> {
  if (viewer.role === "dad") {
    const link = personId === viewer.userId ? undefined : await findLinkOfDad(db, viewer.userId, personId);
    authorize(viewer, "fitness.log", { personId, sonLink: link && { confirmed: link.confirmedAt !== null }, viewerDadId: undefined });
    return link === undefined ? "adult" : link.sonAgeBand === "under_13" ? "under_13" : "13_plus";
  }
  const dad = (await findFamilyMembers(db, viewer.userId)).find((m) => m.role === "dad");
  authorize(viewer, "fitness.log", { personId, sonLink: undefined, viewerDadId: dad?.userId });
  return dad?.sonAgeBand ?? "13_plus";
}

/** A measure a week offers: one of its challenge's (a test) or one the family follows. */
interface OfferedMeasure {
  label: string;
  unit: FitnessUnit;
  test: boolean;
}

/**
 * Logs the viewer's (or his confirmed son's) results of one week: each value is a measure of the week's challenge or
 * one the family follows, checked against the plausibility rule for the person's age band. Then, in one transaction,
 * the optional journal entry, the results, and the challenge's tick: ticked when a result of the challenge is above
 * zero, taken back (only when a log ticked it) when none is any more.
 */
export async function logFitnessResult(db: Database, viewer: Viewer, input: TLogFitnessInput): Promise<TLogFitnessResponse> {
  const band = await resolvePerson(db, viewer, input.personId);
  const forSelf = input.personId === viewer.userId;
  if (!forSelf && input.note !== "") throw badRequest(fitnessMessages.noteOnSonsResult, { note: fitnessMessages.noteOnSonsResult });

  // The person's week: a son follows his dad's plan, so the viewer's plan is the family's for both.
  const week = await getWeekContent(db, { weekNumber: input.weekNumber, planId: viewer.selectedPlanId, includeDadsCorner: false, userId: input.personId });
  // Nothing of a locked week (a paid plan's week ≥ 2 the family does not own) can be logged.
  authorize(viewer, "week.complete", week);
  const challenge = week.challenge;
  if ((challenge?.id ?? null) !== input.challengeId)
    throw badRequest(fitnessMessages.challengeNotThisWeek, { challengeId: fitnessMessages.challengeNotThisWeek });

  const offered = new Map<string, OfferedMeasure>();
  for (const m of challenge?.measures ?? []) offered.set(m.key, { label: m.label, unit: m.unit, test: true });
  for (const m of await listFamilyMeasures(db, fitnessFamilyOf(viewer))) {
    const key = measureKeyOf(m.label, m.unit);
    if (!offered.has(key)) offered.set(key, { label: m.label, unit: m.unit, test: false });
  }

  const fields: Record<string, string> = {};
  const entries: { measure: OfferedMeasure; value: number }[] = [];
  input.values.forEach(({ measureKey, value }, index) => {
    const measure = offered.get(measureKey);
    if (!measure) {
      fields[`values.${index}.measureKey`] = fitnessMessages.unknownMeasure;
      return;
    }
    const check = checkFitnessValue(measure.unit, band, value);
    const refusal =
      fitnessValueRefusal(check, measure.unit, band) ?? (check === "unusual" && !input.confirmed ? fitnessMessages.confirmNeeded(measure.unit, band) : null);
    if (refusal) fields[`values.${index}.value`] = refusal;
    else entries.push({ measure, value });
  });
  const firstRefusal = Object.values(fields)[0];
  if (firstRefusal !== undefined) throw badRequest(firstRefusal, fields);

  const planId = week.plan?.id ?? null;
  return db.transaction(async (tx) => {
    let journalEntryId: number | null = null;
    if (forSelf && input.note !== "") {
      // "A fitness journal entry can carry the result": private, in his own journal, for this week.
      const summary = entries.map(({ measure, value }) => `${measure.label}: ${formatFitnessNumber(value)} ${FITNESS_UNIT_SHORT[measure.unit]}`);
      const version = entries.some((e) => e.measure.test) ? ` (${FITNESS_VERSION_LABELS[input.version]})` : "";
      const entry = await addJournalEntry(tx, viewer, {
        title: `Fitness Log: ${challenge && entries.some((e) => e.measure.test) ? challenge.title : `Week ${input.weekNumber}`}`,
        content: `${summary.join("\n")}${version}\n\n${input.note}`,
        weekNumber: input.weekNumber,
        entryType: "fitness",
        isShared: false,
      });
      journalEntryId = entry.id;
    }
    const rows: FitnessResultRow[] = [];
    for (const { measure, value } of entries) {
      const ofChallenge = measure.test && challenge !== null;
      rows.push(
        await upsertFitnessResult(tx, {
          userId: input.personId,
          challengeId: ofChallenge ? challenge.id : null,
          planId,
          weekNumber: input.weekNumber,
          challengeTitle: ofChallenge ? challenge.title : null,
          measureLabel: measure.label,
          unit: measure.unit,
          version: ofChallenge ? input.version : "standard",
          value,
          loggedBy: viewer.userId,
        }),
      );
    }
    // A result of the week's challenge completes its tick in the family's run (a person's own tick stays his, and
    // the journal never takes this one back); a zero is no workout. The family's own weekly measures
    // leave the tick alone: a week's push-ups are not that week's challenge. Dad and son share the run (runOf).
    let progress = null;
    let ticked = false;
    if (challenge && entries.some((e) => e.measure.test)) {
      const run = await currentRun(tx, viewer);
      const item = { userId: input.personId, weekNumber: input.weekNumber, item: "challenge" as const, source: "fitness_log" as const };
      ticked = await hasChallengeResultAboveZero(tx, { userId: input.personId, challengeId: challenge.id, planId, weekNumber: input.weekNumber });
      progress = ticked ? await markItemComplete(tx, { ...item, runId: run.id }) : await takeBackItem(tx, { ...item, run });
    }
    return { results: rows.map(toResult), progress, ticked, journalEntryId };
  });
}

/** His family follows a measure week by week (at most MAX_FAMILY_MEASURES; following one again changes nothing). */
export async function followMeasure(
  db: Queryable,
  viewer: Viewer,
  input: { label: string; unit: FitnessUnit },
): Promise<TFollowMeasureResponse & { created: boolean }> {
  const familyId = fitnessFamilyOf(viewer);
  const followed = await listFamilyMeasures(db, familyId);
  const key = measureKeyOf(input.label, input.unit);
  const existing = followed.find((m) => measureKeyOf(m.label, m.unit) === key);
  if (existing) return { measure: toFamilyMeasure(existing), created: false };
  if (followed.length >= MAX_FAMILY_MEASURES) {
    const message = fitnessMessages.familyMeasuresFull(MAX_FAMILY_MEASURES);
    throw badRequest(message, { label: message });
  }
  const row = await insertFamilyMeasure(db, { familyId, label: input.label, unit: input.unit, addedBy: viewer.userId });
  return { measure: toFamilyMeasure(row), created: true };
}

/** His family stops following a measure: it leaves the weekly form, and every result logged with it stays. */
export async function unfollowMeasure(db: Queryable, viewer: Viewer, id: number): Promise<void> {
  const measure = authorize(viewer, "fitness.measure.unfollow", await findFamilyMeasure(db, id));
  await deleteFamilyMeasure(db, measure.id, measure.familyId);
}

/** The results the viewer may download: his own, and as a dad his confirmed sons' (with their names). */
export async function listFitnessForExport(db: Queryable, viewer: Viewer) {
  const people = (await familyPeople(db, viewer)).filter((p) => p.isViewer || (viewer.role === "dad" && p.role === "son"));
  const rows = await listResultsOf(
    db,
    people.map((p) => p.userId),
  );
  const names = new Map(people.map((p) => [p.userId, p.fullName]));
  return rows.map((row) => ({ ...toResult(row), personName: names.get(row.userId) ?? "" }));
}

/**
 * A plan's week was given its own copy of a shared challenge at publication: what the family logged
 * for that week of that plan follows the copy, so nothing they logged drops off the week page. Results logged in
 * other plans stay with the challenge those plans still use.
 */
export function followChallengeCopy(db: Queryable, move: { planId: number; weekNumber: number; from: number; to: number }): Promise<number> {
  return moveResultsToChallenge(db, move);
}
