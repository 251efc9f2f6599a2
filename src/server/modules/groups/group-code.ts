// Group codes: what a dad reads aloud or types from a phone, so they avoid characters that look alike.
import crypto from "node:crypto";
import { GROUP_CODE_LENGTH } from "../../../shared/constants.ts";

/**
 * Codes are forgiving: a dad types what he reads, "VYW NYM", "vyw-nym" or "vywnym". The shared schema
 * already normalizes what the API receives; the lookup normalizes again so no other caller can miss it.
 */
export { normalizeGroupCode } from "../../../shared/schemas/groups.ts";

/** Uppercase letters and digits without the look-alikes 0/O, 1/I/L: 31 symbols, ~887 million codes. */
export const GROUP_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Draws an index in [0, max); crypto.randomInt by default (a guessable code would open a private group). */
export type RandomIndex = (max: number) => number;

export function generateGroupCode(randomIndex: RandomIndex = crypto.randomInt): string {
  let code = "";
  for (let i = 0; i < GROUP_CODE_LENGTH; i++) code += GROUP_CODE_ALPHABET.charAt(randomIndex(GROUP_CODE_ALPHABET.length));
  return code;
}

/** A shared invitation link's short code (/j/<code>): 8 symbols of the same alphabet, ~850 billion codes. */
export const LINK_CODE_LENGTH = 8;

export function generateLinkCode(randomIndex: RandomIndex = crypto.randomInt): string {
  let code = "";
  for (let i = 0; i < LINK_CODE_LENGTH; i++) code += GROUP_CODE_ALPHABET.charAt(randomIndex(GROUP_CODE_ALPHABET.length));
  return code;
}
