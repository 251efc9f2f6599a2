// A multi-line text field wired like the kit's TextField (label, hint and error linked with
// aria-describedby, aria-invalid when refused). Local until the UI kit has its own.
import clsx from "clsx";
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, id, className, ...rest }: TextAreaFieldProps) {
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
      <textarea
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          "block min-h-28 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base leading-relaxed text-navy-950 shadow-xs placeholder:text-navy-400",
          "disabled:cursor-not-allowed disabled:bg-navy-50 disabled:text-navy-500",
          error ? "border-red-600" : "border-navy-200 hover:border-navy-300",
        )}
        {...rest}
      />
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
