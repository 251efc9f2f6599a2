// OSIS markup of the SWORD modules to the plain text the popup shows; used by scripts/bible-import.ts.

// A paragraph starts at a prose paragraph (<div type="x-p">), a paragraph break (<lb type="x-p"/>) or a stanza (<lg>).
const PARAGRAPH_START =
  /<div\b[^>]*\bsID="[^"]*"[^>]*type="x-p"[^>]*\/>|<div\b[^>]*type="x-p"[^>]*\bsID="[^"]*"[^>]*\/>|<lb\b[^>]*type="x-p"[^>]*\/>|<lg\b[^>]*\bsID="[^"]*"[^>]*\/>/g;

/**
 * OSIS to plain text. What follows the end of a book (the WEB's glossary after Revelation) is not the verse. Notes (footnotes, cross references), headings and speaker labels are not the verse: they go
 * with their content. Words (<w>), supplied words (<transChange>), quotations (<q>: the punctuation is in the text)
 * keep their content. A note between two words stood for the space between them.
 */
export function osisToText(osis: string): string {
  return (
    osis
      .replace(/<div\b[^>]*\beID="[^"]*"[^>]*\btype="book"[^>]*\/>[\s\S]*$/, "")
      .replace(/<note\b[^>]*>[\s\S]*?<\/note>(?=<[a-zA-Z]|[\p{L}\p{N}“‘(])/gu, " ")
      .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, "")
      // The RV1909 writes a supplied word glued to the next word ("oyéndo<transChange>lo</transChange><w>Jesús").
      // ... and once a supplied name glued to the word before ("entrado</w><transChange>Jesús").
      .replace(/<\/transChange><w\b/g, "</transChange> <w")
      .replace(/<\/w>(<transChange\b[^>]*>)(?=\p{Lu})/gu, "</w> $1")
      .replace(/<(title|speaker)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
      .replace(/<(l|lg|lb|div|chapter|milestone|list|item)\b[^>]*>/g, " ")
      .replace(/<\/(l|lg|list|item)>/g, " ")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ")
      // A note between a word and its punctuation ("coins <note/> ?") leaves a space no printed Bible has.
      .replace(/ ([.,;:!?])/g, "$1")
      .trim()
  );
}

/** Whether a paragraph starts before this entry's text, and whether one starts after it (for the next verse). */
export function paragraphMarks(osis: string): { before: boolean; after: boolean } {
  const parts = osis.split(PARAGRAPH_START);
  if (parts.length === 1) return { before: false, after: false };
  return { before: osisToText(parts[0] ?? "") === "", after: osisToText(parts.at(-1) ?? "") === "" };
}
