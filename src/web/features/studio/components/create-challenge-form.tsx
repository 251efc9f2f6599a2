// Create challenge (docs/areas/admin.md): everything required but equipment; difficulty 1 to 5 (default 1),
// week at least 1 (default 1), duration at least 1 minute (default 30); equipment comma-separated.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type FieldErrors, type Path } from "react-hook-form";
import type { z } from "zod";
import { DIFFICULTY_MAX, DIFFICULTY_MIN } from "../../../../shared/constants.ts";
import { messages } from "../../../../shared/messages.ts";
import {
  DEFAULT_CHALLENGE_DIFFICULTY,
  DEFAULT_CHALLENGE_DURATION_MINUTES,
  DEFAULT_WEEK_NUMBER,
  ZCreateChallengeForm,
  type TCreateChallengeFormValues,
} from "../../../../shared/schemas/admin.ts";
import { NumberField, TextField } from "../../../components/ui/text-field.tsx";
import { FITNESS_VERSIONS, MAX_CHALLENGE_MEASURES } from "../../../../shared/fitness.ts";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { asNumber, ItemFormFrame, WeekNumberField, type ItemEdit } from "./form-actions.tsx";
import { useItemFormSubmit } from "./use-item-form-submit.ts";
import { MeasuresFieldset, type MeasureRow } from "./measures-fieldset.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

type Values = TCreateChallengeFormValues;

/** Every field a server's message may land on, each measure's parts included. */
const FIELDS: readonly Path<Values>[] = [
  "title",
  "description",
  "difficulty",
  "weekNumber",
  "fitnessFocus",
  "durationMinutes",
  "equipmentNeeded",
  "measures",
  ...Array.from({ length: MAX_CHALLENGE_MEASURES }, (_, i) => [
    `measures.${i}.unit` as const,
    `measures.${i}.label` as const,
    ...FITNESS_VERSIONS.map((version) => `measures.${i}.targets.${version}` as const),
  ]).flat(),
];

/** A message under the measures ("", "0.label", "1.targets.standard") from the form's errors. */
function measureError(errors: FieldErrors<Values>, path: string): string | undefined {
  let node: unknown = errors.measures;
  for (const part of path.split(".").filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
  const found = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = path === "" ? (found?.message ?? found?.root?.message) : found?.message;
  return typeof message === "string" ? message : undefined;
}

/** Given `edit`, the same form edits an existing item: prefilled with its values, it saves through `edit.save`. */
export function CreateChallengeForm({ edit }: { edit?: ItemEdit<TCreateChallengeFormValues, z.output<typeof ZCreateChallengeForm>> } = {}) {
  const { register, control, setValue, handleSubmit, setError, formState } = useForm<Values, unknown, z.output<typeof ZCreateChallengeForm>>({
    resolver: zodResolver(ZCreateChallengeForm),
    defaultValues: edit?.values ?? {
      title: "",
      description: "",
      difficulty: DEFAULT_CHALLENGE_DIFFICULTY,
      weekNumber: DEFAULT_WEEK_NUMBER,
      fitnessFocus: "",
      durationMinutes: DEFAULT_CHALLENGE_DURATION_MINUTES,
      equipmentNeeded: "",
      measures: [],
    },
  });
  const { errors, isSubmitting } = formState;
  const measures = useWatch({ control, name: "measures" });

  const submit = useItemFormSubmit("challenges", { handleSubmit, setError }, { edit, fields: FIELDS, createFailed: localize(messages.createChallengeFailed) });

  return (
    <ItemFormFrame submit={submit} editing={edit !== undefined} createLabel={t("studio.challengeNew.title")} submitting={isSubmitting}>
      <TextField label={t("studio.form.title")} required error={errors.title?.message} {...register("title")} />
      <TextAreaField
        label={t("studio.challenge.description")}
        rows={6}
        required
        hint={t("studio.challenge.descriptionHint")}
        error={errors.description?.message}
        {...register("description")}
      />
      <TextField
        label={t("studio.challenge.focus")}
        required
        hint={t("studio.challenge.focusHint")}
        error={errors.fitnessFocus?.message}
        {...register("fitnessFocus")}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <NumberField
          label={t("studio.challenge.difficulty", { min: DIFFICULTY_MIN, max: DIFFICULTY_MAX })}
          min={DIFFICULTY_MIN}
          max={DIFFICULTY_MAX}
          required
          error={errors.difficulty?.message}
          {...register("difficulty", asNumber)}
        />
        <WeekNumberField error={errors.weekNumber?.message} {...register("weekNumber", asNumber)} />
        <NumberField
          label={t("studio.challenge.duration")}
          min={1}
          required
          error={errors.durationMinutes?.message}
          {...register("durationMinutes", asNumber)}
        />
      </div>
      <TextField
        label={t("studio.challenge.equipment")}
        hint={t("studio.challenge.equipmentHint")}
        error={errors.equipmentNeeded?.message}
        {...register("equipmentNeeded")}
      />
      {/* What a result counts, so families can log it and see it grow; optional. useWatch and
          setValue rather than a Controller keep the forms' shared react-hook-form chunk as small as it was. */}
      <MeasuresFieldset
        rows={(measures ?? []) as MeasureRow[]}
        onChange={(rows) => setValue("measures", rows, { shouldDirty: true })}
        errorOf={(path) => measureError(errors, path)}
      />
    </ItemFormFrame>
  );
}
