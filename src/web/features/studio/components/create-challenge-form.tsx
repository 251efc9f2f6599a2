// Create challenge (docs/areas/admin.md): everything required but equipment; difficulty 1 to 5 (default 1),
// week at least 1 (default 1), duration at least 1 minute (default 30); equipment comma-separated.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
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
import { Alert } from "../../../components/ui/alert.tsx";
import { NumberField, TextField } from "../../../components/ui/text-field.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { FITNESS_UNIT_LABELS, FITNESS_UNITS } from "../../../../shared/fitness.ts";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { asNumber, FormActions, WeekNumberField, type ItemEdit } from "./form-actions.tsx";
import { useItemFormSubmit } from "./use-item-form-submit.ts";

const FIELDS = [
  "title",
  "description",
  "difficulty",
  "weekNumber",
  "fitnessFocus",
  "durationMinutes",
  "equipmentNeeded",
  "measureUnit",
  "measureLabel",
  "targetStandard",
  "targetEasier",
  "targetHarder",
] as const;

/** Given `edit`, the same form edits an existing item (issue 14): prefilled with its values, it saves through `edit.save`. */
export function CreateChallengeForm({ edit }: { edit?: ItemEdit<TCreateChallengeFormValues, z.output<typeof ZCreateChallengeForm>> } = {}) {
  const { register, handleSubmit, setError, formState } = useForm<TCreateChallengeFormValues, unknown, z.output<typeof ZCreateChallengeForm>>({
    resolver: zodResolver(ZCreateChallengeForm),
    defaultValues: edit?.values ?? {
      title: "",
      description: "",
      difficulty: DEFAULT_CHALLENGE_DIFFICULTY,
      weekNumber: DEFAULT_WEEK_NUMBER,
      fitnessFocus: "",
      durationMinutes: DEFAULT_CHALLENGE_DURATION_MINUTES,
      equipmentNeeded: "",
      measureUnit: "",
      measureLabel: "",
      targetStandard: "",
      targetEasier: "",
      targetHarder: "",
    },
  });
  const { errors, isSubmitting } = formState;

  const { formError, onSubmit } = useItemFormSubmit(
    "challenges",
    { handleSubmit, setError },
    { edit, fields: FIELDS, createFailed: messages.createChallengeFailed },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label="Title" required error={errors.title?.message} {...register("title")} />
      <TextAreaField
        label="Description"
        rows={6}
        required
        hint="One step per line reads best."
        error={errors.description?.message}
        {...register("description")}
      />
      <TextField
        label="Fitness focus"
        required
        hint="For example Strength, Endurance or Teamwork"
        error={errors.fitnessFocus?.message}
        {...register("fitnessFocus")}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <NumberField
          label={`Difficulty (${DIFFICULTY_MIN}-${DIFFICULTY_MAX})`}
          min={DIFFICULTY_MIN}
          max={DIFFICULTY_MAX}
          required
          error={errors.difficulty?.message}
          {...register("difficulty", asNumber)}
        />
        <WeekNumberField error={errors.weekNumber?.message} {...register("weekNumber", asNumber)} />
        <NumberField label="Duration (minutes)" min={1} required error={errors.durationMinutes?.message} {...register("durationMinutes", asNumber)} />
      </div>
      <TextField
        label="Equipment (optional)"
        hint="Separate items with commas, e.g. jump rope, water bottle."
        error={errors.equipmentNeeded?.message}
        {...register("equipmentNeeded")}
      />
      {/* Decision 038: what a result counts, so families can log it and see it grow; optional. */}
      <fieldset className="space-y-4 rounded-lg border border-navy-200 p-4">
        <legend className="px-1 font-semibold">What a result counts (optional)</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            label="Measure"
            hint="Leave on None for a challenge that is only ticked."
            error={errors.measureUnit?.message}
            {...register("measureUnit")}
          >
            <option value="">None</option>
            {FITNESS_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {FITNESS_UNIT_LABELS[unit]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="What is measured (optional)"
            hint="For example Push-ups or Plank"
            error={errors.measureLabel?.message}
            {...register("measureLabel")}
          />
        </div>
        <div className="grid gap-6 sm:grid-cols-3">
          <TextField label="Target, standard (optional)" inputMode="decimal" error={errors.targetStandard?.message} {...register("targetStandard")} />
          <TextField label="Target, easier version (optional)" inputMode="decimal" error={errors.targetEasier?.message} {...register("targetEasier")} />
          <TextField label="Target, harder version (optional)" inputMode="decimal" error={errors.targetHarder?.message} {...register("targetHarder")} />
        </div>
      </fieldset>
      <FormActions submitLabel={edit ? "Save Changes" : "Create Challenge"} submitting={isSubmitting} />
    </form>
  );
}
