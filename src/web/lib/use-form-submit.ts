// The submit of a form that stays on screen: clears the last outcome, saves, and shows what the save returns as
// `success` (null: nothing to say). A refusal's field messages land on the fields and the rest is `formError`
// (applyServerErrors), shown above the form. A form in a dialog (useFormDialog) may keep more than a message.
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
 * A form in a dialog that shows what it saved (`saved`, such as the password it set) in place of the form. Closing
 * the dialog hands `onClosed` what was saved, forgets it and empties the form (back to `resetTo()` when given).
 */
export function useFormDialog<TValues extends FieldValues, TOutput, TSaved>(
  form: SubmitForm<TValues, TOutput>,
  {
    onClosed,
    resetTo,
    ...options
  }: SubmitOptions<TValues> & {
    save: (values: TOutput) => Promise<TSaved>;
    onClosed?: (saved: TSaved | null) => void;
    resetTo?: () => TValues;
  },
) {
  const [open, setOpen] = useState(false);
  const { onSubmit, formError, success: saved, clear } = useFormSubmit(form, options);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    onClosed?.(saved);
    clear();
    form.reset(resetTo?.());
  };
  return { open, onOpenChange, onSubmit, formError, saved };
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
