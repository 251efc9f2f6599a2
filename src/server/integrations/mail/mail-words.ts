// A mail's words in its recipient's language (the `mail` part of the catalogue), and its dates as he reads them.
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/translate.ts";
import { translatorFor } from "../../lib/i18n.ts";

export function mailWords(locale: Locale): Translator {
  return translatorFor(locale);
}

/** A day in a mail: English keeps its ISO date (2026-12-07); Spanish says it (7 de diciembre de 2026). */
export function mailDay(locale: Locale, at: Date): string {
  if (locale === "en") return at.toISOString().slice(0, 10);
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(at);
}

/** An instant in a mail: English keeps ISO; Spanish says it in UTC. */
export function mailInstant(locale: Locale, at: Date): string {
  if (locale === "en") return at.toISOString();
  return `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "medium", timeZone: "UTC" }).format(at)} (UTC)`;
}
