// Fields shared by registration and "Add a son" on /family: his name, his address (optional, with its hint), the
// password his dad gives him and the age band.
import type { SelectHTMLAttributes, Ref } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../shared/constants.ts";
import { SelectField } from "../ui/select-field.tsx";
import { NewPasswordField, TextField, type TextFieldProps } from "../ui/text-field.tsx";

type SonTextFieldProps = Omit<TextFieldProps, "label" | "hint" | "type" | "autoComplete" | "required">;

export const sonEmailHint =
  "Leave it empty and we create a private sign-in name for him (his first name and a few random letters). If you type his own address, he confirms it before your family settings for him start.";

export const ageBandLabels = {
  under_13: "Under 13",
  "13_plus": "13 or older",
} as const;

export const ageBandHint =
  "Under 13: you can download everything he writes, private entries and assistant chats included, and he is told so. 13 or older: his private entries and chats stay his own.";

export function SonAgeBandField({
  error,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { error?: string | undefined; ref?: Ref<HTMLSelectElement> }) {
  return (
    // No preselected age: the dad chooses (what he may read of his son's words depends on it).
    <SelectField label="Son's age" hint={ageBandHint} error={error} ref={ref} defaultValue="" required {...rest}>
      <option value="" disabled>
        Choose his age
      </option>
      <option value="13_plus">{ageBandLabels["13_plus"]}</option>
      <option value="under_13">{ageBandLabels.under_13}</option>
    </SelectField>
  );
}

export function SonNameField(props: SonTextFieldProps) {
  return <TextField label="Son's full name" autoComplete="off" required {...props} />;
}

export function SonEmailField(props: SonTextFieldProps) {
  return <TextField label="Son's email (optional)" type="email" autoComplete="off" hint={sonEmailHint} {...props} />;
}

export function SonPasswordField(props: SonTextFieldProps) {
  return <NewPasswordField label="Son's password" hint={`At least ${PASSWORD_MIN_LENGTH} characters. You give it to your son.`} {...props} />;
}
