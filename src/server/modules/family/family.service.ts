// A dad's sons: adding a son, the son's confirmation of a typed address,
// and the dad's rights over a son's account — which exist only on a confirmed link.
import type { Locale } from "../../../shared/i18n/locales.ts";
import { addressProven } from "../identity/address-proof.ts";
import { hashPassword } from "../identity/password-hash.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable } from "../../db/client.ts";
import { CACHED_ANSWERS, userName } from "../../platform/cached-answers.ts";
import { readUsersList } from "../../platform/read-caches.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { AppError, isUniqueViolation, notFound } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import type { SonAgeBand } from "../../../shared/constants.ts";
import { familyText, type TAddSonRequest } from "../../../shared/schemas/family.ts";
import { cancelEmailChanges } from "../identity/email-change.service.ts";
import { deleteSessionsOf, findExistingEmails, insertAccount, setCredentialPassword, setUserEmail } from "../identity/identity.queries.ts";
import { familySignInNameOf, generateFamilyAddress } from "../identity/son-email.ts";
import { authorize } from "../../policies/index.ts";
import type { SonAction } from "../../policies/son.ts";
import { familyLinkMail } from "./family-link-mail.ts";
import { hashLinkToken, newLinkToken } from "../identity/link-token.ts";
import { markAccessResetByDad, revokeOpenSignInLinks, setPasswordSetByDad, setSignInName } from "../identity/son-sign-in.queries.ts";
import { deleteTwoFactorSecrets } from "../identity/two-factor.queries.ts";
import {
  deleteLink,
  findFamilyMembers,
  findLinkByTokenHash,
  type FamilyMember,
  findLinkOfDad,
  insertFamilyLink,
  markLinkConfirmed,
  releaseHeldLink,
  setSonAssistantSetting,
  updateLink,
} from "./family.queries.ts";

export interface NewSon {
  fullName: string;
  /** Empty or absent: the server generates a family address. */
  email?: string | undefined;
  passwordHash: string;
  ageBand: SonAgeBand;
  /** The language his dad registered in, when it was not English. */
  language?: Locale | null;
}

export interface CreatedSon {
  sonId: string;
  email: string;
  /** His family sign-in name, given with a generated address (what he types instead of it); else null. */
  signInName: string | null;
  /** Set when the dad typed the address: mail it after the transaction commits. */
  confirmationToken: string | null;
}

/**
 * The viewer's family for /family, kept in the process until a link, a member's profile or account changes
 * (family links, profiles and accounts announce their users).
 */
export async function getFamilyMembers(db: Database, userId: string): Promise<FamilyMember[]> {
  return readUsersList(db, CACHED_ANSWERS.family, userId, findFamilyMembers, (member) => userName(member.userId));
}

/**
 * Creates a son's account and his link to his dad inside the caller's transaction. A typed address is not
 * verified by the dad: the account's email stays unverified and the link waits for its holder.
 */
export async function createSon(tx: Queryable, dadId: string, son: NewSon): Promise<CreatedSon> {
  let email = son.email ?? "";
  if (email) {
    if ((await findExistingEmails(tx, [email])).has(email)) {
      throw new AppError("CONFLICT", messages.sonEmailAlreadyRegistered, { sonEmail: messages.sonEmailAlreadyRegistered });
    }
  } else {
    // ~890 million suffixes per first name: a collision is rare; try again rather than fail.
    for (let attempt = 0; attempt < 5; attempt++) {
      email = generateFamilyAddress(son.fullName);
      if (!(await findExistingEmails(tx, [email])).has(email)) break;
    }
  }
  const generated = !son.email;
  const token = generated ? null : newLinkToken();
  const sonId = crypto.randomUUID();
  await insertAccount(tx, {
    id: sonId,
    email,
    fullName: son.fullName,
    passwordHash: son.passwordHash,
    role: "son",
    emailVerified: generated,
    language: son.language ?? null,
  });
  await insertFamilyLink(tx, { dadId, sonId, sonAgeBand: son.ageBand, confirmed: generated, confirmationTokenHash: token?.hash ?? null });
  // The password was typed by his dad (at registration or on /family), so it is temporary — a son
  // of 13 or older chooses his own at his first sign-in, and until then that session opens none of his private words.
  await setPasswordSetByDad(tx, sonId, true);
  const signInName = generated ? familySignInNameOf(email) : null;
  if (signInName) await setSignInName(tx, sonId, signInName);
  return { sonId, email, signInName, confirmationToken: token?.token ?? null };
}

