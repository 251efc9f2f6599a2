// The plan content editor (docs/areas/admin.md): breadcrumb Admin > Plans > title; for each week 1..duration_weeks
// three selects over all items; Save Changes replaces the plan's weekly content in one request.
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import type { TContentOption, TPlanContentResponse } from "../../../../shared/schemas/admin.ts";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ConfirmDialog, confirmMutation, confirmRun } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PlanQueryState } from "../../../components/plan/plan-query-state.tsx";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { flashState } from "../../../lib/flash.ts";
import { fromWeekRows, toWeekRows, type WeekRow } from "../plan-content-rows.ts";
import { usePlanContent } from "../api/get-plan-content.ts";
import { useSavePlanContent } from "../api/save-plan-content.ts";
import { useDeletePlan } from "../api/edit-plan.ts";
import { CreateContentLinks } from "./create-content-links.tsx";
import { fromPlan } from "../use-return-path.ts";
import { NotebookPen } from "lucide-react";
import { CreatePlanForm } from "./create-plan-form.tsx";
import { useStudio } from "../studio.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";
import "../../../lib/catalog-parts/studioContent.ts";

interface EditorValues {
  weeks: WeekRow[];
}

const SLOTS = [
  { key: "devotionalId", options: "devotionals" },
  { key: "challengeId", options: "challenges" },
  { key: "dadsCornerId", options: "dadsCorner" },
] as const;

function optionLabel(option: TContentOption): string {
  return t("studioContent.editor.option", { title: option.title, week: option.weekNumber });
}

