// What an author writes (a devotional, a challenge, a Dad's Corner entry, a plan's details) is Markdown: one rule
// for every way it comes in — the admin's and an organization's forms, the studio editor, the Markdown and Word
// import, the seeded plans. A raw HTML tag (<img onerror>, <script>) is refused with a field message, never stored
// (the week page would show it as text; mails, exports, the assistant's context and other readers get it as is).
import type { z } from "zod";

export const NO_HTML_MESSAGE = "Write formatting as Markdown (*emphasis*, lists, headings): HTML tags such as <script> are not allowed";

/** An opening or closing tag, a comment or a declaration: `<b>`, `</p>`, `<img src=x onerror=…>`, `<!-- -->`. */
const HTML_TAG = /<\/?[a-z!?][^>]*>/i;

export function hasHtmlTag(text: string): boolean {
  return HTML_TAG.test(text);
}

/** An author's text: the given string schema, refusing HTML tags. */
export function markdownText<T extends z.ZodType<string, string>>(schema: T): T {
  return schema.refine((value) => !hasHtmlTag(value), { message: NO_HTML_MESSAGE, abort: true }) as T;
}
