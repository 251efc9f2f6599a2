// The fitness log (docs/areas/fitness.md): what a challenge measures, the measures a family
// follows week by week, a logged result, and the family's results as the week page and the Fitness view read them.
import { z } from "zod";
import { weekNumberField, wholeNumberField } from "./fields.ts";
import { MAX_DASHBOARD_WEEK, MAX_INT4 } from "../constants.ts";
import { messages } from "../messages.ts";
import {
  FITNESS_LABEL_MAX,
  FITNESS_UNIT_LABELS,
  FITNESS_UNITS,
  FITNESS_VALUE_DECIMALS,
  FITNESS_VERSIONS,
  fitnessMessages,
  MAX_CHALLENGE_MEASURES,
  measureKeyOf,
  normalizeMeasureLabel,
  WHOLE_NUMBER_UNITS,
} from "../fitness.ts";
import { markdownText } from "./markdown-text.ts";
import { plainText } from "./plain-text.ts";
import { ZProgress } from "./progress.ts";
import { familyPersonFields, ZTimestamp } from "./common.ts";

export const FITNESS_NOTE_MAX = 2000;
/** A target of the studio's form: a number of the unit, like the limits (at most a cap no result passes). */
export const FITNESS_TARGET_MAX = 200_000;
/** How many results one save may hold: every measure of a test and the family's own. */
const MAX_VALUES_PER_SAVE = 16;

export const ZFitnessUnit = z.enum(FITNESS_UNITS, { error: fitnessMessages.unitMismatch });
export const ZFitnessVersion = z.enum(FITNESS_VERSIONS, { error: fitnessMessages.versionInvalid });

/** A measure's name as a person types it: stored trimmed, inner spaces made one. */
const measureLabel = (requiredMessage: string | null) =>
  plainText(
    requiredMessage === null
      ? z.string().overwrite(normalizeMeasureLabel).max(FITNESS_LABEL_MAX, fitnessMessages.measureLabelTooLong)
      : z
          .string({ error: requiredMessage })
          .overwrite(normalizeMeasureLabel)
          .min(1, requiredMessage)
          .max(FITNESS_LABEL_MAX, fitnessMessages.measureLabelTooLong),
  );

const target = z.number().nullable();

/** One measure of a challenge, as the week page and the studio receive it (`key`: label and unit, measureKeyOf). */
export const ZChallengeMeasure = z.object({
  key: z.string(),
  unit: ZFitnessUnit,
  label: z.string(),
  targets: z.object({ standard: target, easier: target, harder: target }),
});
export type TChallengeMeasure = z.infer<typeof ZChallengeMeasure>;

export const fitnessTargetMessage = `Enter a target from 0 to ${FITNESS_TARGET_MAX.toLocaleString("en-US")}, or leave it empty`;
/** A measure's optional target: a number of its unit, none below 0 or above the log's own cap. */
export const ZFitnessTargetValue = z
  .number({ error: fitnessTargetMessage })
  .min(0, fitnessTargetMessage)
  .max(FITNESS_TARGET_MAX, fitnessTargetMessage)
  .nullable();

/**
 * A challenge's measures as an author writes them (the studio's forms, the plan editor, an imported outline): each a
 * unit, a name (the unit's name when left empty) and optional targets per version; a counted unit's targets are
 * whole numbers; no two measures share name and unit. `targetField` reads a target (a number, or the form's text).
 */
export function challengeMeasuresField<T extends z.ZodType<number | null, unknown>>(targetField: T) {
  const measure = z
    .object({
      unit: ZFitnessUnit,
      label: markdownText(measureLabel(null)).default(""),
      targets: z.object({ standard: targetField, easier: targetField, harder: targetField }),
    })
    .superRefine((m, ctx) => {
      if (!WHOLE_NUMBER_UNITS.includes(m.unit)) return;
      const targets = m.targets as Record<(typeof FITNESS_VERSIONS)[number], number | null>;
      for (const version of FITNESS_VERSIONS) {
        const value = targets[version];
        if (value !== null && !Number.isInteger(value))
          ctx.addIssue({ code: "custom", path: ["targets", version], message: fitnessMessages.targetNotWhole(m.unit) });
      }
    });
  return z
    .array(measure)
    .max(MAX_CHALLENGE_MEASURES, fitnessMessages.challengeMeasuresTooMany(MAX_CHALLENGE_MEASURES))
    .superRefine((measures, ctx) => {
      const seen = new Set<string>();
      measures.forEach((m, index) => {
        const key = measureKeyOf(m.label || FITNESS_UNIT_LABELS[m.unit], m.unit);
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "label"], message: fitnessMessages.challengeMeasureRepeated });
        seen.add(key);
      });
    });
}

/** The measures of a challenge in a request body; none is a plain challenge that is only ticked. */
export const ZChallengeMeasuresRequest = challengeMeasuresField(ZFitnessTargetValue.default(null)).default([]);
export type TChallengeMeasuresInput = z.output<typeof ZChallengeMeasuresRequest>;

/** A result: a number of the measure's unit, never negative, at most two decimals (limits: shared/fitness.ts). */
export const ZFitnessValue = z
  .number({ error: fitnessMessages.valueRequired })
  .refine((v) => Number.isFinite(v), fitnessMessages.valueRequired)
  .refine((v) => v >= 0, fitnessMessages.valueNegative)
  .refine((v) => Math.abs(v * 10 ** FITNESS_VALUE_DECIMALS - Math.round(v * 10 ** FITNESS_VALUE_DECIMALS)) < 1e-6, fitnessMessages.valueTooPrecise);

