// The create and edit form: name (required), description, private (checked by default; docs/areas/groups.md).
// The same shared schema as the server, so messages match; server field messages land on the fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { GROUP_LIMITS, ZGroupFormRequest, type TGroupForm, type TGroupFormRequest } from "../../../../shared/schemas/groups.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { SaveForm, type SaveFormProps } from "../../../components/ui/save-form.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { useSaveForm } from "../../../lib/use-form-submit.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

const FIELDS = ["name", "description", "isPrivate"] as const;

export function GroupForm({ defaultValues, submitLabel, onSubmit, failureMessage, successMessage = null }: SaveFormProps<TGroupForm>) {
  const form = useForm<TGroupFormRequest, unknown, TGroupForm>({
    resolver: zodResolver(ZGroupFormRequest),
    defaultValues: defaultValues ?? { name: "", description: "", isPrivate: true },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { onSubmit: submit, formError, success } = useSaveForm(form, { save: onSubmit, fields: FIELDS, failureMessage, successMessage });

  return (
    <SaveForm onSubmit={submit} formError={formError} success={success} submitLabel={submitLabel} submitting={isSubmitting}>
      <TextField
        label={t("groups.form.name")}
        required
        maxLength={GROUP_LIMITS.nameMax}
        autoComplete="off"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextAreaField
        label={t("groups.form.description")}
        maxLength={GROUP_LIMITS.descriptionMax}
        rows={4}
        error={errors.description?.message}
        {...register("description")}
      />
      <Checkbox label={t("groups.form.private")} description={t("groups.form.privateHint")} {...register("isPrivate")} />
    </SaveForm>
  );
}
