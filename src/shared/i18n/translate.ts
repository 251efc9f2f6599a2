// A translator for one language over Lingui's runtime (compiled catalogues: interpolation and ICU plurals, no
// parser). A key the language lacks is said in English and reported once (never an empty string); a key English
// lacks too is shown as itself, which the catalogue test keeps from ever shipping.
import { setupI18n } from "@lingui/core";
import type { MessageKey } from "./catalog/en.ts";
import type { Locale } from "./locales.ts";

/** A compiled message: text, or text and placeholders (Lingui's compiled form). */
export type CompiledCatalog = Record<string, unknown>;
export type MessageValues = Record<string, string | number>;
export type MissingReporter = (missing: { locale: Locale; key: string }) => void;

export interface Translator {
  readonly locale: Locale;
  t(key: MessageKey, values?: MessageValues): string;
}

type LinguiMessages = Parameters<ReturnType<typeof setupI18n>["load"]>[1];

export function createTranslator(locale: Locale, catalog: CompiledCatalog, english: CompiledCatalog, report: MissingReporter): Translator {
  const own = setupI18n({ locale, messages: { [locale]: catalog as LinguiMessages } });
  const fallback = locale === "en" ? own : setupI18n({ locale: "en", messages: { en: english as LinguiMessages } });
  const reported = new Set<string>();
  return {
    locale,
    t(key, values) {
      if (Object.hasOwn(catalog, key)) {
        const text = own._(key, values);
        if (text !== "") return text;
      }
      if (!reported.has(key)) {
        reported.add(key);
        report({ locale, key });
      }
      return Object.hasOwn(english, key) ? fallback._(key, values) || key : key;
    },
  };
}
