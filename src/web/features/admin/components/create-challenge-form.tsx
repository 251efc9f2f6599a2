// Create challenge (docs/areas/admin.md): everything required but equipment; difficulty 1 to 5 (default 1),
// week at least 1 (default 1), duration at least 1 minute (default 30); equipment comma-separated.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
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
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { flashState } from "../../../lib/flash.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useCreateChallenge } from "../api/create-challenge.ts";
import { asNumber, FormActions, type ItemEdit } from "./form-actions.tsx";
import { useStudio } from "../studio.tsx";

const FIELDS = ["title", "description", "difficulty", "weekNumber", "fitnessFocus", "durationMinutes", "equipmentNeeded"] as const;

/** Given `edit`, the same form edits an existing item (issue 14): prefilled with its values, it saves through `edit.save`. */
export function CreateChallengeForm({ edit }: { edit?: ItemEdit<TCreateChallengeFormValues, z.output<typeof ZCreateChallengeForm>> } = {}) {
  const createChallenge = useCreateChallenge();
  const navigate = useNavigate();
  const studio = useStudio();
  const [formError, setFormError] = useState<string | null>(null);
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
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = edit ? await edit.save(values) : await createChallenge.mutateAsync(values);
      const message = edit ? `Challenge “${created.title}” was saved.` : `Challenge “${created.title}” was created for week ${created.weekNumber}.`;
      await navigate(studio.home(), { state: flashState({ tone: "success", message }) });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, edit ? messages.saveContentFailed : messages.createChallengeFailed));
    }
  });

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
        <TextField
          label={`Difficulty (${DIFFICULTY_MIN}-${DIFFICULTY_MAX})`}
          type="number"
          inputMode="numeric"
          min={DIFFICULTY_MIN}
          max={DIFFICULTY_MAX}
          required
          error={errors.difficulty?.message}
          {...register("difficulty", asNumber)}
        />
        <TextField
          label="Week number"
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={errors.weekNumber?.message}
          {...register("weekNumber", asNumber)}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={errors.durationMinutes?.message}
          {...register("durationMinutes", asNumber)}
        />
      </div>
      <TextField
        label="Equipment (optional)"
        hint="Separate items with commas, e.g. jump rope, water bottle."
        error={errors.equipmentNeeded?.message}
        {...register("equipmentNeeded")}
      />
      <FormActions submitLabel={edit ? "Save Changes" : "Create Challenge"} submitting={isSubmitting} />
    </form>
  );
}
