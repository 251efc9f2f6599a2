// The one wiring of a form field, shared by TextField, TextAreaField and SelectField: a label (optional
// fields say "(optional)" in it), the control, a hint and the error under it. The hint and the error are
// linked to the control with aria-describedby, the control says aria-invalid when its value was refused, and
// `required` becomes aria-required only (no asterisk, no browser bubble: the zod schema's message is shown).
import { localize } from "../../lib/i18n.ts";
import clsx from "clsx";
import { useId, type ReactNode } from "react";

/** Props every field component takes on top of its native control's. */
export interface FieldProps {
  label: ReactNode;
  /** The field's error message (from the zod schema or the server). */
  error?: string | undefined;
  /** Help shown under the field. */
  hint?: ReactNode;
}

export interface FieldIds {
  /** The control's id (the caller's `id`, or a generated one). */
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Attributes to spread on the control, before the caller's own props. */
  controlProps: {
    id: string;
    "aria-describedby": string | undefined;
    "aria-invalid": true | undefined;
    "aria-required": true | undefined;
  };
}

export function useFieldIds({
  id,
  hint,
  error,
  required,
}: {
  id?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean | undefined;
}): FieldIds {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return {
    id: controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      "aria-describedby": describedBy,
      "aria-invalid": error ? true : undefined,
      "aria-required": required || undefined,
    },
  };
}

export interface FieldShellProps extends FieldProps {
  ids: FieldIds;
  className?: string | undefined;
  /** The control, with `ids.controlProps` spread on it. */
  children: ReactNode;
}

export function FieldShell({ ids, label, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={clsx("space-y-1.5", className)}>
      <label htmlFor={ids.id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-sm break-words text-navy-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm font-medium text-red-700">
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The look of a bordered control (input, textarea, select), red-bordered when its value was refused. */
export function fieldControlClasses(invalid: boolean) {
  return clsx(
    "block w-full rounded-lg border bg-white px-3.5 text-base text-navy-950 shadow-xs placeholder:text-navy-400",
    "disabled:cursor-not-allowed disabled:bg-navy-50 disabled:text-navy-500",
    invalid ? "border-red-600" : "border-navy-200 hover:border-navy-300",
  );
}
