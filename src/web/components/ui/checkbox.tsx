// A native checkbox with its label (works with react-hook-form's register and with a keyboard as is).
import clsx from "clsx";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, description, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={clsx("flex items-start gap-3", className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-navy-300 accent-navy-900 disabled:cursor-not-allowed"
        {...rest}
      />
      <div className="text-sm">
        <label htmlFor={inputId} className="cursor-pointer font-semibold text-navy-900">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-navy-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
