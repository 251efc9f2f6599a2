// The server's side of the languages: the request's language (the person's stored choice, the visitor's cookie, the
// browser's Accept-Language) and the translators for it. A key missing in a language is said in English and logged
// once as a warning (translate.ts).
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { COMPILED } from "../../shared/i18n/compiled/all.ts";
import { chooseLocale, type Locale } from "../../shared/i18n/locales.ts";
import { serverPatternMatcher } from "../../shared/i18n/server-patterns.ts";
import { localizeServerText, serverTextIndex } from "../../shared/i18n/server-text.ts";
import { createTranslator, type Translator } from "../../shared/i18n/translate.ts";

const INDEX = serverTextIndex(COMPILED.en, serverPatternMatcher);
const translators = new Map<Locale, Translator>();
let warn: (missing: { locale: Locale; key: string }) => void = ({ locale, key }) => console.warn(`translation missing: ${key} in ${locale}`);

/** Where a missing translation is reported (the app's logger, once it exists). */
export function reportMissingTranslationsTo(logger: FastifyBaseLogger): void {
  warn = (missing) => logger.warn(missing, "translation missing; said in English");
}

export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, COMPILED[locale], COMPILED.en, (missing) => warn(missing));
    translators.set(locale, translator);
  }
  return translator;
}

/** The request's language from what it carries (no stored choice: that needs the viewer). */
export function headerLocale(request: Pick<FastifyRequest, "headers">, stored?: string | null): Locale {
  const { cookie, "accept-language": acceptLanguage } = request.headers;
  return chooseLocale({ stored, cookie: cookie ?? null, acceptLanguage: acceptLanguage ?? null });
}

/** The request's language: the signed-in person's stored choice first. Never throws (a failed viewer read is ignored). */
export async function requestLocale(request: FastifyRequest): Promise<Locale> {
  let stored: string | null = null;
  try {
    stored = (await request.viewer())?.language ?? null;
  } catch {
    // The viewer could not be read (the database is down): the headers decide.
  }
  return headerLocale(request, stored);
}

/** One of the server's messages in `locale` (unchanged in English, and for a message not translated yet). */
export function localizeMessage(locale: Locale, text: string): string {
  return localizeServerText(translatorFor(locale), INDEX, text);
}
