// Names and titles must look like what they are (issue #19 item 8; decision 006). A right-to-left override
// or a zero-width character makes "Dad Alpha" and a look-alike impostor differ only invisibly, so names
// (a dad's, a son's), group names and titles (plans, content, journal entries, resource labels) refuse
// them with a field message. Free text (journal contents, descriptions, chat messages) keeps them: there
// they can be legitimate writing (mixed Hebrew and English, for one).
import { z } from "zod";

export const HIDDEN_CHARACTER_MESSAGE = "Names and titles can't contain invisible or text-direction characters.";

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the LRM/RLM marks (U+200E/F),
 * zero-width space and non-joiner (U+200B/C), word joiner (U+2060), BOM (U+FEFF); and the zero-width
 * joiner (U+200D) except inside an emoji sequence (👨‍👦 is a pictograph, ZWJ, pictograph).
 */
const HIDDEN_CHARACTERS =
  /[\u200B\u200C\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]|(?<!\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN_CHARACTERS.test(value);
}

/** A name or a title: the given string schema, refusing invisible and text-direction characters. */
export function plainText<T extends z.ZodType<string, string>>(schema: T): T {
  return schema.refine((value) => !hasHiddenCharacters(value), { message: HIDDEN_CHARACTER_MESSAGE, abort: true }) as T;
}

/** A person's full name as we store it: trimmed, required, at most 120 characters, no hidden characters. */
export function personName(requiredMessage: string) {
  return plainText(z.string().trim().min(1, requiredMessage).max(120));
}
