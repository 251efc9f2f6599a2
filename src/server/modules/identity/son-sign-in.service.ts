// A son's own sign-in without an address: the one-time link (a QR code) his dad shows on his device, or a short
// family sign-in name and a PIN. The credentials only: whether this dad may set them for this son is family's
// check (family/son-sign-in.service.ts), made before any of these runs.
import { hashPassword } from "./password-hash.ts";
import type { Database, Queryable } from "../../db/client.ts";
import { AppError, isUniqueViolation } from "../../lib/app-error.ts";
import { SON_SIGN_IN_LIMITS, SON_SIGN_IN_PATH, sonSignInText } from "../../../shared/schemas/son-sign-in.ts";
import { deleteSessionsOf, setCredentialPassword } from "./identity.queries.ts";
import { hashLinkToken, newLinkToken } from "./link-token.ts";
import { dadMayActAsSon } from "../../policies/son.ts";
import {
  consumeSignInLink,
  findSignInLink,
  findSonCredentials,
  insertSignInLink,
  revokeOpenSignInLinks,
  setPasswordSetByDad,
  setSignInName,
} from "./son-sign-in.queries.ts";

/**
 * A new one-time link for the son's own device; any link shown before stops working. The token goes in the URL's
 * fragment (never sent to a server by a browser, so never in a log or a Referer); only its SHA-256 is stored.
 */
export async function issueSignInLink(db: Database, appUrl: string, sonId: string) {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + SON_SIGN_IN_LIMITS.linkMinutes * 60_000);
  await db.transaction(async (tx) => {
    await revokeOpenSignInLinks(tx, sonId);
    await insertSignInLink(tx, { sonId, tokenHash: hash, expiresAt });
  });
  return { url: `${appUrl}${SON_SIGN_IN_PATH}#${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses a link on the son's device: the son's id, or 400 with why not (used, cancelled, expired, unknown). The
 * link is marked used in the same statement that checks it, so it works exactly once. His dad made it, so it
 * opens a session only while his dad may act as him: a link shown before a teenager chose his own password is dead.
 */
export async function useSignInLink(db: Queryable, token: string): Promise<string> {
  const hash = hashLinkToken(token);
  const sonId = await consumeSignInLink(db, hash);
  if (sonId) {
    const son = await findSonCredentials(db, sonId);
    if (son && dadMayActAsSon(son)) return sonId;
    throw new AppError("BAD_REQUEST", sonSignInText.linkNotYours, { token: sonSignInText.linkNotYours });
  }
  const link = await findSignInLink(db, hash);
  const message = !link
    ? sonSignInText.linkInvalid
    : link.usedAt
      ? sonSignInText.linkUsed
      : link.revokedAt
        ? sonSignInText.linkRevoked
        : sonSignInText.linkExpired;
  throw new AppError("BAD_REQUEST", message, { token: message });
}

/**
 * Sets the son's family sign-in name and PIN. The PIN becomes his password (so it is hashed like one), his
 * sessions end, and the password counts as set by his dad. All or nothing: a taken name changes nothing.
 */
export async function setSignInNameAndPin(db: Database, sonId: string, input: { signInName: string; pin: string }): Promise<void> {
  const hash = await hashPassword(input.pin);
  try {
    await db.transaction(async (tx) => {
      await setSignInName(tx, sonId, input.signInName);
      await setCredentialPassword(tx, sonId, hash);
      await setPasswordSetByDad(tx, sonId, true);
      await deleteSessionsOf(tx, sonId);
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_family_sign_in_name_unique")) {
      throw new AppError("CONFLICT", sonSignInText.nameTaken, { signInName: sonSignInText.nameTaken });
    }
    throw error;
  }
}
