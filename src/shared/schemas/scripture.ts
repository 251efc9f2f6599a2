// The scripture popup's request and answer (GET /api/scripture?reference=...).
import { z } from "zod";

export const SCRIPTURE_REFERENCE_MAX_LENGTH = 120;

/** The Bible versions a reader may choose. The ESV needs ESV_API_KEY; the others ship with us. */
export const BIBLE_VERSIONS = ["kjv", "web", "rv1909", "esv"] as const;
export const ZBibleVersion = z.enum(BIBLE_VERSIONS, { error: "Choose one of the Bible versions offered" });
export type TBibleVersion = z.infer<typeof ZBibleVersion>;

export const BIBLE_VERSION_NAMES: Readonly<Record<TBibleVersion, string>> = {
  kjv: "King James Version (KJV)",
  web: "World English Bible (WEB)",
  rv1909: "Reina-Valera 1909 (RV1909, Spanish)",
  esv: "English Standard Version (ESV)",
};

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
  source: ZBibleVersion,
});
export type TScriptureResponse = z.infer<typeof ZScriptureResponse>;

/** PUT /api/scripture/version: the reader's own version; another person's cannot be named. */
export const ZBibleVersionUpdateRequest = z.object({ version: ZBibleVersion });
export type TBibleVersionUpdateRequest = z.infer<typeof ZBibleVersionUpdateRequest>;

export const ZBibleVersionResponse = z.object({
  /** The version his popup, week page and Listen use: his choice, else the default for him. */
  version: ZBibleVersion,
  /** Whether he chose it (false: the default, e.g. the WEB for a son under 13). */
  chosen: z.boolean(),
  choices: z.array(z.object({ version: ZBibleVersion, name: z.string(), language: z.enum(["en", "es"]) })),
  message: z.string().optional(),
});
export type TBibleVersionResponse = z.infer<typeof ZBibleVersionResponse>;

export const BIBLE_VERSION_LANGUAGES: Readonly<Record<TBibleVersion, "en" | "es">> = { kjv: "en", web: "en", rv1909: "es", esv: "en" };
