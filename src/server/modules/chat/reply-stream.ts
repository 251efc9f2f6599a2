// Streams a reply to the browser already formatted ('###' → line break, outer blanks trimmed), so the text
// the user watches grow is exactly the start of the text that is saved and shown afterwards.
import { finalizeReply } from "../../integrations/assistant/reply-format.ts";

// A '###' marker can be split over deltas ("#", "##"), and blanks next to it or at the very end are dropped
// by the final formatting, so the raw tail made of blanks and '#' is held back until more text arrives.
const UNSETTLED_TAIL = /[\s#]*$/;

export interface ReplyFormatter {
  /** Adds a raw delta; returns the new formatted text to show (possibly empty). */
  push(delta: string): string;
  /** The final text to save: finalizeReply of the whole reply ('No response' when there was none). */
  finish(): string;
}

export function createReplyFormatter(): ReplyFormatter {
  let raw = "";
  let shown = "";
  return {
    push(delta: string): string {
      raw += delta;
      const settled = raw.replace(UNSETTLED_TAIL, "");
      if (settled.trim() === "") return "";
      // finalizeReply of a prefix ending in a settled character is a prefix of finalizeReply of the whole:
      // no marker can reach across that character and the trim cannot remove it.
      const formatted = finalizeReply(settled);
      if (formatted.length <= shown.length || !formatted.startsWith(shown)) return "";
      const next = formatted.slice(shown.length);
      shown = formatted;
      return next;
    },
    finish(): string {
      return finalizeReply(raw);
    },
  };
}
