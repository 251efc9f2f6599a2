// A native select: label + select + hint + error, wired like TextField (see field-shell.tsx). The options are
// its children (<option>s). Works with react-hook-form's register() as is (ref and props go to the select).
import clsx from "clsx";
import type { Ref, SelectHTMLAttributes } from "react";
import { FieldShell, fieldControlClasses, useFieldIds, type FieldProps } from "./field-shell.tsx";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldProps {
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, hint, id, className, required, children, ...rest }: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error, required });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <select className={clsx(fieldControlClasses(Boolean(error)), "h-11 cursor-pointer pr-8")} {...ids.controlProps} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}
