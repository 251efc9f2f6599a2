// A plan list's language filter with its state: "All languages" (empty) or one language, as the list's query wants it.
// The first run and an organization's public page both filter their plans with it.
import { useState } from "react";
import type { Language } from "../../../shared/language.ts";
import "../../lib/catalog-parts/pages.ts";
import { t } from "../../lib/i18n.ts";
import { PlanLanguageOptions } from "./plan-language-options.tsx";
import { SelectField } from "./select-field.tsx";

/** The chosen language ("" for every language) and its setter. */
export function usePlanLanguage(): [Language | "", (language: Language | "") => void] {
  return useState<Language | "">("");
}

/** The language a list's query asks for: undefined for every language. */
export function languageFilter(language: Language | ""): Language | undefined {
  return language === "" ? undefined : language;
}

export function PlanLanguageSelect({
  value,
  onChange,
  className = "sm:w-56",
}: {
  value: Language | "";
  onChange: (language: Language | "") => void;
  className?: string;
}) {
  return (
    <SelectField
      label={t("pages.planLanguage.label")}
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value === "" ? "" : (event.target.value as Language))}
    >
      <PlanLanguageOptions />
    </SelectField>
  );
}
