// The fitness log (docs/areas/fitness.md, decision 038): what a challenge measures, a logged result, and the
// family's results as the week page and the Fitness view read them.
import { z } from "zod";
import { MAX_INT4, MIN_WEEK } from "../constants.ts";
import { messages } from "../messages.ts";
import { FITNESS_UNITS, FITNESS_VERSIONS, fitnessMessages, FITNESS_VALUE_DECIMALS } from "../fitness.ts";
import { ZProgress } from "./progress.ts";

export const FITNESS_LABEL_MAX = 60;
export const FITNESS_NOTE_MAX = 2000;
/** A target of the studio's form: a whole number of the unit, like the limits (at most a cap no result passes). */
export const FITNESS_TARGET_MAX = 200_000;

export const ZFitnessUnit = z.enum(FITNESS_UNITS, { error: fitnessMessages.unitMismatch });
export const ZFitnessVersion = z.enum(FITNESS_VERSIONS, { error: fitnessMessages.versionInvalid });

const target = z.number().nullable();

/** What a challenge measures, as the week page receives it; null when the challenge is a plain checkbox. */
export const ZChallengeMeasure = z.object({
  unit: ZFitnessUnit,
  label: z.string(),
  targets: z.object({ standard: target, easier: target, harder: target }),
});
export type TChallengeMeasure = z.infer<typeof ZChallengeMeasure>;

/** A result: a number of the measure's unit, never negative, at most two decimals (limits: shared/fitness.ts). */
export const ZFitnessValue = z
  .number({ error: fitnessMessages.valueRequired })
  .refine((v) => Number.isFinite(v), fitnessMessages.valueRequired)
  .refine((v) => v >= 0, fitnessMessages.valueNegative)
  .refine((v) => Math.abs(v * 10 ** FITNESS_VALUE_DECIMALS - Math.round(v * 10 ** FITNESS_VALUE_DECIMALS)) < 1e-6, fitnessMessages.valueTooPrecise);

export const ZLogFitnessRequest = z.object({
  /** Whose result: the viewer himself, or a dad's confirmed son (checked by fitness.service). */
  personId: z.string({ error: messages.notFound }).min(1, messages.notFound).max(100, messages.notFound),
  challengeId: z.number({ error: messages.notFound }).int(messages.notFound).min(1, messages.notFound).max(MAX_INT4, messages.notFound),
  weekNumber: z.number({ error: messages.invalidWeek }).int(messages.invalidWeek).min(MIN_WEEK, messages.invalidWeek).max(MAX_INT4, messages.invalidWeek),
  version: ZFitnessVersion,
  unit: ZFitnessUnit,
  value: ZFitnessValue,
  /** True once the person answered "are you sure?" for a result above the usual range. */
  confirmed: z.boolean().default(false),
  /** Optional words for a fitness journal entry that carries the result (his own log only). */
  note: z.string().trim().max(FITNESS_NOTE_MAX, fitnessMessages.noteTooLong).default(""),
});
export type TLogFitnessRequest = z.input<typeof ZLogFitnessRequest>;
export type TLogFitnessInput = z.output<typeof ZLogFitnessRequest>;

export const ZFitnessResult = z.object({
  id: z.number().int(),
  personId: z.string(),
  challengeId: z.number().int(),
  planId: z.number().int().nullable(),
  weekNumber: z.number().int(),
  challengeTitle: z.string(),
  measureLabel: z.string(),
  unit: ZFitnessUnit,
  version: ZFitnessVersion,
  value: z.number(),
  /** Logged by the person himself, or by his dad for him. */
  loggedBy: z.enum(["self", "dad"]),
  loggedAt: z.string(),
});
export type TFitnessResult = z.infer<typeof ZFitnessResult>;

export const ZFitnessPerson = z.object({
  userId: z.string(),
  fullName: z.string(),
  role: z.enum(["dad", "son"]),
  isViewer: z.boolean(),
  /** The viewer may log for this person (himself, or a dad's confirmed son). */
  canLog: z.boolean(),
  /** Whose plausibility limits apply (shared/fitness.ts): the log form asks "are you sure?" with them. */
  ageBand: z.enum(["under_13", "13_plus", "adult"]),
});
export type TFitnessPerson = z.infer<typeof ZFitnessPerson>;

export const ZFitnessLogResponse = z.object({ people: z.array(ZFitnessPerson), results: z.array(ZFitnessResult) });
export type TFitnessLogResponse = z.infer<typeof ZFitnessLogResponse>;

export const ZLogFitnessResponse = z.object({ result: ZFitnessResult, progress: ZProgress, journalEntryId: z.number().int().nullable() });
export type TLogFitnessResponse = z.infer<typeof ZLogFitnessResponse>;

export const FITNESS_EXPORT_FORMATS = ["json", "csv"] as const;
export const ZFitnessExportQuery = z.object({ format: z.enum(FITNESS_EXPORT_FORMATS, { error: "Choose json or csv" }).default("json") });
export type TFitnessExportFormat = (typeof FITNESS_EXPORT_FORMATS)[number];
