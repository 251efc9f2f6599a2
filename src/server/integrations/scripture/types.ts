// Shared types and the one error class of the scripture integration. Kept apart from
// scripture.ts (the factory) so the providers can import them without an import cycle.
import type { TBibleVersion } from "../../../shared/schemas/scripture.ts";

export type ScriptureSource = TBibleVersion;

export interface ScripturePassage {
  /** Canonical reference (see reference.ts), e.g. "Psalm 23" or "1 Chronicles 17:16-27". */
  reference: string;
  /** Plain text with bracketed verse numbers ("[16] And David..."); paragraphs split by blank lines. */
  text: string;
  source: ScriptureSource;
  /** Copyright or public-domain notice that must be shown with the text. */
  notice: string;
}

export interface ScriptureProvider {
  readonly source: ScriptureSource;
  /** Resolves to the passage or rejects with a ScriptureError; never rejects with anything else. */
  getPassage(reference: string): Promise<ScripturePassage>;
}

/** The subset of a pino logger the integration uses; secrets are never passed to it. */
export interface ScriptureLogger {
  warn(obj: object, msg: string): void;
}

/**
 * invalid-reference: the input is not a reference, or names a chapter or verse that does not
 *   exist, or is longer than MAX_PASSAGE_VERSES (a client error, e.g. HTTP 400).
 * not-found: the reference is well formed but the source has no text for it (e.g. HTTP 404).
 * upstream: the text source failed: ESV down, slow, refusing the key, or answering nonsense
 *   (e.g. HTTP 503).
 */
export type ScriptureErrorKind = "invalid-reference" | "not-found" | "upstream";

export class ScriptureError extends Error {
  readonly kind: ScriptureErrorKind;

  constructor(kind: ScriptureErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ScriptureError";
    this.kind = kind;
  }
}

export function isScriptureError(value: unknown): value is ScriptureError {
  return value instanceof ScriptureError;
}
