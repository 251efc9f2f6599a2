// The create and edit form: name (required), description, private (checked by default; docs/areas/groups.md).
// The same shared schema as the server, so messages match; server field messages land on the fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_NAME_MAX_LENGTH,
  ZGroupFormRequest,
  type TGroupForm,
  type TGroupFormRequest,
} from "../../../../shared/schemas/groups.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { useSaveForm } from "../../../lib/use-form-submit.ts";

const FIELDS = ["name", "description", "isPrivate"] as const;

export interface GroupFormProps {
  defaultValues?: TGroupForm;
  submitLabel: string;
  /** Saves the values; a thrown ApiError is shown on the form. */
  onSubmit: (values: TGroupForm) => Promise<void>;
  /** The spec's fallback message for this form ('Failed to create group', 'Failed to update group'). */
  failureMessage: string;
  /** Shown (politely) after a save that keeps the form on screen. */
  successMessage?: string | null;
}

export function GroupForm({ defaultValues, submitLabel, onSubmit, failureMessage, successMessage = null }: GroupFormProps) {
  const form = useForm<TGroupFormRequest, unknown, TGroupForm>({
    resolver: zodResolver(ZGroupFormRequest),
    defaultValues: defaultValues ?? { name: "", description: "", isPrivate: true },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { onSubmit: submit, formError, success } = useSaveForm(form, { save: onSubmit, fields: FIELDS, failureMessage, successMessage });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      <TextField label="Group name" required maxLength={GROUP_NAME_MAX_LENGTH} autoComplete="off" error={errors.name?.message} {...register("name")} />
      <TextAreaField
        label="Description (optional)"
        maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
        rows={4}
        error={errors.description?.message}
        {...register("description")}
      />
      <Checkbox label="Private group" description="Only members can see this group, its code and who is in it." {...register("isPrivate")} />
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
