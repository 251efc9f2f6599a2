// Finding 5: an account on an address nobody proved may have been made by someone else (a
// registration while verification is off, a dad typing a stranger's address for his son). Two-factor needs a proven
// address, so such an account cannot enrol any more; and when the holder of the address proves control of it
// (a password reset link, a sign-in code, "this isn't me"), two-factor set up before the address was proven is the
// squatter's: it is removed with every session, so the holder is never locked out of his own address.
import type { Queryable } from "../../db/client.ts";
import { deleteSessionsOfUser, deleteTwoFactorSecrets, findUserIdByEmail, lockAddressState, markAddressProven } from "./two-factor.queries.ts";

export interface AddressProofOutcome {
  /** Two-factor (and every session) of an unproven address was removed. */
  removedTwoFactor: boolean;
}

/** The holder of the account's address proved control of it: the address is verified from now on. */
export async function addressProven(db: Queryable, userId: string): Promise<AddressProofOutcome> {
  const user = await lockAddressState(db, userId);
  if (!user || user.emailVerified) return { removedTwoFactor: false };
  const secrets = await deleteTwoFactorSecrets(db, userId);
  const removedTwoFactor = user.twoFactorEnabled || secrets > 0;
  if (removedTwoFactor) await deleteSessionsOfUser(db, userId);
  await markAddressProven(db, userId, false);
  return { removedTwoFactor };
}

/** The account of an address, for proofs that arrive with the address only. */
export async function accountOfAddress(db: Queryable, email: string): Promise<string | undefined> {
  return findUserIdByEmail(db, email.trim().toLowerCase());
}
