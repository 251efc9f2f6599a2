// A dad's side of his son's own sign-in: the one-time link (a QR code), cancelling it, and the family sign-in
// name with its PIN. The dad's rights over the son's account need a confirmed family link, so each starts with
// confirmedSonLink; the credentials themselves are identity's (identity/son-sign-in.service.ts).
import type { Database } from "../../db/client.ts";
import { issueSignInLink, setSignInNameAndPin } from "../identity/son-sign-in.service.ts";
import { revokeOpenSignInLinks } from "../identity/son-sign-in.queries.ts";
import { confirmedSonLink } from "./family.service.ts";

/** A new one-time link for the son's own device; any link shown before stops working. */
export async function createSignInLink(db: Database, appUrl: string, dadId: string, sonId: string) {
  await confirmedSonLink(db, dadId, "family.son.signInLink.create", sonId);
  return issueSignInLink(db, appUrl, sonId);
}

/** The dad cancels every open link of his son (the QR code he showed, or one he sent and regrets). */
export async function revokeSignInLinks(db: Database, dadId: string, sonId: string): Promise<number> {
  await confirmedSonLink(db, dadId, "family.son.signInLink.revoke", sonId);
  return revokeOpenSignInLinks(db, sonId);
}

/** The dad sets his son's family sign-in name and PIN; the son's sessions end. */
export async function setSonSignIn(db: Database, dadId: string, sonId: string, input: { signInName: string; pin: string }): Promise<void> {
  await confirmedSonLink(db, dadId, "family.son.signIn.set", sonId);
  await setSignInNameAndPin(db, sonId, input);
}
