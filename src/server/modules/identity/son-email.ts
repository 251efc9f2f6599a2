import crypto from "node:crypto";
import { FAMILY_ADDRESS_DOMAIN } from "../../../shared/constants.ts";
import { lowerCaseWithoutAccents } from "../../../shared/without-accents.ts";

/** Letters of the random suffix: lowercase, without look-alikes (0/o, 1/l/i), easy to read off a login card. */
const SUFFIX_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const SUFFIX_LENGTH = 6;

/**
 * The first name part of a son's generated sign-in address: his first name lowercased, letters outside a-z0-9
 * dropped so the address is always valid.
 */
export function familyAddressName(sonFullName: string): string {
  const first = lowerCaseWithoutAccents(sonFullName)
    .trim()
    .split(/\s+/)[0]
    ?.replace(/[^a-z0-9]/g, "")
    .slice(0, 20);
  return first || "son";
}

/** A random suffix from a CSPRNG: 31^6 ≈ 890 million possibilities, so an address cannot be guessed from a name. */
export function randomSuffix(length: number = SUFFIX_LENGTH): string {
  const bytes = crypto.randomBytes(length);
  let out = "";
  for (const byte of bytes) out += SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length];
  return out;
}

/**
 * A son's generated sign-in address: first name + random suffix at a reserved `.invalid`
 * domain (RFC 6761), which no real mailbox can ever have — e.g. `luke.k7m2pq@family.strongbond.invalid`.
 */
export function generateFamilyAddress(sonFullName: string): string {
  return `${familyAddressName(sonFullName)}.${randomSuffix()}@${FAMILY_ADDRESS_DOMAIN}`;
}

/**
 * The family sign-in name given with a generated address: the address's own name with a hyphen
 * (`luke-k7m2pq`), cut to the name rule's 24 characters and starting with a letter. It is what his dad sees and
 * what he types, so the made-up address is never shown.
 */
export function familySignInNameOf(address: string): string {
  const [first = "son", suffix = randomSuffix()] = address.slice(0, address.lastIndexOf("@")).split(".");
  const name = /^[a-z]/.test(first) ? first : `s${first}`;
  return `${name.slice(0, 24 - suffix.length - 1)}-${suffix}`;
}

/** Whether an address is one the server generated (no mailbox behind it). Also the earlier product domain. */
export function isFamilyAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return domain === FAMILY_ADDRESS_DOMAIN || domain === LEGACY_FAMILY_ADDRESS_DOMAIN;
}

/** Where the first generated addresses lived (name.surname@…, guessable); kept to recognise them. */
export const LEGACY_FAMILY_ADDRESS_DOMAIN = "family.strongbond.app";
