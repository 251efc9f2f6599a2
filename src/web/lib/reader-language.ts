// The reader's language on this device, for the order of a language filter's choices: the browser's first English or
// Spanish language, else English. One place to point at the person's stored choice once the app keeps one.
import { LANGUAGES, type Language } from "../../shared/language.ts";

export function readerLanguage(): Language {
  const preferred = typeof navigator === "undefined" ? [] : navigator.languages;
  for (const tag of preferred) {
    const found = LANGUAGES.find((code) => code === tag.toLowerCase().split("-")[0]);
    if (found) return found;
  }
  return "en";
}
