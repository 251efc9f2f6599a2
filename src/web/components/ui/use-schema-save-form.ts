// The wiring of a create-or-settings form drawn in SaveForm: react-hook-form checked by the same schema as the
// server, the page's values (or the empty form) to start from, and the save with its outcome (useSaveForm).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { useSaveForm } from "../../lib/use-form-submit.ts";
import type { SaveFormProps } from "./save-form.tsx";

export function useSchemaSaveForm<TRequest extends FieldValues, TValues extends TRequest>(
  schema: z.ZodType<TValues, TRequest>,
  { defaultValues, submitLabel, onSubmit, failureMessage, successMessage = null }: SaveFormProps<TValues>,
  { emptyValues, fields }: { emptyValues: TRequest; fields: readonly Path<TRequest>[] },
) {
  const form = useForm<TRequest, unknown, TValues>({
    resolver: zodResolver(schema),
    defaultValues: (defaultValues ?? emptyValues) as DefaultValues<TRequest>,
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit: submit, formError, success } = useSaveForm(form, { save: onSubmit, fields, failureMessage, successMessage });
  /** What SaveForm takes: spread it on the form. */
  const saveForm = { onSubmit: submit, formError, success, submitLabel, submitting: isSubmitting };
  return { register: form.register, errors, saveForm };
}
