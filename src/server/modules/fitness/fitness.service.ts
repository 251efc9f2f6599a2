// The fitness log's rules (docs/areas/fitness.md, decision 038): who may log for whom, what a result must be,
// and the family's results side by side. The server decides; the log form only asks first.
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable } from "../../db/client.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import {
  checkFitnessValue,
  FITNESS_UNIT_SHORT,
  FITNESS_VERSION_LABELS,
  fitnessMessages,
  formatFitnessNumber,
  type FitnessAgeBand,
} from "../../../shared/fitness.ts";
import type { TFitnessLogResponse, TFitnessPerson, TFitnessResult, TLogFitnessInput, TLogFitnessResponse } from "../../../shared/schemas/fitness.ts";
import { getWeekContent } from "../content/week-content.ts";
import { findFamilyMembers } from "../family/family.queries.ts";
import { authorize } from "../../policies/index.ts";
import type { LoggedPerson } from "../../policies/fitness.ts";
import { findLinkOfDad } from "../family/family.queries.ts";
import { addJournalEntry } from "../journal/journal.service.ts";
import { currentRun, markItemComplete } from "../progress/progress.service.ts";
import { planRunText } from "../../../shared/schemas/plan-run.ts";
import { listResultsOf, moveResultsToChallenge, upsertFitnessResult, type FitnessResultRow } from "./fitness.queries.ts";

function toResult(row: FitnessResultRow): TFitnessResult {
  return {
    id: row.id,
    personId: row.userId,
    challengeId: row.challengeId ?? 0,
    planId: row.planId,
    weekNumber: row.weekNumber,
    challengeTitle: row.challengeTitle,
    measureLabel: row.measureLabel,
    unit: row.unit,
    version: row.version,
    value: row.value,
    loggedBy: row.loggedBy !== null && row.loggedBy !== row.userId ? "dad" : "self",
    loggedAt: row.updatedAt.toISOString(),
  };
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
    canLog: true,
    ageBand: ownBand,
  };
  const others = members.map((m): TFitnessPerson => ({
    userId: m.userId,
    fullName: m.fullName,
    role: m.role,
    isViewer: false,
    canLog: viewer.role === "dad" && m.role === "son",
    ageBand: m.role === "son" ? m.sonAgeBand : "adult",
  }));
  // The dad first, so "side by side" reads the same way on both accounts.
  return viewer.role === "son" ? [...others, self] : [self, ...others];
}

/** The family's people and every result of theirs (the week page and the Fitness view read this one answer). */
export async function getFamilyFitness(db: Queryable, viewer: Viewer): Promise<TFitnessLogResponse> {
  const people = await familyPeople(db, viewer);
  const rows = await listResultsOf(
    db,
    people.map((p) => p.userId),
  );
  return { people, results: rows.map(toResult) };
}

/**
 * For whom the viewer logs and whose limits apply, once the rule passed (policies/fitness.ts): himself; a dad his
 * confirmed son (pending 403, another's 404); a son never his dad (403) and nobody else (404).
 */
async function resolvePerson(db: Queryable, viewer: Viewer, personId: string): Promise<FitnessAgeBand> {
  if (viewer.role === "dad") {
    const link = personId === viewer.userId ? undefined : await findLinkOfDad(db, viewer.userId, personId);
    const person: LoggedPerson = personId === viewer.userId ? "self" : link === undefined ? "stranger" : link.confirmedAt ? "confirmed son" : "pending son";
    authorize(viewer, "fitness.log", person);
    return link === undefined ? "adult" : link.sonAgeBand === "under_13" ? "under_13" : "13_plus";
  }
  const dad = (await findFamilyMembers(db, viewer.userId)).find((m) => m.role === "dad");
  authorize(viewer, "fitness.log", personId === viewer.userId ? "self" : dad?.userId === personId ? "dad" : "stranger");
  return dad?.sonAgeBand ?? "13_plus";
}

/**
 * Logs one result for the viewer or his confirmed son: checks the week's challenge and its measure, the
 * plausibility rule for the person's age band, then — in one transaction — the optional journal entry, the
 * result and the challenge tick (the progress service's toggle, so the progress table stays its service's).
 */
