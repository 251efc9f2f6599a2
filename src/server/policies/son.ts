// A dad's rights over his son's account: only on his own son, and only once the son confirmed the
// family link. The family page itself, the join requests and the link's confirmation by its one-time token.
import { AppError, notFound } from "../lib/app-error.ts";
import { familyText, sonGroupsText } from "../../shared/schemas/family.ts";
import { ownedBy } from "./row-rules.ts";
import type { ActionPolicy, RowRule } from "./rule.ts";
import { action, rowRule } from "./rule.ts";

/** The dad acting (the rules look at whose son it is, not at his account). */
interface Dad {
  userId: string;
}

/** The family link between a dad and a son, as the service loads it by the son's id (undefined: no link). */
export interface SonLink {
  dadId: string;
  confirmedAt: Date | null;
  /** Set while the son waits for his dad's answer (added before the dad's address was proven). */
  heldAt?: Date | null;
}

/**
 * A dad may act on a son's account when he is the son's dad and the son confirmed the link. Another's son (or an
 * unknown id): 404; his own son on a pending link: 403 with the plain reason.
 */
export const confirmedSon = rowRule<SonLink | undefined, Dad>({
  when: "he is the son's dad and the son confirmed the family link (pending: 403, another's son: 404)",
  allows: (dad, link) => isHisSon(dad, link) && link.confirmedAt !== null,
  refuse: (dad, link) => refuseUnconfirmed(dad, link),
});

/** Whether the link is between this dad and a son (confirmed or not). */
function isHisSon<Link extends SonLink>(dad: Dad, link: Link | undefined): link is Link {
  return link !== undefined && link.dadId === dad.userId;
}

function refuseUnconfirmed(dad: Dad, link: SonLink | undefined): AppError {
  return isHisSon(dad, link) ? new AppError("FORBIDDEN", familyText.sonMustConfirm) : notFound();
}

/**
 * confirmedSon, and `test` on the son: his own confirmed son who fails it gets `refusal` (403 or 409); a pending
 * son 403, another's 404, as confirmedSon.
 */
function confirmedSonWho<Son extends SonLink>(when: string, test: (son: Son) => boolean, refusal: () => AppError): RowRule<Son | undefined, Dad> {
  return rowRule({
    when,
    allows: (dad, son) => son !== undefined && confirmedSon.allows(dad, son) && test(son),
    refuse: (dad, son) => (son !== undefined && confirmedSon.allows(dad, son) ? refusal() : refuseUnconfirmed(dad, son)),
  });
}

/** What the credential rule reads about a son: his age band, and whether his password is still one his dad set. */
export interface SonCredentials {
  /** "under_13" or "13_plus", as the family link stores it. */
  sonAgeBand: string;
  passwordSetByDad: boolean;
}

/**
 * "Act as this son": may a session or a credential for him come from his dad? A teenager's credentials are his own
 * (as Google Family Link and Apple Family Sharing have it): under 13 his dad keeps every power; from 13, only
 * until the son has chosen his own password. Every path that makes a session or a credential for a son asks this
 * (the sign-in link, its use, the PIN, the password), so his dad can never open a session that reads his words.
 */
export function dadMayActAsSon(son: SonCredentials): boolean {
  return son.sonAgeBand === "under_13" || son.passwordSetByDad;
}

/** A dad may give his son a credential (password, PIN, sign-in link) on a confirmed link, while dadMayActAsSon. */
export const actAsSon = confirmedSonWho<SonLink & SonCredentials>(
  "he is the son's dad on a confirmed link and the son is under 13 or has no password of his own yet (a teenager's own: 403)",
  dadMayActAsSon,
  () => new AppError("FORBIDDEN", familyText.teenCredentialsHisOwn),
);

/** A dad may set his son's address while the son is under 13 (from 13 the son changes it himself: 403). */
const youngSon = confirmedSonWho<SonLink & { sonAgeBand: string }>(
  "he is the son's dad on a confirmed link and the son is under 13 (13 or older: 403, he changes it himself)",
  (son) => son.sonAgeBand === "under_13",
  () => new AppError("FORBIDDEN", familyText.teenSetsOwnEmail),
);

/**
 * A dad may remove a son on a confirmed link, or one held since he proved his address (he may never have added him:
 * the son's confirmation cannot be waited for). Pending: 403; another's son: 404.
 */
const confirmedOrHeldSon = rowRule<SonLink | undefined, Dad>({
  when: "he is the son's dad, and the son confirmed the family link or is held since the dad proved his address (pending: 403, another's son: 404)",
  allows: (dad, link) => isHisSon(dad, link) && (link.confirmedAt !== null || (link.heldAt ?? null) !== null),
  refuse: (dad, link) => refuseUnconfirmed(dad, link),
});

