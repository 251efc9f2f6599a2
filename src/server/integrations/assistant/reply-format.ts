/** Display rules for assistant replies and thread previews, from the spec's constants. */
import { CHAT_PREVIEW_LENGTH } from "../../../shared/constants.ts";
import { messages } from "../../../shared/messages.ts";
import { chatText } from "../../../shared/schemas/chat.ts";

// The old assistants used '###' as a section marker; runs longer than three (a Markdown
// "####" heading) count as one marker so no stray '#' is left behind, and spaces around
// the marker are dropped so lines do not start or end with a space.
const SECTION_MARKER = /[ \t]*#{3,}[ \t]*/g;

/**
 * Turns the complete streamed reply into the text that is saved and shown: each '###'
 * marker becomes a line break, and a reply with no text becomes 'No response'.
 * Apply it to the whole reply, not per delta: a marker can be split across deltas.
 */
export function finalizeReply(text: string): string {
  const formatted = text.replace(SECTION_MARKER, "\n").trim();
  return formatted === "" ? messages.noResponse : formatted;
}

/** First 50 characters of the thread's last message, plus '...' when it was longer. */
export function threadPreview(lastMessage: string | null): string {
  if (lastMessage === null || lastMessage.trim() === "") {
    return chatText.newConversation;
  }
  // Count code points, not UTF-16 units, so an emoji at the cut is not split in half.
  const characters = Array.from(lastMessage);
  return characters.length > CHAT_PREVIEW_LENGTH ? `${characters.slice(0, CHAT_PREVIEW_LENGTH).join("")}...` : lastMessage;
}
