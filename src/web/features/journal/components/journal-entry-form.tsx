// The new/edit entry form: the shared zod schema checks it here and again on the server; server field
// messages land on the same fields. The sharing box says exactly who will be able to read the entry.
import { localize, t } from "../../../lib/i18n.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { Role, SonAgeBand } from "../../../../shared/constants.ts";
import { JOURNAL_ENTRY_TYPES } from "../../../../shared/constants.ts";
import { ZJournalEntryForm, type TJournalEntry, type TJournalEntryFormValues, type TJournalEntryInput } from "../../../../shared/schemas/journal.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useCreateJournalEntry } from "../api/create-journal-entry.ts";
import { useUpdateJournalEntry } from "../api/update-journal-entry.ts";
import "../../../lib/catalog-parts/journal.ts";

const FIELDS = ["title", "content", "weekNumber", "entryType", "isShared"] as const;

/**
 * Who a shared entry reaches, and who a private one does, in the viewer's own terms (the API shares with the
 * confirmed family link only). A son under 13 is told plainly that his dad's download includes
 * his private entries; for anyone else "only you can see it" is true.
 */
export function sharingDescription(role: Role | undefined, sonAgeBand?: SonAgeBand | null): string {
  const shared = t(role === "son" ? "journal.share.dad" : "journal.share.sons");
  if (role === "son" && sonAgeBand === "under_13") return `${shared} ${t("journal.share.under13")}`;
  return `${shared} ${t("journal.share.private")}`;
}

export interface JournalEntryFormProps {
  /** The entry being edited, or null for a new one. */
  entry: TJournalEntry | null;
  defaultValues: TJournalEntryFormValues;
  viewerRole: Role | undefined;
  /** A son's age band, from his family link; null without a linked dad. */
  sonAgeBand?: SonAgeBand | null;
  onSaved: (entry: TJournalEntry) => void;
  onCancel: () => void;
}

export function JournalEntryForm({ entry, defaultValues, viewerRole, sonAgeBand = null, onSaved, onCancel }: JournalEntryFormProps) {
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<TJournalEntryFormValues, unknown, TJournalEntryInput>({
    resolver: zodResolver(ZJournalEntryForm),
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  const editing = entry !== null;
  const headingId = editing ? "journal-form-heading-edit" : "journal-form-heading-new";

  // Opening the form (from New Entry, Edit or a week page link) puts the cursor in the title.
  useEffect(() => setFocus("title"), [setFocus]);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = editing ? await update.mutateAsync({ id: entry.id, input }) : await create.mutateAsync(input);
      onSaved(saved);
    } catch (error) {
      setFormError(localize(applyServerErrors(error, setError, FIELDS, t("journal.failed")) ?? undefined) ?? null);
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-5">
        <h2 id={headingId} className="text-xl font-bold">
          {editing ? t("journal.form.edit") : t("journal.form.new")}
        </h2>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField label={t("journal.form.title")} required autoComplete="off" error={localize(errors.title?.message)} {...register("title")} />
        <TextAreaField label={t("journal.form.content")} required rows={8} error={localize(errors.content?.message)} {...register("content")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t("journal.form.week")}
            inputMode="numeric"
            autoComplete="off"
            hint={t("journal.form.weekHint")}
            error={localize(errors.weekNumber?.message)}
            {...register("weekNumber")}
          />
          <SelectField label={t("journal.form.type")} error={localize(errors.entryType?.message)} {...register("entryType")}>
            {JOURNAL_ENTRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`entryType.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Checkbox label={t("journal.form.share")} description={sharingDescription(viewerRole, sonAgeBand)} {...register("isShared")} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isSubmitting}>
            {editing ? t("journal.form.update") : t("journal.form.save")}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t("journal.form.cancel")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
