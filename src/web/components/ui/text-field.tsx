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

type FixedTextFieldProps = Omit<TextFieldProps, "type" | "inputMode" | "autoComplete">;

/** A whole number typed on a numeric keypad (register it with `valueAsNumber`, so the schema sees a number). */
export function NumberField(props: FixedTextFieldProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** The password the person has now (to sign in or confirm a change), offered by the browser's password manager. Always required. */
export function CurrentPasswordField(props: Omit<FixedTextFieldProps, "required">) {
  return <TextField type="password" autoComplete="current-password" required {...props} />;
}

/** A password being chosen (or typed again to confirm it): the browser's password manager may suggest one. Always required. */
export function NewPasswordField(props: Omit<FixedTextFieldProps, "required">) {
  return <TextField type="password" autoComplete="new-password" required {...props} />;
}

/**
 * An e-mail address, on the keyboard with an @. The person's own is offered by the browser's autofill; someone else's
 * (`someoneElses`: a son's, a staff member's) is not, so the browser never fills in the typist's own. Required unless
 * `required={false}`.
 */
export function EmailField({ someoneElses = false, required = true, ...props }: FixedTextFieldProps & { someoneElses?: boolean }) {
  return <TextField type="email" autoComplete={someoneElses ? "off" : "email"} required={required} {...props} />;
}

/** The six digits of a one-time code on a numeric keypad; the phone may offer the one it just received. Always required. */
export function OneTimeCodeField(props: Omit<FixedTextFieldProps, "required" | "maxLength">) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...props} />;
}
