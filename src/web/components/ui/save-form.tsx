// The frame of a create-or-settings form (a group, an organization): the outcome of the last save above its fields,
// its one submit button below them. The fields and their wiring stay with each form (useSaveForm).
import type { FormEventHandler, ReactNode } from "react";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";

/** What a page gives a create-or-settings form. */
export interface SaveFormProps<TValues> {
  defaultValues?: TValues;
  submitLabel: string;
  /** Saves the values; a thrown ApiError is shown on the form. */
  onSubmit: (values: TValues) => Promise<void>;
  /** The spec's fallback message for this form ('Failed to create group', 'Failed to update group'). */
  failureMessage: string;
  /** Shown (politely) after a save that keeps the form on screen. */
  successMessage?: string | null;
}

export function SaveForm({
  onSubmit,
  formError,
  success,
  submitLabel,
  submitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  success: string | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      {children}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