/** Mails the confirmation for a typed address; a failure is logged, the account stays pending. */
export async function mailLinkConfirmation(
  deps: { mailer: Mailer; appUrl: string; log: { error: (obj: object, msg: string) => void } },
  link: { to: string; dadName: string; sonName: string; token: string; locale?: Locale },
): Promise<void> {
  try {
    await deps.mailer.send(familyLinkMail({ ...link, appUrl: deps.appUrl }));
  } catch (error) {
    deps.log.error({ err: error }, "family link confirmation mail failed");
  }
}

/** A dad adds a son from /family. */
export async function addSon(db: Database, dad: { userId: string; fullName: string }, input: TAddSonRequest & { ageBand: SonAgeBand }) {
  const passwordHash = await hashPassword(input.password);
  let created: CreatedSon;
  try {
    created = await db.transaction((tx) => createSon(tx, dad.userId, { fullName: input.fullName, email: input.email, passwordHash, ageBand: input.ageBand }));
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) {
      throw new AppError("CONFLICT", messages.sonEmailAlreadyRegistered, { email: messages.sonEmailAlreadyRegistered });
    }
    if (error instanceof AppError && error.fields?.sonEmail) throw new AppError("CONFLICT", error.message, { email: error.message });
    throw error;
  }
  const members = await findFamilyMembers(db, dad.userId);
  const son = members.find((m) => m.userId === created.sonId);
  if (!son) throw new Error("the new son is missing from his family");
  return { created, son };
}

/**
 * The dad's link to this son once the action's rule passed (policies/son.ts): every right over the son's account
 * (export, delete, set password, sign out, sign-in, assistant switch, age band, groups name) needs the son's
 * confirmation — pending: 403 with a plain reason; not his son: 404.
 */
export async function confirmedSonLink(db: Queryable, dadId: string, action: SonAction, sonId: string) {
  const link = await findLinkOfDad(db, dadId, sonId);
  authorize({ userId: dadId }, action, link);
  if (!link) throw notFound(familyText.sonNotFound);
  return link;
}

/** The dad sets a new password for his son; every session of the son ends; the password is temporary. */
export async function setSonPassword(db: Database, dadId: string, sonId: string, password: string): Promise<void> {
  await confirmedSonLink(db, dadId, "family.son.password.set", sonId);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setCredentialPassword(tx, sonId, hash);
    // Temporary for a son of 13 or older — he chooses his own at the next sign-in, and until then
    // that session opens none of his private entries or chats (so signing in as him shows his dad nothing).
    await setPasswordSetByDad(tx, sonId, true);
    await deleteSessionsOf(tx, sonId);
  });
}

/**
 * The dad adds or changes the address of his son under 13 (a child's contact details are his parent's to give); a
 * change the son had asked for himself is cancelled. The address stays unverified until its holder proves it.
 */
export async function setSonEmail(db: Database, dadId: string, sonId: string, email: string): Promise<void> {
  const link = await confirmedSonLink(db, dadId, "family.son.email.set", sonId);
  if (link.sonEmail === email) return;
  const taken = new AppError("CONFLICT", messages.sonEmailAlreadyRegistered, { email: messages.sonEmailAlreadyRegistered });
  try {
    await db.transaction(async (tx) => {
      if ((await findExistingEmails(tx, [email])).has(email)) throw taken;
      await cancelEmailChanges(tx, sonId, "replaced");
      await setUserEmail(tx, sonId, email);
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) throw taken;
    throw error;
  }
}

/** The dad keeps a son held since he proved his address: the son signs in and shares again. */
export async function keepHeldSon(db: Database, dadId: string, sonId: string): Promise<void> {
  authorize({ userId: dadId }, "family.son.keep", await findLinkOfDad(db, dadId, sonId));
  if (!(await releaseHeldLink(db, dadId, sonId))) throw new AppError("CONFLICT", familyText.sonNotHeld);
}

/**
 * A dad resets the access of his son of 13 or older who lost it (his password, and with it often his address or his
 * authenticator), in one transaction: a new temporary password, two-factor off, every session and sign-in code
 * ended. In the open: the son is told at his next sign-in and on /account and must choose his own password; his
 * private entries written before stay shut to every session from now on (journal.queries.ts, openToAuthor).
 */
export async function startSonRecovery(db: Database, dadId: string, sonId: string, password: string, now = new Date()): Promise<void> {
  authorize({ userId: dadId }, "family.son.recovery.start", await findLinkOfDad(db, dadId, sonId));
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setCredentialPassword(tx, sonId, hash);
    await markAccessResetByDad(tx, sonId, now);
    await deleteTwoFactorSecrets(tx, sonId);
    await revokeOpenSignInLinks(tx, sonId);
    await deleteSessionsOf(tx, sonId);
  });
}

