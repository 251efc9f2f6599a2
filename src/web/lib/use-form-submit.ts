// The submit of a form that stays on screen: clears the last outcome, saves, and shows what the save returns as
// `success` (null: nothing to say; a dialog may keep more than a message, such as the password it set). A refusal's field messages land on the fields and the rest is `formError`
// (applyServerErrors), shown above the form.
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "./form-errors.ts";

type SubmitForm<TValues extends FieldValues, TOutput> = Pick<UseFormReturn<TValues, unknown, TOutput>, "handleSubmit" | "setError" | "reset">;

interface SubmitOptions<TValues extends FieldValues> {
  /** The fields a server's field message may land on. */
  fields: readonly Path<TValues>[];
  /** The form's message when saving fails with no field to blame. */
  failureMessage: string;
}

export function useFormSubmit<TValues extends FieldValues, TOutput, TSuccess = string>(
  form: SubmitForm<TValues, TOutput>,
  { save, fields, failureMessage }: SubmitOptions<TValues> & { save: (values: TOutput) => Promise<TSuccess | null> },
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<TSuccess | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSuccess(null);
    try {
      setSuccess(await save(values));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields, failureMessage));
    }
  });
  /** Forgets the last outcome, as a dialog does when it closes. */
  const clear = () => {
    setFormError(null);
    setSuccess(null);
  };
  return { onSubmit, formError, success, clear };
}

/**
 * A create-or-settings form (a group, an organization): with a `successMessage` the form stays on screen after a
 * save, the saved values become its new starting point and the message shows; without one the page moves on.
 */
export function useSaveForm<TValues extends FieldValues, TOutput extends TValues>(
  form: SubmitForm<TValues, TOutput>,
  { save, successMessage, ...options }: SubmitOptions<TValues> & { save: (values: TOutput) => Promise<void>; successMessage: string | null },
) {
  return useFormSubmit(form, {
    ...options,
    save: async (values) => {
      await save(values);
      if (!successMessage) return null;
      form.reset(values);
      return successMessage;
    },
  });
}
