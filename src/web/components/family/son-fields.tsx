// Fields shared by registration and "Add a son" on /family: his name, his address (optional, with its hint), the
// password his dad gives him and the age band.
import { t } from "../../lib/i18n.ts";
import type { SelectHTMLAttributes, Ref } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../shared/constants.ts";
import { SelectField } from "../ui/select-field.tsx";
import { EmailField, NewPasswordField, TextField, type TextFieldProps } from "../ui/text-field.tsx";

type SonTextFieldProps = Omit<TextFieldProps, "label" | "hint" | "type" | "autoComplete" | "required">;

export const ageBandLabels = {
  under_13: "Under 13",
  "13_plus": "13 or older",
} as const;

export function SonAgeBandField({
  error,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { error?: string | undefined; ref?: Ref<HTMLSelectElement> }) {
  return (
    // No preselected age: the dad chooses (what he may read of his son's words depends on it).
    <SelectField label={t("son.age")} hint={t("son.ageHint")} error={error} ref={ref} defaultValue="" required {...rest}>
      <option value="" disabled>
        {t("son.chooseAge")}
      </option>
      <option value="13_plus">{t("son.13plus")}</option>
      <option value="under_13">{t("son.under13")}</option>
    </SelectField>
  );
}

export function SonNameField(props: SonTextFieldProps) {
  return <TextField label={t("son.name")} autoComplete="off" required {...props} />;
}

export function SonEmailField(props: SonTextFieldProps) {
  return <EmailField label={t("son.email")} someoneElses required={false} hint={t("son.emailHint")} {...props} />;
}

export function SonPasswordField(props: SonTextFieldProps) {
  return <NewPasswordField label={t("son.password")} hint={t("son.passwordHint", { min: PASSWORD_MIN_LENGTH })} {...props} />;
}
