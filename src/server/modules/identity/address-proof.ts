// An account on an address nobody proved may have been made by someone else (a registration while verification is
// off, a dad typing a stranger's address for his son). When the holder of the address proves control of it (a
// password reset link, a sign-in code, the verification link, "this isn't me"), he gets an account with nothing the
// unproven period left acting for it, in one transaction (so none of it outlives the proof):
// - two-factor set up before the proof goes (so the holder is never locked out of his own address);
// - every session of the account ends;
// - every son the account added is held: he cannot sign in, his sessions and sign-in codes end, until the holder
//   keeps him on /family or removes him (he may be the holder's own son, so nothing of his is deleted unasked);
// - the organization invitations the account sent are withdrawn.
// Groups and organizations it started stay: other families are in them, and the holder now leads them.
import type { Queryable } from "../../db/client.ts";
import { revokeOpenSignInLinks } from "./son-sign-in.queries.ts";
import { deleteSessionsOfUsers, holdSonsOf, withdrawInvitationsBy } from "./address-proof.queries.ts";
import { deleteTwoFactorSecrets, findUserIdByEmail, lockAddressState, markAddressProven } from "./two-factor.queries.ts";

export interface AddressProofOutcome {
  /** Two-factor of the unproven address was removed. */
  removedTwoFactor: boolean;
  /** The sons the account added while its address was unproven, now held for the holder's answer. */
  heldSons: string[];
}

/** The holder of the account's address proved control of it: the address is verified from now on. */
export async function addressProven(db: Queryable, userId: string, now = new Date()): Promise<AddressProofOutcome> {
  return db.transaction(async (tx) => {
    const user = await lockAddressState(tx, userId);
    if (!user || user.emailVerified) return { removedTwoFactor: false, heldSons: [] };
    const secrets = await deleteTwoFactorSecrets(tx, userId);
    const removedTwoFactor = user.twoFactorEnabled || secrets > 0;
    const heldSons = await holdSonsOf(tx, userId, now);
    await deleteSessionsOfUsers(tx, [userId, ...heldSons]);
    for (const sonId of heldSons) await revokeOpenSignInLinks(tx, sonId);
    await withdrawInvitationsBy(tx, userId, now);
    await markAddressProven(tx, userId, false);
    return { removedTwoFactor, heldSons };
  });
}

/** The account of an address, for proofs that arrive with the address only. */
export async function accountOfAddress(db: Queryable, email: string): Promise<string | undefined> {
  return findUserIdByEmail(db, email.trim().toLowerCase());
}
