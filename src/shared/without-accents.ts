// Names typed in any language, reduced to the plain letters an address or a slug may hold.

/** "José" → "jose": lower-case, each accented letter as its base letter (other characters are left as they are). */
export function lowerCaseWithoutAccents(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
