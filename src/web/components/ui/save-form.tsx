// The frame of a create-or-settings form (a group, an organization, a studio's content item): the outcome of the last
// save above its fields, its one submit button (or the form's own foot) below them. The fields and their wiring stay
// with each form (useSaveForm, useItemFormSubmit).
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

/** Its foot: the one submit button, or the form's own (e.g. Cancel beside the submit). */
type SaveFormFoot = { submitLabel: string; submitting: boolean; foot?: never } | { foot: ReactNode; submitLabel?: never; submitting?: never };

export function SaveForm({
  onSubmit,
  formError,
  success,
  submitLabel,
  submitting,
  foot,
  className = "space-y-5",
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  success: string | null;
  className?: string;
  children: ReactNode;
} & SaveFormFoot) {
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      {children}
      {foot ?? (
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      )}
    </form>
  );
}