export async function logFitnessResult(db: Database, viewer: Viewer, input: TLogFitnessInput): Promise<TLogFitnessResponse> {
  const band = await resolvePerson(db, viewer, input.personId);
  const forSelf = input.personId === viewer.userId;
  if (!forSelf && input.note !== "") throw badRequest(fitnessMessages.noteOnSonsResult, { note: fitnessMessages.noteOnSonsResult });

  // The person's week: a son follows his dad's plan, so the viewer's plan is the family's for both.
  const week = await getWeekContent(db, { weekNumber: input.weekNumber, planId: viewer.selectedPlanId, includeDadsCorner: false, userId: input.personId });
  // Nothing of a locked week (a paid plan's week ≥ 2 the family does not own) can be completed (decision 033).
  if (week.purchaseRequired) throw new AppError("FORBIDDEN", planRunText.weekLocked);
  const challenge = week.challenge;
  if (!challenge || challenge.id !== input.challengeId)
    throw badRequest(fitnessMessages.challengeNotThisWeek, { challengeId: fitnessMessages.challengeNotThisWeek });
  const measure = challenge.measure;
  if (!measure) throw badRequest(fitnessMessages.noMeasure, { unit: fitnessMessages.noMeasure });
  if (measure.unit !== input.unit) throw badRequest(fitnessMessages.unitMismatch, { unit: fitnessMessages.unitMismatch });

  const check = checkFitnessValue(input.unit, band, input.value);
  if (check === "tooHigh") throw badRequest(fitnessMessages.valueTooHigh(input.unit, band), { value: fitnessMessages.valueTooHigh(input.unit, band) });
  if (check === "unusual" && !input.confirmed) {
    throw badRequest(fitnessMessages.confirmNeeded(input.unit, band), { value: fitnessMessages.confirmNeeded(input.unit, band) });
  }
  if (check !== "ok" && check !== "unusual") throw badRequest(fitnessMessages.valueRequired, { value: fitnessMessages.valueRequired });

  return db.transaction(async (tx) => {
    let journalEntryId: number | null = null;
    if (forSelf && input.note !== "") {
      // "A fitness journal entry can carry the result": private, in his own journal, for this week.
      const summary = `${measure.label}: ${formatFitnessNumber(input.value)} ${FITNESS_UNIT_SHORT[input.unit]} (${FITNESS_VERSION_LABELS[input.version]})`;
      const entry = await addJournalEntry(tx, viewer, {
        title: `Fitness Log: ${challenge.title}`,
        content: `${summary}\n\n${input.note}`,
        weekNumber: input.weekNumber,
        entryType: "fitness",
        isShared: false,
      });
      journalEntryId = entry.id;
    }
    const row = await upsertFitnessResult(tx, {
      userId: input.personId,
      challengeId: challenge.id,
      planId: week.plan?.id ?? null,
      weekNumber: input.weekNumber,
      challengeTitle: challenge.title,
      measureLabel: measure.label,
      unit: input.unit,
      version: input.version,
      value: input.value,
      loggedBy: viewer.userId,
    });
    // Logging completes the challenge tick in the family's run, as the fitness log's (a person's own tick stays his,
    // and the journal never takes this one back: decision 033). Dad and son share the run (runOf).
    const run = await currentRun(tx, viewer);
    const progress = await markItemComplete(tx, {
      userId: input.personId,
      runId: run.id,
      weekNumber: input.weekNumber,
      item: "challenge",
      source: "fitness_log",
    });
    return { result: toResult(row), progress, journalEntryId };
  });
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
 * A plan's week was given its own copy of a shared challenge at publication (decision 058): what the family logged
 * for that week of that plan follows the copy, so nothing they logged drops off the week page. Results logged in
 * other plans stay with the challenge those plans still use.
 */
export function followChallengeCopy(db: Queryable, move: { planId: number; weekNumber: number; from: number; to: number }): Promise<number> {
  return moveResultsToChallenge(db, move);
}
