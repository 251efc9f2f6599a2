// The name (required, one line) and description (optional, a few lines) that a group, a church's group and an
// organization are all created with. Each form keeps its own schema, labels and limits; the two fields and their
// wiring to react-hook-form are the same everywhere.
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextAreaField } from "./text-area-field.tsx";
import { TextField } from "./text-field.tsx";

type NameOrDescription = "name" | "description";

export interface NameDescriptionFieldsProps {
  /** The form's register(): both fields are registered under their own names. */
  register: (field: NameOrDescription) => UseFormRegisterReturn;
  errors: Partial<Record<NameOrDescription, Pick<FieldError, "message">>>;
  labels: { name: string; description: string; descriptionHint?: string };
  /** The same limits the shared schema checks (`nameAndDescription`). */
  limits: { nameMax: number; descriptionMax: number };
  /** What the browser may offer for the name ("organization"), or "off" for a name only this app knows. */
  nameAutoComplete: string;
  descriptionRows?: number;
}

export function NameDescriptionFields({ register, errors, labels, limits, nameAutoComplete, descriptionRows = 4 }: NameDescriptionFieldsProps) {
  return (
    <>
      <TextField label={labels.name} required maxLength={limits.nameMax} autoComplete={nameAutoComplete} error={errors.name?.message} {...register("name")} />
      <TextAreaField
        label={labels.description}
        hint={labels.descriptionHint}
        maxLength={limits.descriptionMax}
        rows={descriptionRows}
        error={errors.description?.message}
        {...register("description")}
      />
    </>
  );
}