export async function signOutSonEverywhere(db: Database, dadId: string, sonId: string): Promise<number> {
  await confirmedSonLink(db, dadId, "family.son.signOut", sonId);
  return deleteSessionsOf(db, sonId);
}

/** The age band only moves up: a dad cannot turn a teenager's private words into his own reading. */
export async function changeSonAgeBand(db: Database, dadId: string, sonId: string, ageBand: SonAgeBand): Promise<void> {
  const link = await confirmedSonLink(db, dadId, "family.son.ageBand.update", sonId);
  if (link.sonAgeBand === ageBand) return;
  if (ageBand === "under_13") throw new AppError("CONFLICT", familyText.ageBandCannotGoBack);
  await updateLink(db, link.id, { sonAgeBand: ageBand });
}

/** A new token for a pending link (the first mail got lost); the old link stops working. */
export async function resendLinkConfirmation(db: Database, dadId: string, sonId: string) {
  const link = authorize({ userId: dadId }, "family.son.confirmation.resend", await findLinkOfDad(db, dadId, sonId));
  if (link.confirmedAt) throw new AppError("CONFLICT", familyText.linkConfirmed);
  const token = newLinkToken();
  await updateLink(db, link.id, { confirmationTokenHash: token.hash });
  return { to: link.sonEmail, dadName: link.dadName, sonName: link.sonName, token: token.token };
}

async function pendingLinkByToken(db: Queryable, token: string) {
  const link = await findLinkByTokenHash(db, hashLinkToken(token));
  if (!link) throw new AppError("NOT_FOUND", familyText.linkInvalid);
  return link;
}

export async function describeLink(db: Queryable, token: string) {
  const link = await pendingLinkByToken(db, token);
  return { dadName: link.dadName, sonName: link.sonName, email: link.email };
}

export async function confirmLink(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await pendingLinkByToken(tx, token);
    // The holder of the address proved control of it before it is marked verified.
    await addressProven(tx, link.sonId);
    await markLinkConfirmed(tx, link.id, link.sonId);
  });
}

/**
 * "This isn't me": the holder of the address refuses the link. The dad's access ends at once — the link goes,
 * every session ends (the dad knew the password he chose) and that password stops working: the holder sets
 * his own with "Forgot password", since he controls the address.
 */
export async function refuseLink(db: Database, token: string): Promise<{ sonId: string }> {
  const unusable = await hashPassword(newLinkToken().token);
  return db.transaction(async (tx) => {
    const link = await pendingLinkByToken(tx, token);
    await deleteLink(tx, link.id);
    await deleteSessionsOf(tx, link.sonId);
    await setCredentialPassword(tx, link.sonId, unusable);
    // Two-factor set up on the unproven address (by whoever knew the dad's password) goes too.
    await addressProven(tx, link.sonId);
    return { sonId: link.sonId };
  });
}

/** The dad switches the assistant on or off for one of his own sons; any other id answers 404. */
export async function setSonAssistant(db: Queryable, dad: Viewer, sonId: string, enabled: boolean) {
  // A right over the son's account: only on a confirmed family link.
  await confirmedSonLink(db, dad.userId, "family.son.assistant.update", sonId);
  const result = await setSonAssistantSetting(db, dad.userId, sonId, enabled);
  if (result === undefined) throw notFound(familyText.sonNotFound);
  return { sonId, enabled: result };
}
