// A translator for one language over Lingui's runtime (compiled catalogues: interpolation and ICU plurals, no
// parser), which takes in more of the catalogue as the browser loads its parts. A key the language lacks is said in
// English and reported once (never an empty string); a key English lacks too is shown as itself, which the catalogue
// test keeps from ever shipping.
import { setupI18n } from "@lingui/core";
import type { MessageKey } from "./catalog/index.ts";
import type { Locale } from "./locales.ts";

/** A compiled message: text, or text and placeholders (Lingui's compiled form). */
export type CompiledCatalog = Record<string, unknown>;
export type MessageValues = Record<string, string | number>;
export type MissingReporter = (missing: { locale: Locale; key: string }) => void;

export interface Translator {
  readonly locale: Locale;
  t(key: MessageKey, values?: MessageValues): string;
  /** Takes in a part of the catalogue: its words in this language (when loaded) and in English. */
  add(part: { catalog?: CompiledCatalog; english: CompiledCatalog }): void;
}

type LinguiMessages = Parameters<ReturnType<typeof setupI18n>["load"]>[1];

export function createTranslator(locale: Locale, initial: CompiledCatalog, initialEnglish: CompiledCatalog, report: MissingReporter): Translator {
  const catalog: CompiledCatalog = { ...initial };
  const english: CompiledCatalog = locale === "en" ? catalog : { ...initialEnglish };
  const own = setupI18n({ locale, messages: { [locale]: catalog as LinguiMessages } });
  const fallback = locale === "en" ? own : setupI18n({ locale: "en", messages: { en: english as LinguiMessages } });
  const reported = new Set<string>();
  return {
    locale,
    add(part) {
      const words = locale === "en" ? part.english : part.catalog;
      if (words) {
        Object.assign(catalog, words);
        own.load(locale, words as LinguiMessages);
      }
      if (locale !== "en") {
        Object.assign(english, part.english);
        fallback.load("en", part.english as LinguiMessages);
      }
    },
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
