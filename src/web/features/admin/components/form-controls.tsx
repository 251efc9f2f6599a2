// A multi-line text field and a native select, built like the UI kit's TextField: a label (optional fields
// say so in it), an optional hint and the error, linked with aria-describedby, and aria-invalid when refused.
import clsx from "clsx";
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldFrame({ id, label, hint, error, className, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-sm text-navy-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const controlClasses = (invalid: boolean) =>
  clsx(
    "block w-full rounded-lg border bg-white px-3.5 text-base text-navy-950 shadow-xs placeholder:text-navy-400",
    "disabled:cursor-not-allowed disabled:bg-navy-50 disabled:text-navy-500",
    invalid ? "border-red-600" : "border-navy-200 hover:border-navy-300",
  );

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, id, className, required, rows = 4, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <textarea
          id={fieldId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={clsx(controlClasses(Boolean(error)), "py-2.5 leading-relaxed")}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, hint, id, className, required, children, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={clsx(controlClasses(Boolean(error)), "h-11 pr-8")}
          {...rest}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
