// Create plan (docs/areas/admin.md): title required, duration at least 1 week (default 1), category one of four or
// none, tags comma-separated. The plan is created as a draft and the admin goes on to its weekly content.
// Given a `plan`, the same form edits its details in place: prefilled, it PUTs the fields it shows (what an update
// does not send is kept: the cover, and the price in the platform studio) and reports the change through `onSaved`.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { LANGUAGE_NAMES, LANGUAGES } from "../../../../shared/language.ts";
import { messages } from "../../../../shared/messages.ts";
import { DEFAULT_PLAN_DURATION_WEEKS, ZCreatePlanForm, type TCreatePlanFormValues, type TPlanContentResponse } from "../../../../shared/schemas/admin.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PlanCategoryOptions } from "../../../components/ui/plan-category-options.tsx";
import { NumberField, TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { flashState } from "../../../lib/flash.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useStudio } from "../studio.tsx";
import { useCreatePlan } from "../api/create-plan.ts";
import { useUpdatePlan } from "../api/edit-plan.ts";
import { asNumber, FormActions } from "./form-actions.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

const FIELDS = ["title", "description", "durationWeeks", "category", "language", "tags", "isPublic", "price"] as const;

type EditablePlan = TPlanContentResponse["plan"];

function editValues(plan: EditablePlan): TCreatePlanFormValues {
  return {
    title: plan.title,
    description: plan.description ?? "",
    durationWeeks: plan.durationWeeks,
    category: plan.category ?? "",
    language: plan.language,
    tags: plan.tags.join(", "),
    isPublic: plan.isPublic,
    price: plan.priceCents > 0 ? (plan.priceCents / 100).toFixed(2) : "",
  };
}

export function CreatePlanForm({ plan: editing, onSaved, onCancel }: { plan?: EditablePlan; onSaved?: (message: string) => void; onCancel?: () => void } = {}) {
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const navigate = useNavigate();
  const studio = useStudio();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TCreatePlanFormValues, unknown, z.output<typeof ZCreatePlanForm>>({
    resolver: zodResolver(ZCreatePlanForm),
    defaultValues: editing
      ? editValues(editing)
      : { title: "", description: "", durationWeeks: DEFAULT_PLAN_DURATION_WEEKS, category: "", language: "en", tags: "", isPublic: true, price: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { price, ...plan } = values;
      if (editing) {
        // Only the fields this form shows: the cover (its own uploader) and, in the platform's studio, the price are
        // not sent, so they are kept as they are now — never put back from this screen's copy of the plan.
        const body = studio.kind === "organization" ? { ...plan, priceCents: price } : plan;
        const { plan: saved } = await updatePlan.mutateAsync({ planId: editing.id, body });
        onSaved?.(t("studio.planForm.saved", { title: saved.title }));
        return;
      }
      const { plan: created } = await createPlan.mutateAsync(studio.kind === "organization" ? { ...plan, priceCents: price } : plan);
      // Straight into the editor: each week is written there in place (details, cover and status are one link away).
      await navigate(studio.planStudio(created.id), {
        state: flashState({ tone: "success", message: t("studio.planForm.created", { title: created.title }) }),
      });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, localize(editing ? messages.savePlanDetailsFailed : messages.createPlanFailed)));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label={t("studio.planForm.title")} required error={errors.title?.message} {...register("title")} />
      <TextAreaField label={t("studio.planForm.description")} rows={3} error={errors.description?.message} {...register("description")} />
      <div className="grid gap-6 sm:grid-cols-2">
        <NumberField label={t("studio.planForm.duration")} min={1} required error={errors.durationWeeks?.message} {...register("durationWeeks", asNumber)} />
        <SelectField
          label={t("studio.planForm.category")}
          error={errors.category?.message}
          // The DOM default as well as the form's: an edited plan's category is selected from the first paint.
          defaultValue={editing?.category ?? ""}
          {...register("category")}
        >
          <PlanCategoryOptions emptyLabel={t("studio.planForm.noCategory")} />
        </SelectField>
        <SelectField
          label={t("studio.planForm.language")}
          hint={t("studio.planForm.languageHint")}
          error={errors.language?.message}
          defaultValue={editing?.language ?? "en"}
          {...register("language")}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
      </div>
      {studio.kind === "organization" ? (
        <TextField
          label={t("studio.planForm.price")}
          inputMode="decimal"
          hint={t("studio.planForm.priceHint")}
          error={errors.price?.message}
          {...register("price")}
        />
      ) : null}
      <TextField label={t("studio.planForm.tags")} hint={t("studio.planForm.tagsHint")} error={errors.tags?.message} {...register("tags")} />
      <Checkbox label={t("studio.planForm.public")} description={t("studio.planForm.publicHint")} {...register("isPublic")} />
      <FormActions submitLabel={editing ? t("studio.planForm.saveDetails") : t("studio.planForm.create")} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
