// A son's own sign-in without an e-mail address: a one-time link / QR code shown
// on his dad's device, or a short family sign-in name with a PIN his dad sets.
import { z } from "zod";
import { ZTimestamp } from "./common.ts";
import { FAMILY_ADDRESS_DOMAIN } from "../constants.ts";
import { hasHiddenCharacters } from "./plain-text.ts";

/** Lengths of a sign-in name and a PIN, and how many minutes a sign-in link (QR code) works once shown. */
export const SON_SIGN_IN_LIMITS = { nameMin: 3, nameMax: 24, pinMin: 6, pinMax: 12, linkMinutes: 10 } as const;

export const sonSignInText = {
  nameRequired: "Choose a sign-in name",
  nameHidden: "Use only letters, digits and hyphens: no spaces or hidden characters.",
  nameFormat: `A sign-in name starts with a letter and has ${SON_SIGN_IN_LIMITS.nameMin} to ${SON_SIGN_IN_LIMITS.nameMax} letters, digits or hyphens.`,
  nameTaken: "That sign-in name is taken. Try another one.",
  pinRequired: "Choose a PIN",
  pinDigits: "A PIN is made of digits only.",
  pinTooShort: `A PIN has at least ${SON_SIGN_IN_LIMITS.pinMin} digits.`,
  pinTooLong: `A PIN has at most ${SON_SIGN_IN_LIMITS.pinMax} digits.`,
  pinsDoNotMatch: "The two PINs do not match",
  signInSaved: "Saved. Your son signs in with his family sign-in name and this PIN.",
  wrongNameOrPin: "That sign-in name and PIN do not match. Check them with your dad.",
  linkUsed: "This sign-in link was already used. Ask your dad to show you a new one.",
  linkRevoked: "Your dad cancelled this sign-in link. Ask him to show you a new one.",
  linkExpired: "This sign-in link has expired. Ask your dad to show you a new one.",
  linkInvalid: "This sign-in link is not valid. Ask your dad to show you a new one.",
  linkNotYours: "This sign-in link no longer works: you have your own password now. Sign in with it.",
  linksRevoked: "Done. No sign-in link for him works any more.",
  noAddressToMail: "This account has no e-mail address: its sign-in is a family sign-in name or a link from his dad.",
} as const;

/** A family sign-in name: trimmed, lowercased; letters a–z, digits and hyphens; hidden characters named as such. */
export const ZSignInName = z
  .string({ error: sonSignInText.nameRequired })
  .trim()
  .min(1, sonSignInText.nameRequired)
  .max(64, sonSignInText.nameFormat)
  .refine((value) => !hasHiddenCharacters(value), { message: sonSignInText.nameHidden, abort: true })
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^[a-z0-9-]*$/, sonSignInText.nameHidden)
      .regex(new RegExp(`^[a-z][a-z0-9-]{${SON_SIGN_IN_LIMITS.nameMin - 1},${SON_SIGN_IN_LIMITS.nameMax - 1}}$`), sonSignInText.nameFormat),
  );

export const ZPin = z
  .string({ error: sonSignInText.pinRequired })
  .min(1, sonSignInText.pinRequired)
  .regex(/^\d*$/, sonSignInText.pinDigits)
  .min(SON_SIGN_IN_LIMITS.pinMin, sonSignInText.pinTooShort)
  .max(SON_SIGN_IN_LIMITS.pinMax, sonSignInText.pinTooLong);

/** The dad sets his son's family sign-in name and PIN (the PIN replaces the son's password; his sessions end). */
export const ZSonSignInRequest = z
  .object({ signInName: ZSignInName, pin: ZPin, confirmPin: z.string().max(SON_SIGN_IN_LIMITS.pinMax, sonSignInText.pinsDoNotMatch) })
  .refine((v) => v.pin === v.confirmPin, { path: ["confirmPin"], message: sonSignInText.pinsDoNotMatch });
export type TSonSignInRequest = z.input<typeof ZSonSignInRequest>;

/** A fresh one-time sign-in link for the son's own device (shown as text and as a QR code). */
export const ZSignInLinkResponse = z.object({ url: z.string(), expiresAt: ZTimestamp });
export type TSignInLinkResponse = z.infer<typeof ZSignInLinkResponse>;

/** The son's device: the token from the link's fragment, or his sign-in name and PIN. */
export const ZSignInLinkBody = z.object({ token: z.string().min(20, sonSignInText.linkInvalid).max(200, sonSignInText.linkInvalid) });
export const ZFamilyNameSignInBody = z.object({ signInName: z.string().max(64), pin: z.string().max(128) });

/** Where the link lands: the token is in the fragment, so it never reaches a server log or a Referer. */
export const SON_SIGN_IN_PATH = "/family/sign-in";

/**
 * Whether a sign-in address is one the server made up for a son: no mailbox is behind it, so it is
 * never called an e-mail, shown as one, or mailed. `family.strongbond.app` is the earlier domain.
 */
export function isMadeUpAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return domain === FAMILY_ADDRESS_DOMAIN || domain === "family.strongbond.app";
}
