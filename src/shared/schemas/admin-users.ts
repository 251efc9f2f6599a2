// /api/admin/users: a global admin's view of accounts and what he may do to them.
import { z } from "zod";
import { ZTimestamp } from "./common.ts";
import { ORGANIZATION_ROLES, ROLES } from "../constants.ts";

export const ZAdminUserIdParams = z.object({
  userId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "That is not an account id."),
});

export const ZAdminUsersQuery = z.object({
  q: z.string().trim().max(100, "Search for at most 100 characters.").default(""),
});

export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  isGlobalAdmin: z.boolean(),
  organizationName: z.string().nullable(),
  organizationRole: z.enum(ORGANIZATION_ROLES).nullable(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: ZTimestamp,
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminAuditEntry = z.object({
  id: z.number(),
  actorEmail: z.string(),
  targetEmail: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.string().nullable()).nullable(),
  createdAt: ZTimestamp,
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

export const ZAdminUsersResponse = z.object({ users: z.array(ZAdminUser), audit: z.array(ZAdminAuditEntry) });
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

/** Every change re-checks the acting admin's own password, as a bank would. */
const password = z.string({ error: "Enter your password to confirm." }).min(1, "Enter your password to confirm.").max(128);

export const ZAdminConfirm = z.object({ password });
export type TAdminConfirm = z.infer<typeof ZAdminConfirm>;

/** Roles an admin may give: a son's account belongs to a family link and is never made by a role change. */
export const ADMIN_ASSIGNABLE_ROLES = ["dad", "admin"] as const;
export const ZAdminSetRole = z.object({ role: z.enum(ADMIN_ASSIGNABLE_ROLES, { error: "Choose dad or admin." }), password });
export type TAdminSetRole = z.infer<typeof ZAdminSetRole>;

export const ZAdminBan = z.object({
  reason: z.string().trim().min(1, "Say why, for the audit log.").max(300, "At most 300 characters."),
  password,
});
export type TAdminBan = z.infer<typeof ZAdminBan>;

export const ZAdminUserResponse = z.object({ user: ZAdminUser });

export const adminUserMessages = {
  notSelf: "You can't do that to your own account.",
  sonRole: "A son's account belongs to his family: its role can't be changed here.",
  ownsOrganization: "This account started an organization: hand it over first (Hand over organization).",
  hasPurchases: "This account has purchases on record: it can't be deleted.",
  notOnStaff: "This account is on no organization's staff.",
  sonHasPurchases: "One of this dad's sons has purchases on record: the account can't be deleted.",
  wrongPassword: "That password is not right.",
} as const;
