// The language of the pages this phone is served, kept by the service worker so that the app shell it answers a
// navigation with when there is no network (built once, in English) is drawn in the reader's language: the app reads
// `<html lang>` and loads that language's words, which are precached with the shell. The server says each page's
// language in Content-Language (the person's choice, the sb_lang cookie or the browser's); the last one is kept in a
// cache of its own (a worker's memory does not survive its being stopped), which no sign-out needs to forget.
import { isLocale, type Locale } from "../../shared/i18n/locales.ts";

export const PAGE_LANGUAGE_CACHE = "strongbond-page-language";
const KEY = "/page-language";

/** The language a page's answer says it is in, when it is one of ours. */
export function languageOfPage(response: Response): Locale | null {
  const said = response.headers.get("content-language")?.split(",")[0]?.trim().toLowerCase().split("-")[0];
  return isLocale(said) ? said : null;
}

/** Keeps the language of a page just served (nothing when the answer does not say one). */
export async function rememberPageLanguage(storage: CacheStorage, origin: string, response: Response): Promise<void> {
  const locale = languageOfPage(response);
  if (!locale) return;
  const cache = await storage.open(PAGE_LANGUAGE_CACHE);
  await cache.put(new URL(KEY, origin).href, new Response(locale, { headers: { "content-type": "text/plain" } }));
}

/** The language of the last page served, or null before any. */
export async function rememberedPageLanguage(storage: CacheStorage, origin: string): Promise<Locale | null> {
  const cache = await storage.open(PAGE_LANGUAGE_CACHE);
  const kept = await cache.match(new URL(KEY, origin).href);
  const locale = kept ? (await kept.text()).trim() : null;
  return isLocale(locale) ? locale : null;
}

/** The precached shell, its `<html lang>` set to `locale` (English as it is). */
export async function shellIn(shell: Response, locale: Locale | null): Promise<Response> {
  if (!locale || locale === "en") return shell;
  const html = (await shell.text()).replace(/<html([^>]*?)\blang="[^"]*"/i, `<html$1lang="${locale}"`);
  const headers = new Headers(shell.headers);
  headers.set("content-language", locale);
  headers.delete("content-length");
  return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
}
