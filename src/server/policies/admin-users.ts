// Account management: a global admin with two-factor on; every change re-enters his password and
// is audited.
import { AppError, notFound } from "../lib/app-error.ts";
import { adminUserMessages } from "../../shared/schemas/admin-users.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule, staffPower } from "./rule.ts";

/** What a global admin does to an account through /api/admin/users/:userId. */
export type AccountChange = "role" | "ban" | "unban" | "two_factor.reset" | "password_reset" | "organization.release" | "delete";

/** The changes an admin may make to his own account here: mailing himself a reset link. */
const OPEN_ON_OWN_ACCOUNT: ReadonlySet<AccountChange> = new Set(["password_reset"]);

/** The account a change is for (undefined: no such account), and the change. */
export interface AccountChangeRow {
  id: string;
  change: AccountChange;
}

interface Admin {
  userId: string;
}

/**
 * A global admin may change an account when it is not his own (409: he would lock himself out, or leave the
 * platform without an admin); mailing a reset link is open on his own too. An unknown account: 404.
 */
const anotherAccount = rowRule<AccountChangeRow | undefined, Admin>({
  when: "it is not his own (409), except mailing a reset link; an unknown account: 404",
  allows: (admin, account) => account !== undefined && (account.id !== admin.userId || OPEN_ON_OWN_ACCOUNT.has(account.change)),
  refuse: (_admin, account) => (account === undefined ? notFound("Account Not Found") : new AppError("CONFLICT", adminUserMessages.notSelf)),
});

export const adminUsersPolicy = {
  "admin.users.read": staffPower("globalAdmin", "A global admin: search accounts and read the audit log."),
  "admin.users.manage": staffPower(
    "globalAdmin",
    "A global admin, re-entering his password, on another's account (his own: only a reset link): role, ban, two-factor reset, reset link, organization release, delete.",
    { row: anotherAccount },
  ),
} as const satisfies Record<string, ActionPolicy>;
