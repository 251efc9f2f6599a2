// A multi-line text field: label + textarea + hint + error, wired like TextField (see field-shell.tsx).
// Works with react-hook-form's register() as is (ref and props are passed to the textarea).
import clsx from "clsx";
import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldShell, fieldControlClasses, useFieldIds, type FieldProps } from "./field-shell.tsx";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, id, className, required, rows = 4, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error, required });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea rows={rows} className={clsx(fieldControlClasses(Boolean(error)), "py-2.5 leading-relaxed")} {...ids.controlProps} {...rest} />
    </FieldShell>
  );
}
