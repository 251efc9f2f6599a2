// The pages `npm run build` prerenders (scripts/prerender.ts): dist/prerendered/pages.json maps
// a path ("/", "/login", "/dashboard/dad"…) to its HTML file in that folder. The SPA fallback sends that file
// for the path (any query string) instead of the bare shell; every other path still gets index.html.
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../../shared/i18n/locales.ts";

export const PRERENDERED_DIR = "prerendered";

/** Path → the file to send, relative to the web root; empty without a prerendered build. */
export function readPrerenderedPages(webRoot: string): Map<string, string> {
  const file = path.join(webRoot, PRERENDERED_DIR, "pages.json");
  if (!fs.existsSync(file)) return new Map();
  const pages = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  const map = new Map<string, string>();
  for (const [pagePath, name] of Object.entries(pages)) {
    if (typeof name === "string" && /^[\w-]+\.html$/.test(name)) map.set(pagePath, `${PRERENDERED_DIR}/${name}`);
  }
  return map;
}

/** The Spanish drawings of the prerendered pages and of the shell, in their own folder (scripts/prerender.ts). */
export const LOCALE_DIR: Record<Exclude<Locale, "en">, string> = { es: "es" };
/** The SPA shell's name in a language's folder. */
export const SHELL_FILE = "shell.html";

/** The file to send for `file` (a prerendered page, or "index.html" for the shell) in `locale`, if the build has it. */
export function localizedFile(webRoot: string, file: string, locale: Locale): string {
  if (locale === "en") return file;
  const name = file === "index.html" ? SHELL_FILE : path.basename(file);
  const localized = `${PRERENDERED_DIR}/${LOCALE_DIR[locale]}/${name}`;
  return fs.existsSync(path.join(webRoot, localized)) ? localized : file;
}

/** A page's `<html lang>` set to `locale`. */
export function withLang(html: string, locale: Locale): string {
  return html.replace(/<html lang="[a-z-]*"/i, `<html lang="${locale}"`);
}

/** The request's path without its query string (the pages do not depend on it). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