const ZMeasureKey = z.string({ error: fitnessMessages.unknownMeasure }).min(1, fitnessMessages.unknownMeasure).max(200, fitnessMessages.unknownMeasure);

export const ZLogFitnessRequest = z.object({
  /** Whose result: the viewer himself, or a dad's confirmed son (checked by fitness.service). */
  personId: z.string({ error: messages.notFound }).min(1, messages.notFound).max(100, messages.notFound),
  /** The week page's challenge, so a page drawn before the plan changed is told to reload; null: the week has none. */
  challengeId: wholeNumberField(1, MAX_INT4, messages.notFound).nullable(),
  weekNumber: weekNumberField(MAX_DASHBOARD_WEEK, { invalid: messages.invalidWeek }),
  /** The version of the week's challenge he did (its measures only; the family's own measures have none). */
  version: ZFitnessVersion.default("standard"),
  /** One value per measure: the week's challenge's, or one his family follows (`key`: measureKeyOf). */
  values: z
    .array(z.object({ measureKey: ZMeasureKey, value: ZFitnessValue }))
    .min(1, fitnessMessages.nothingToSave)
    .max(MAX_VALUES_PER_SAVE, fitnessMessages.measureRepeated)
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((v, index) => {
        if (seen.has(v.measureKey)) ctx.addIssue({ code: "custom", path: [index, "measureKey"], message: fitnessMessages.measureRepeated });
        seen.add(v.measureKey);
      });
    }),
  /** True once the person answered "are you sure?" for a result above the usual range. */
  confirmed: z.boolean().default(false),
  /** Optional words for a fitness journal entry that carries the results (his own log only). */
  note: z.string().trim().max(FITNESS_NOTE_MAX, fitnessMessages.noteTooLong).default(""),
});
export type TLogFitnessRequest = z.input<typeof ZLogFitnessRequest>;
export type TLogFitnessInput = z.output<typeof ZLogFitnessRequest>;

export const ZFitnessResult = z.object({
  id: z.number().int(),
  personId: z.string(),
  /** The week's challenge it was logged for; null for a measure the family follows on its own (or a deleted challenge). */
  challengeId: z.number().int().nullable(),
  planId: z.number().int().nullable(),
  weekNumber: z.number().int(),
  /** The challenge's title when it was logged; null for the family's own weekly measure. */
  challengeTitle: z.string().nullable(),
  measureKey: z.string(),
  measureLabel: z.string(),
  unit: ZFitnessUnit,
  version: ZFitnessVersion,
  value: z.number(),
  /** Logged as a measure of the week's challenge: one of the plan's measured weeks, a test. */
  test: z.boolean(),
  /** Logged by the person himself, or by his dad for him. */
  loggedBy: z.enum(["self", "dad"]),
  loggedAt: ZTimestamp,
});
export type TFitnessResult = z.infer<typeof ZFitnessResult>;

export const ZFitnessPerson = z.object({
  ...familyPersonFields,
  isViewer: z.boolean(),
  /** The viewer may log for this person (himself, or a dad's confirmed son). */
  canLog: z.boolean(),
  /** Whose plausibility limits apply (shared/fitness.ts): the log form asks "are you sure?" with them. */
  ageBand: z.enum(["under_13", "13_plus", "adult"]),
});
export type TFitnessPerson = z.infer<typeof ZFitnessPerson>;

/** A measure the family logs week by week, whatever the week's challenge. */
export const ZFamilyMeasure = z.object({ id: z.number().int(), key: z.string(), label: z.string(), unit: ZFitnessUnit });
export type TFamilyMeasure = z.infer<typeof ZFamilyMeasure>;

export const ZFitnessLogResponse = z.object({
  people: z.array(ZFitnessPerson),
  results: z.array(ZFitnessResult),
  /** The measures the family follows every week, in the order it chose them. */
  measures: z.array(ZFamilyMeasure),
});
export type TFitnessLogResponse = z.infer<typeof ZFitnessLogResponse>;

export const ZLogFitnessResponse = z.object({
  results: z.array(ZFitnessResult),
  /** The person's week after the save; null when the save touched no tick (only the family's own measures). */
  progress: ZProgress.nullable(),
  /** The save ticked the challenge: a result of the week's challenge above zero. */
  ticked: z.boolean(),
  journalEntryId: z.number().int().nullable(),
});
export type TLogFitnessResponse = z.infer<typeof ZLogFitnessResponse>;

export const ZFollowMeasureRequest = z.object({
  label: measureLabel(fitnessMessages.measureLabelRequired),
  unit: ZFitnessUnit,
});
export type TFollowMeasureRequest = z.input<typeof ZFollowMeasureRequest>;

export const ZFollowMeasureResponse = z.object({ measure: ZFamilyMeasure });
export type TFollowMeasureResponse = z.infer<typeof ZFollowMeasureResponse>;

export const ZFamilyMeasureParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT4) });

export const FITNESS_EXPORT_FORMATS = ["json", "csv"] as const;
export const ZFitnessExportQuery = z.object({ format: z.enum(FITNESS_EXPORT_FORMATS, { error: "Choose json or csv" }).default("json") });
export type TFitnessExportFormat = (typeof FITNESS_EXPORT_FORMATS)[number];
