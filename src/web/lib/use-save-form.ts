// The submit of a create-or-settings form (a group, an organization): clears the last outcome and saves. When the
// form stays on screen after a save (`successMessage`), the saved values become its new starting point and the
// message shows; a refusal's field messages land on the fields and the rest is `formError` (applyServerErrors).
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "./form-errors.ts";

export function useSaveForm<TValues extends FieldValues, TOutput extends TValues>(
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, "handleSubmit" | "setError" | "reset">,
  options: {
    save: (values: TOutput) => Promise<void>;
    /** The fields a server's field message may land on. */
    fields: readonly Path<TValues>[];
    /** The form's message when saving fails with no field to blame. */
    failureMessage: string;
    /** Shown after a save that keeps the form on screen (none: the page moves on). */
    successMessage: string | null;
  },
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { save, fields, failureMessage, successMessage } = options;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await save(values);
      if (successMessage) {
        form.reset(values);
        setSaved(true);
      }
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields, failureMessage));
    }
  });
  return { onSubmit, formError, savedMessage: saved ? successMessage : null };
}
