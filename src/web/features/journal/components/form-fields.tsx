// A multi-line text field and a native select, styled and wired like the kit's TextField (label, hint and
// error linked with aria-describedby, aria-invalid when refused; required fields carry aria-required and no
// asterisk, optional ones say "(optional)" in their label). Local until the UI kit has its own.
import clsx from "clsx";
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  id?: string | undefined;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function FieldFrame({ label, error, hint, className, id, children }: FieldFrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1.5", className)}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
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

export function TextAreaField({ label, error, hint, id, className, required, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <textarea
          id={controlId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={clsx(controlClasses(invalid), "min-h-40 py-2.5 leading-relaxed")}
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
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, hint, id, className, required, options, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <select
          id={controlId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={clsx(controlClasses(invalid), "h-11 cursor-pointer")}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
