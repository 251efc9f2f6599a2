// An organization's public address, /o/:slug: its name in lower-case letters and digits, words joined by
// single hyphens. The database keeps the same rule (organizations_slug_format) and makes each slug unique.
import { lowerCaseWithoutAccents } from "./without-accents.ts";

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 60;

/** "St. Mark's Men’s Ministry" → "st-mark-s-men-s-ministry"; a name with no letter or digit → "organization". */
export function slugFromName(name: string): string {
  const words = lowerCaseWithoutAccents(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const trimmed = words.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
  return trimmed || "organization";
}

/** The first of base, base-2, base-3 … that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
