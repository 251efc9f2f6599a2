// The app's words in the page's language. The page says its language (`<html lang>`, chosen by the server or the
// build); English is in the app's code, Spanish is a chunk of its own, loaded before the first render of a Spanish
// page. A switch stores the choice and loads the page again, so every drawing — the server's too — follows it.
import { messages as english } from "../../shared/i18n/compiled/en.ts";
import { isLocale, type Locale } from "../../shared/i18n/locales.ts";
import { localizeServerText, serverTextIndex } from "../../shared/i18n/server-text.ts";
import { createTranslator, type CompiledCatalog, type MessageValues, type Translator } from "../../shared/i18n/translate.ts";
import type { MessageKey } from "../../shared/i18n/catalog/en.ts";

export type { MessageKey };

const report = ({ locale, key }: { locale: Locale; key: string }) => console.warn(`StrongBond: "${key}" has no ${locale} translation; said in English`);
let current: Translator = createTranslator("en", english, english, report);
let index: ReturnType<typeof serverTextIndex> | undefined;

/** The words of `key` in the page's language. */
export function t(key: MessageKey, values?: MessageValues): string {
  return current.t(key, values);
}

export function activeLocale(): Locale {
  return current.locale;
}

/** Draws in `locale` from now on, with its compiled catalogue (the server's renderer passes it; the browser loads it). */
export function setCatalog(locale: Locale, catalog: CompiledCatalog): void {
  current = locale === "en" ? createTranslator("en", english, english, report) : createTranslator(locale, catalog, english, report);
}

/** The tag dates are written with on this page (English keeps the US order the spec shows). */
export function dateLocale(): string {
  return current.locale === "en" ? "en-US" : current.locale;
}

/** The page's language as the server or the build drew it. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : "en";
}

/** Loads the page's catalogue (Spanish: its own chunk) and draws in it. */
export async function activatePageLocale(locale: Locale = pageLocale()): Promise<void> {
  if (locale === current.locale) return;
  if (locale === "es") setCatalog("es", (await import("../../shared/i18n/compiled/es.ts")).messages);
  else setCatalog("en", english);
}

/** A message of the server's catalogue (a field message of a shared schema, a refusal) in the page's language. */
export function localize(text: string): string;
export function localize(text: string | undefined): string | undefined;
export function localize(text: string | undefined): string | undefined {
  if (text === undefined || current.locale === "en") return text;
  index ??= serverTextIndex(english);
  return localizeServerText(current, index, text);
}
