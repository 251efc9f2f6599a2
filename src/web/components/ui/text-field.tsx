// Text inputs. TextField = label + input + hint + error, wired for assistive technology: the error and
// hint are linked with aria-describedby and the input says aria-invalid when its value was refused.
// Fields are required unless their label says "(optional)": `required` sets aria-required, no asterisk.
import clsx from "clsx";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid = false, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={clsx(
        "block h-11 w-full rounded-lg border bg-white px-3.5 text-base text-navy-950 shadow-xs placeholder:text-navy-400",
        "disabled:cursor-not-allowed disabled:bg-navy-50 disabled:text-navy-500",
        invalid ? "border-red-600" : "border-navy-200 hover:border-navy-300",
        className,
      )}
      {...rest}
    />
  );
}

export interface TextFieldProps extends Omit<InputProps, "invalid"> {
  label: ReactNode;
  /** The field's error message (from the zod schema or the server). */
  error?: string | undefined;
  /** Help shown under the field. */
  hint?: ReactNode;
}

export function TextField({ label, error, hint, id, className, required, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1.5", className)}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <Input id={inputId} invalid={Boolean(error)} aria-describedby={describedBy} aria-required={required || undefined} {...rest} />
      {hint ? (
        <p id={hintId} className="text-sm break-words text-navy-600">
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
