// The scripture popup's request and answer (GET /api/scripture?reference=...).
import { z } from "zod";

export const SCRIPTURE_REFERENCE_MAX_LENGTH = 120;

export const ZScriptureQuery = z.object({
  reference: z
    .string({ error: "A scripture reference is required" })
    .trim()
    .min(1, "A scripture reference is required")
    .max(SCRIPTURE_REFERENCE_MAX_LENGTH, "That scripture reference is too long"),
});
export type TScriptureQuery = z.infer<typeof ZScriptureQuery>;

export const ZScriptureResponse = z.object({
  /** The canonical reference, e.g. "1 Chronicles 17:16-27". */
  reference: z.string(),
  /** Plain text with bracketed verse numbers; paragraphs separated by blank lines. */
  text: z.string(),
  /** The copyright or public-domain notice of the text actually shown. */
  notice: z.string(),
  source: z.enum(["esv", "kjv"]),
});
export type TScriptureResponse = z.infer<typeof ZScriptureResponse>;
