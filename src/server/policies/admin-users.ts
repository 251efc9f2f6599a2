// Account management (decision 016): a global admin with two-factor on; every change re-enters his password and
// is audited.
import type { ActionPolicy } from "./rule.ts";

export const adminUsersPolicy = {
  "admin.users.read": { guard: "globalAdmin", staffTwoFactor: true, who: "A global admin: search accounts and read the audit log." },
  "admin.users.manage": {
    guard: "globalAdmin",
    staffTwoFactor: true,
    who: "A global admin, re-entering his password; role, ban, two-factor reset, organization release and delete never on his own account (409).",
  },
} as const satisfies Record<string, ActionPolicy>;
