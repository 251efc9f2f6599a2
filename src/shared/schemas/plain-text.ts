// Names and titles must look like what they are. A right-to-left override
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

/**
 * A name people read and trust — a person's, a son's, a group's, an organization's: trimmed, required, at most
 * `max` characters, no hidden characters. The one validator every such name uses.
 */
export function requiredName(max: number, messages: { required: string; tooLong: string }) {
  return plainText(z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong));
}

export const PERSON_NAME_MAX = 120;

/** A person's full name as we store it (at most 120 characters). */
export function personName(requiredMessage: string) {
  return requiredName(PERSON_NAME_MAX, { required: requiredMessage, tooLong: `A name can be at most ${PERSON_NAME_MAX} characters` });
}
