// The languages StrongBond's content is written in: a plan has one, and a person reads in one.
import { z } from "zod";
import { LOCALES, LANGUAGE_NAMES as LOCALE_NAMES, type Locale } from "./i18n/locales.ts";

export const LANGUAGES = LOCALES;
export type Language = Locale;

export const LANGUAGE_UNKNOWN = "Choose English or Spanish";
export const ZLanguage = z.enum(LANGUAGES, { error: LANGUAGE_UNKNOWN });

/** Each language named in itself, as a reader looking for his own would look for it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = LOCALE_NAMES;

/** The language first, then the others in their usual order: a reader's own plans before the rest. */
export function languagesFirst(first: Language): Language[] {
  return [first, ...LANGUAGES.filter((language) => language !== first)];
}

/** A list's language filter in its query string: "en" or "es"; empty or absent means every language. */
export const ZLanguageFilterQuery = z.object({
  language: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), ZLanguage.optional()),
});
export type TLanguageFilterQuery = z.input<typeof ZLanguageFilterQuery>;
