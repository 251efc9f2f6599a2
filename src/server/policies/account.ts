// An account: registering, resetting a password, and the account page — every signed-in account
// acts on its own account only (the session's user).
import { AppError, notFound } from "../lib/app-error.ts";
import { accountMessages } from "../../shared/schemas/identity.ts";
import { ownedBy } from "./row-rules.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule } from "./rule.ts";

/** An account may end a session (as the revoke finds it, by whose it is) when it is his own; anyone else's is 404, as an unknown id. */
const ownSession = ownedBy("userId", {
  when: "the session is his own",
  refuse: () => notFound("That session was not found."),
});

/** The account being deleted: his link to a dad, when he is a son (confirmed or not, and his age band). */
export interface DeletedAccount {
  dadLink: { confirmed: boolean; ageBand: string | null } | undefined;
}

/** A son under 13 on a confirmed link does not delete his own account: his dad does it from /family (403). */
const mayDeleteOwnAccount = rowRule<DeletedAccount, { userId: string }>({
  when: "he is not a son under 13 on a confirmed link (403: his dad deletes it from /family)",
  allows: (_viewer, account) => !(account.dadLink?.confirmed === true && account.dadLink.ageBand === "under_13"),
  refuse: () => new AppError("FORBIDDEN", accountMessages.sonAskDadToDelete),
});

/** Who the account is, as the viewer carries it. */
export interface AccountHolder {
  userId: string;
  role: string;
  sonAgeBand: string | null;
}

/**
 * An account's address is contact information: a child's needs his parent's consent (COPPA), so a son under 13 on a
 * confirmed link does not add or change it himself; his dad sets it from /family ("family.son.email.set").
 */
const ownAddress = rowRule<AccountHolder, AccountHolder>({
  when: "it is his own and he is not a son under 13 (his dad sets a young son's address: 403)",
  allows: (viewer, account) => account.userId === viewer.userId && !(account.role === "son" && account.sonAgeBand === "under_13"),
  refuse: (viewer, account) => (account.userId === viewer.userId ? new AppError("FORBIDDEN", accountMessages.sonAskDadForEmail) : notFound()),
});

export const accountPolicy = {
  "account.register": action("public", "Anyone registers a dad, with or without his son; rate-limited."),
  "account.password.reset": action("public", "The holder of a reset token (mailed to the account's address)."),
  "account.read": action("signedIn", "Any signed-in account: its own profile, address state and devices.", { openWhileChoosingPassword: true }),
  "account.profile.update": action("signedIn", "Any signed-in account: its own name and picture."),
  "account.language.update": action("signedIn", "Any signed-in account: the language it reads StrongBond in."),
  "account.email.change": action(
    "signedIn",
    "Any signed-in account, on its own address: asking re-enters its password, finishing needs the new address's confirmation; a confirmed son under 13 does neither (his dad sets it).",
    { row: ownAddress },
  ),
  "account.email.link": action(
    "optionalViewer",
    "The holder of a one-time e-mail change link: the new address confirms (finishing only in the account's own session), the old one refuses.",
  ),
  "account.password.change": action("signedIn", "Any signed-in account, re-entering its password; its other sessions end.", {
    openWhileChoosingPassword: true,
  }),
  "account.sessions.revoke": action("signedIn", "Any signed-in account, on its own sessions.", { row: ownSession, openWhileChoosingPassword: true }),
  "account.verification.resend": action("signedIn", "Any signed-in account whose address is not confirmed yet (3 an hour)."),
  "account.delete": action(
    "signedIn",
    "Any signed-in account, re-entering its password; a dad's confirmed sons go with him. Not a confirmed son under 13, nor while he or one of his sons has purchases, or he started an organization.",
    { row: mayDeleteOwnAccount },
  ),
} as const satisfies Record<string, ActionPolicy>;
