// The languages StrongBond speaks and how a request's language is chosen: the person's stored choice, else the
// visitor's cookie, else the browser's Accept-Language, else English. No imports: the entry and the island read it.

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The signed-out visitor's choice (and a copy of a signed-in person's), read by the server before it draws a page. */
export const LANGUAGE_COOKIE = "sb_lang";
/** A year: the choice outlives the session. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** Each language named in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header ("es-ES,es;q=0.9,en;q=0.8"): the highest weight wins,
 * the header's order breaks ties; a region counts as its language; `*` and unknown ones are skipped. Null when none
 * matches.
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [range = "", ...params] = part.trim().split(";");
    const language = range.trim().toLowerCase().split("-")[0];
    if (!isLocale(language)) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? null;
}

/** The language cookie's value in a Cookie header, if it names one of ours. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** A request's language: the person's stored choice, then the cookie, then the browser's, then English. */
export function chooseLocale(input: { stored?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.stored)) return input.stored;
  return cookieLocale(input.cookie) ?? negotiateLocale(input.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The Set-Cookie value that keeps `locale` for a year on this site. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** In a browser: keeps `locale` in this browser's cookie (the switch, before it loads the page again). */
export function writeLanguageCookie(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** The switch's attribute: the language a press changes to. */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** A terminal's language (LC_ALL, else LC_MESSAGES, else LANG: "es_MX.UTF-8") as an Accept-Language value ("es-MX"). */
export function terminalLanguage(env: Record<string, string | undefined>): string | null {
  const name = (env.LC_ALL || env.LC_MESSAGES || env.LANG || "").split(".")[0] ?? "";
  return name === "" || name === "C" || name === "POSIX" ? null : name.replace("_", "-");
}