/**
 * A dad may reset the access of his son of 13 or older who lost it, on a confirmed link: in the open (the son is
 * told at his next sign-in and on /account, and chooses his own password) and with the son's earlier private words
 * shut to every session since. Under 13 his dad simply sets a password (409 says so).
 */
const teenOnConfirmedLink = confirmedSonWho<SonLink & { sonAgeBand: string }>(
  "he is the son's dad on a confirmed link and the son is 13 or older (under 13: 409, he sets a password instead)",
  (son) => son.sonAgeBand === "13_plus",
  () => new AppError("CONFLICT", familyText.recoveryUnder13),
);

/** A dad may resend the confirmation when he is the son's dad (the link still pending is the service's 409). */
const ownSon = rowRule<SonLink | undefined, Dad>({ when: "he is the son's dad", allows: isHisSon });

/** A son's request to join a group is answered by his dad, the one on the request. */
const ownSonsRequest = ownedBy("dadId", {
  when: "the request is his own son's",
  refuse: () => notFound(sonGroupsText.requestNotFound),
});

/** The actions on a son's account that need his confirmation (the credential ones also need dadMayActAsSon). */
export type SonAction =
  | "family.son.password.set"
  | "family.son.signOut"
  | "family.son.signInLink.create"
  | "family.son.signInLink.revoke"
  | "family.son.signIn.set"
  | "family.son.email.set"
  | "family.son.groupsName.update"
  | "family.son.groupConversations.update"
  | "family.son.ageBand.update"
  | "family.son.assistant.update"
  | "family.son.export"
  | "family.son.delete"
  | "family.son.keep"
  | "family.son.recovery.start"
  | "reminders.son.update"
  | "recap.encourage";

const sonAction = (who: string) => action("dad", who, { row: confirmedSon });
const sonCredential = (who: string) => action("dad", who, { row: actAsSon });

export const sonPolicy = {
  "family.read": action("family", "A dad sees his sons, a son sees his dad."),
  "family.planChoices.read": action("family", "A dad or a son: the listed plans to choose the family's first plan from."),
  "family.son.add": action("dad", "A dad adds a son (his consent is recorded on the link)."),
  "family.son.confirmation.resend": action("dad", "A dad, for his son whose link is pending.", { row: ownSon }),
  "family.son.password.set": sonCredential("A dad sets his confirmed son's password, while the son is under 13 or has no password of his own."),
  "family.son.signOut": sonAction("A dad ends every session of his confirmed son."),
  "family.son.signInLink.create": sonCredential(
    "A dad makes a one-time sign-in link for his confirmed son, while the son is under 13 or has no password of his own.",
  ),
  "family.son.signInLink.revoke": sonAction("A dad revokes his confirmed son's sign-in link."),
  "family.son.signIn.set": sonCredential("A dad sets his confirmed son's sign-in name and PIN, while the son is under 13 or has no password of his own."),
  "family.son.email.set": action("dad", "A dad sets the e-mail address of his confirmed son under 13 (from 13 the son does it).", { row: youngSon }),
  "family.son.groupsName.update": sonAction("A dad chooses whether groups see his confirmed son's full name (only from 13)."),
  "family.son.groupConversations.update": sonAction("A dad lets his confirmed son talk in his groups' weekly conversations (only from 13), or stops him."),
  "family.son.ageBand.update": sonAction("A dad moves his confirmed son's age band up, never down."),
  "family.son.assistant.update": sonAction("A dad switches his confirmed son's assistant on or off."),
  "family.son.export": sonAction("A dad downloads his confirmed son's data (his private words only while he is under 13)."),
  "family.son.delete": action(
    "dad",
    "A dad deletes the account and data of his confirmed son, or of a son held since the dad proved his address; not one with purchases.",
    { row: confirmedOrHeldSon },
  ),
  "family.son.keep": action("dad", "A dad keeps a son held since the dad proved his address: the son signs in and shares again.", { row: confirmedOrHeldSon }),
  "family.son.recovery.start": action(
    "dad",
    "A dad resets the access of his confirmed son of 13 or older who lost it: the son is told and chooses his own password; his earlier private words stay shut.",
    { row: teenOnConfirmedLink },
  ),
  "family.joinRequest.read": action("dad", "A dad: his confirmed sons' requests to join groups."),
  "family.joinRequest.answer": action("dad", "A dad approves or declines his confirmed son's request to join a group.", { row: ownSonsRequest }),
  "family.link.answer": action("public", "The holder of the one-time token mailed to the son's typed address."),
} as const satisfies Record<string, ActionPolicy>;