function Breadcrumb({ title }: { title: string }) {
  const studio = useStudio();
  return (
    <nav aria-label={t("studioContent.editor.breadcrumb")} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-navy-600">
        <li>
          <Link to={studio.home()} className="font-semibold text-navy-800 underline-offset-2 hover:underline">
            {t("studioContent.home", { studio: studio.kind })}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link to={studio.home()} className="font-semibold text-navy-800 underline-offset-2 hover:underline">
            {t("studioContent.editor.plans")}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="break-words text-navy-950">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function ContentForm({ data, onSaved }: { data: TPlanContentResponse; onSaved: (message: string) => void }) {
  const studio = useStudio();
  const save = useSavePlanContent();
  const [formError, setFormError] = useState<string | null>(null);
  const [initialRows] = useState(() => toWeekRows(data.plan.durationWeeks, data.weeks));
  const { register, handleSubmit, setError, formState } = useForm<EditorValues>({ defaultValues: { weeks: initialRows } });
  const { errors, isSubmitting } = formState;
  const weekNumbers = Array.from({ length: data.plan.durationWeeks }, (_, index) => index + 1);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await save.mutateAsync({ planId: data.plan.id, weeks: fromWeekRows(values.weeks) });
      onSaved(localize(result.message));
    } catch (error) {
      // Row i of the request is week i + 1, so the server's "weeks.i.devotionalId" names the select itself.
      const known = weekNumbers.flatMap((week) => SLOTS.map((slot) => `weeks.${week - 1}.${slot.key}` as Path<EditorValues>));
      setFormError(applyServerErrors(error, setError, known, localize(messages.savePlanContentFailed)));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <ol className="space-y-4">
        {weekNumbers.map((week) => (
          <li key={week}>
            <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
              <legend className="sr-only">{t("studioContent.editor.week", { week })}</legend>
              <h2 aria-hidden="true" className="mb-4 text-xl font-bold">
                {t("studioContent.editor.week", { week })}
              </h2>
              <div className="grid gap-4 md:grid-cols-3">
                {SLOTS.map((slot) => (
                  <SelectField
                    key={slot.key}
                    label={
                      <>
                        {t("studioContent.editor.slot", { slot: slot.key })}
                        <span className="sr-only">{t("studioContent.editor.forWeek", { week })}</span>
                      </>
                    }
                    error={errors.weeks?.[week - 1]?.[slot.key]?.message}
                    // The DOM default as well as the form's: the option is selected from the first paint.
                    defaultValue={initialRows[week - 1]?.[slot.key]}
                    {...register(`weeks.${week - 1}.${slot.key}`)}
                  >
                    <option value="">{t("studioContent.editor.none")}</option>
                    {data.options[slot.options].map((option) => (
                      <option key={option.id} value={String(option.id)}>
                        {optionLabel(option)}
                      </option>
                    ))}
                  </SelectField>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={studio.home()} variant="secondary">
          {t("studioContent.back", { studio: studio.kind })}
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          {t("studioContent.editor.save")}
        </Button>
      </div>
    </form>
  );
}

const EDITABLE = [
  { kind: "devotionals", options: "devotionals" },
  { kind: "challenges", options: "challenges" },
  { kind: "dads-corner", options: "dadsCorner" },
] as const;

/** Every item this plan may use, each with a link to edit or delete it. */
function EditExistingContent({ options, planId }: { options: TPlanContentResponse["options"]; planId: number }) {
  const studio = useStudio();
  return (
    <details className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
      <summary className="cursor-pointer text-lg font-bold">{t("studioContent.editor.editExisting")}</summary>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {EDITABLE.map((group) => (
          <section key={group.kind} aria-labelledby={`edit-${group.kind}`}>
            <h2 id={`edit-${group.kind}`} className="mb-2 font-semibold">
              {t("studioContent.editor.group", { kind: group.kind })}
            </h2>
            {options[group.options].length === 0 ? (
              <p className="text-sm text-navy-600">{t("studioContent.editor.noneYet")}</p>
            ) : (
              <ul className="space-y-1">
                {options[group.options].map((option) => (
                  <li key={option.id}>
                    <Link
                      to={fromPlan(studio.contentItemEdit(group.kind, option.id), planId)}
                      className="block break-words text-navy-800 underline underline-offset-2 hover:text-navy-950"
                    >
                      <span className="sr-only">{t("studioContent.editor.edit")}</span>
                      {optionLabel(option)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </details>
  );
}

/** "Delete plan": the server refuses (409) a published plan or one a family depends on; its message shows here. */
function DeletePlanButton({ planId, title }: { planId: number; title: string }) {
  const studio = useStudio();
  const navigate = useNavigate();
  const deletePlan = useDeletePlan();
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">{t("studioContent.editor.delete")}</Button>}
      title={t("studioContent.editor.deleteTitle")}
      description={t("studioContent.editor.deleteText", { title })}
      confirmLabel={t("studioContent.editor.delete")}
      onConfirm={confirmRun(deletePlan, planId, (result) =>
        navigate(studio.home(), {
          state: flashState({ tone: "success", message: t("studioContent.editor.deletedFlash", { message: localize(result.message), title }) }),
        }),
      )}
      {...confirmMutation(deletePlan, localize(messages.deletePlanFailed))}
    />
  );
}

/** The heading a studio screen shows instead of its content ('Plan not found', a load failure) with the way back. */
export function StudioMissing({ text }: { text: string }) {
  const studio = useStudio();
  return (
    <div className="space-y-6">
      <title>{t("studioContent.missing.pageTitle", { text })}</title>
      <h1 className="text-3xl font-bold">{text}</h1>
      <ButtonLink to={studio.home()} variant="secondary">
        {t("studio.missing.back", { studio: studio.kind })}
      </ButtonLink>
    </div>
  );
}

/** The editor of one plan; `planId` is null when the address cannot name a plan ('Plan not found'). */
export function PlanContentEditor({ planId }: { planId: number | null }) {
  const content = usePlanContent(planId);
  return (
    <PlanQueryState
      planId={planId}
      query={content}
      failed={localize(messages.loadDataFailed)}
      loadingMessage={t("studioContent.editor.loading")}
      missing={(text) => <StudioMissing text={text} />}
    >
      {/* Remount on fresh data so the selects show what the server saved. */}
      {(data) => <PlanContentBody data={data} updatedAt={content.dataUpdatedAt} />}
    </PlanQueryState>
  );
}

function PlanContentBody({ data, updatedAt }: { data: TPlanContentResponse; updatedAt: number }) {
  const studio = useStudio();
  const [saved, setSaved] = useState<string | null>(null);
  const [editingDetails, setEditingDetails] = useState(false);
  const { plan, options } = data;
  const nothingToChoose = options.devotionals.length + options.challenges.length + options.dadsCorner.length === 0;
  return (
    <div className="space-y-6">
      <title>{t("studioContent.editor.pageTitle", { title: plan.title })}</title>
      <header>
        <Breadcrumb title={plan.title} />
        <h1 className="text-3xl font-bold break-words sm:text-4xl">{plan.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge tone="navy">{t("studioContent.weeks", { count: plan.durationWeeks })}</Badge>
          <Badge tone={plan.status === "published" ? "green" : "gray"}>{t("studioContent.status", { status: plan.status })}</Badge>
        </div>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={studio.planStudio(plan.id)} icon={<NotebookPen aria-hidden="true" className="size-4" />}>
            {t("studioContent.editor.openEditor")}
          </ButtonLink>
          <Button variant="secondary" aria-expanded={editingDetails} aria-controls="plan-details" onClick={() => setEditingDetails((open) => !open)}>
            {t("studioContent.editor.editDetails")}
          </Button>
          <DeletePlanButton planId={plan.id} title={plan.title} />
        </div>
        <p className="mt-3 text-navy-700">{t("studioContent.editor.intro")}</p>
      </header>
      <FlashMessage />
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      {editingDetails ? (
        <section id="plan-details" aria-labelledby="plan-details-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
          <h2 id="plan-details-title" className="mb-4 text-xl font-bold">
            {t("studioContent.editor.details")}
          </h2>
          <CreatePlanForm
            plan={plan}
            onCancel={() => setEditingDetails(false)}
            onSaved={(message) => {
              setSaved(message);
              setEditingDetails(false);
            }}
          />
        </section>
      ) : null}
      <CreateContentLinks label={nothingToChoose ? t("studioContent.editor.nothingToChoose") : t("studioContent.editor.missingSomething")} planId={plan.id} />
      {nothingToChoose ? null : <EditExistingContent options={options} planId={plan.id} />}
      <ContentForm key={updatedAt} data={data} onSaved={setSaved} />
    </div>
  );
}
