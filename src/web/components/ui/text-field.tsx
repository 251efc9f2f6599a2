// Text inputs. TextField = label + input + hint + error, wired for assistive technology by FieldShell: the
// error and hint are linked with aria-describedby and the input says aria-invalid when its value was refused.
// Fields are required unless their label says "(optional)": `required` sets aria-required, no asterisk.
import clsx from "clsx";
import type { InputHTMLAttributes, Ref } from "react";
import { FieldShell, fieldControlClasses, useFieldIds, type FieldProps } from "./field-shell.tsx";

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid = false, className, ...rest }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={clsx(fieldControlClasses(invalid), "h-11", className)} {...rest} />;
}

export interface TextFieldProps extends Omit<InputProps, "invalid">, FieldProps {}

export function TextField({ label, error, hint, id, className, required, ...rest }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, required });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <Input invalid={Boolean(error)} {...ids.controlProps} {...rest} />
    </FieldShell>
  );
}
