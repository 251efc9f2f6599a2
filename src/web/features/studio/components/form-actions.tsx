// The parts the studio's item forms share: the foot of every creation form (Cancel back to the plan it was opened from, else the studio's home, /admin
// in docs/areas/admin.md or /organizations, and the submit button), the week number and the content of an item.
import type { FormEventHandler, ReactNode } from "react";
import type { TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { SaveForm } from "../../../components/ui/save-form.tsx";
import { TextAreaField, type TextAreaFieldProps } from "../../../components/ui/text-area-field.tsx";
import { NumberField, type TextFieldProps } from "../../../components/ui/text-field.tsx";
import { useReturnPath } from "../use-return-path.ts";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

/** `onCancel` (an edit form shown in place) replaces the link back to the studio's home. */
export function FormActions({ submitLabel, submitting, onCancel }: { submitLabel: string; submitting: boolean; onCancel?: () => void }) {
  const back = useReturnPath();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("studio.form.cancel")}
        </Button>
      ) : (
        <ButtonLink to={back} variant="secondary">
          {t("studio.form.cancel")}
        </ButtonLink>
      )}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** An item form: what a refusal says above its fields, and its foot, whose button saves an edit or creates the item. */
export function ItemFormFrame({
  submit,
  editing,
  createLabel,
  submitting,
  children,
}: {
  /** What useItemFormSubmit returns. */
  submit: { onSubmit: FormEventHandler<HTMLFormElement>; formError: string | null };
  editing: boolean;
  createLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <SaveForm
      {...submit}
      success={null}
      className="space-y-6"
      foot={<FormActions submitLabel={editing ? t("studio.form.saveChanges") : createLabel} submitting={submitting} />}
    >
      {children}
    </SaveForm>
  );
}

/** A number input's registration: an emptied field becomes NaN, which the schema reports with its message. */
export const asNumber = { valueAsNumber: true } as const;

/** An item form in edit mode: the item's values in the form's shape, and how the form's output is saved. */
export interface ItemEdit<TValues, TOutput> {
  values: TValues;
  save: (body: TOutput) => Promise<TCreatedItemResponse>;
}

/** The week of the plan an item is meant for (1 or later); register it with `asNumber`. */
export function WeekNumberField(props: Omit<TextFieldProps, "label" | "min" | "required">) {
  return <NumberField label={t("studio.form.weekNumber")} min={1} required {...props} />;
}

/** The text of a devotional or a Dad's Corner entry, read as paragraphs split at blank lines. */
export function ItemContentField(props: Omit<TextAreaFieldProps, "label" | "rows" | "required" | "hint">) {
  return <TextAreaField label={t("studio.form.content")} rows={10} required hint={t("studio.form.contentHint")} {...props} />;
}
