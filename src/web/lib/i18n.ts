// The app's words in the page's language. The page says its language (`<html lang>`, chosen by the server or the
// build). The catalogue comes in parts: the core part's English is in the app's first load, every other part's
// English in the chunks of the components that use it (src/web/lib/catalog-parts/), and another language's words of
// each part are loaded before the screen that needs them draws (the router waits for `catalogPartsReady`). A switch
// stores the choice and loads the page again, so every drawing — the server's too — follows it.
import english from "../../shared/i18n/compiled/core/en.json" with { type: "json" };
import { isLocale, type Locale } from "../../shared/i18n/locales.ts";
import { localizeServerText, serverTextIndex } from "../../shared/i18n/server-text.ts";
import { createTranslator, type CompiledCatalog, type MessageValues, type Translator } from "../../shared/i18n/translate.ts";
import type { MessageKey } from "../../shared/i18n/catalog/index.ts";

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

type PartLoaders = Partial<Record<Locale, () => Promise<CompiledCatalog>>>;

/** Every part registered so far: its English and how to load its other languages. */
const parts = new Map<string, { english: CompiledCatalog; load: PartLoaders }>();
const pending = new Set<Promise<void>>();

/** Draws in `locale` from now on, with its compiled catalogue (the server's renderer passes every part; the browser the core part). */
export function setCatalog(locale: Locale, catalog: CompiledCatalog, englishCatalog: CompiledCatalog = locale === "en" ? catalog : english): void {
  current = createTranslator(locale, catalog, englishCatalog, report);
  index = undefined;
  for (const [name, part] of parts) addPart(name, part);
}

function addPart(name: string, part: { english: CompiledCatalog; load: PartLoaders }): void {
  const translator = current;
  const load = part.load[translator.locale];
  if (translator.locale === "en" || !load) {
    translator.add({ english: part.english });
    return;
  }
  const loading = load()
    .then((catalog) => {
      if (current === translator) translator.add({ catalog, english: part.english });
    })
    .catch((error: unknown) => console.warn(`StrongBond: the ${translator.locale} words of "${name}" did not load; said in English`, error))
    .finally(() => pending.delete(loading));
  pending.add(loading);
}

/** A part of the catalogue, from the module of a component that uses it: its English now, the page's language as it loads. */
export function registerCatalogPart(name: string, partEnglish: CompiledCatalog, load: PartLoaders): void {
  if (parts.has(name)) return;
  const part = { english: partEnglish, load };
  parts.set(name, part);
  index = undefined;
  addPart(name, part);
}

/** Resolves once the page's language has every registered part's words (the router awaits it before drawing a screen). */
export async function catalogPartsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
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
  if (locale === "es") setCatalog("es", (await import("../../shared/i18n/compiled/core/es.json", { with: { type: "json" } })).default);
  else setCatalog("en", english);
  await catalogPartsReady();
}

/** A message of the server's catalogue (a field message of a shared schema, a refusal) in the page's language. */
export function localize(text: string): string;
export function localize(text: string | undefined): string | undefined;
export function localize(text: string | undefined): string | undefined {
  if (text === undefined || current.locale === "en") return text;
  index ??= serverTextIndex(Object.assign({}, english, ...[...parts.values()].map((part) => part.english)));
  return localizeServerText(current, index, text);
}
