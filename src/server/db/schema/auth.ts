// Better Auth's tables (user, session, account, verification, rateLimit), in its field names.
// We keep them in our Drizzle schema so one migration history owns the whole database.
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    ...timestamps(),
    /** Better Auth twoFactor plugin: a verified TOTP secret exists and password sign-in asks for the code. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** A global admin suspended this account: no session may be created, existing ones were deleted. */
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    /**
     * The password was last set by the son's dad (when adding him, or from /family). For a son of 13
     * or older it is temporary: he chooses his own at the next sign-in, and until then his private words stay shut.
     */
    passwordSetByDad: boolean("password_set_by_dad").notNull().default(false),
    /**
     * When a dad reset the access of his son of 13 or older who had lost it (his password, his address). The son is
     * told at every visit to /account; his private entries written before stay shut to every session from then on
     * (whoever chose the new password may be his dad), until he proves the address he had with "Forgot password".
     */
    accessResetByDadAt: timestamp("access_reset_by_dad_at", { withTimezone: true }),
    /** A son's short family sign-in name (with his PIN); lowercase letters, digits, hyphens. */
    familySignInName: text("family_sign_in_name").unique(),
  },
  (t) => [check("users_family_sign_in_name_format", sql`${t.familySignInName} ~ '^[a-z][a-z0-9-]{2,23}$'`)],
);

/** A column naming an account (`text not null`, references users.id); `onDelete` says what its deletion does to the row. */
export function userReference(name: string, onDelete: "cascade" | "restrict") {
  return text(name)
    .notNull()
    .references(() => users.id, { onDelete });
}

/** The first columns of a row one account owns: its serial `id` and its owner, `user_id` (a userReference). */
export function ownedRow(onDelete: "cascade" | "restrict") {
  return { id: serial("id").primaryKey(), userId: userReference("user_id", onDelete) };
}

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userReference("user_id", "cascade"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userReference("user_id", "cascade"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Better Auth twoFactor plugin: the encrypted TOTP secret and backup codes of one user. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: userReference("user_id", "cascade"),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The 30-second time step of the last TOTP code accepted: a code of that step or an earlier one is refused (ASVS 6.5). */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId)],
);

/**
 * An e-mail address change. It takes effect only when the new address confirmed it (a one-time link)
 * AND a signed-in session of the same account finished it, while the account still has `old_email`. A password
 * change, "sign out everywhere", a password reset or "this wasn't me" from the old address cancels it. Tokens are
 * stored as SHA-256 hashes and set to null once used.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: text("id").primaryKey(),
    userId: userReference("user_id", "cascade"),
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    /** The link mailed to the new address (works once, until linkExpiresAt). */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** "This wasn't me", mailed to the old address (works once, while the change is open). */
    cancelTokenHash: text("cancel_token_hash").unique(),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }).notNull(),
    /** After this the change can no longer be finished. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    newAddressConfirmedAt: timestamp("new_address_confirmed_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Why it was cancelled: replaced, by-owner, password-changed, signed-out-everywhere, password-reset, not-me, address-changed. */
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
  },
  (t) => [index("email_changes_user_id_idx").on(t.userId)],
);

/** Better Auth jwt plugin: the signing keys (private key encrypted with AUTH_SECRET) behind /.well-known/jwks.json. */
export const jwks = pgTable("jwks", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  alg: text("alg"),
  crv: text("crv"),
});

/**
 * What a global admin did to an account (/admin/users). Actor and target are kept as id and
 * e-mail text, without foreign keys, so the record outlives a deleted account.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    targetUserId: text("target_user_id").notNull(),
    targetEmail: text("target_email").notNull(),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, string | null>>(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_at_idx").on(t.createdAt), index("admin_audit_log_target_idx").on(t.targetUserId)],
);

/**
 * A one-time sign-in link (shown as a QR code on the dad's device) for his son's own device. Only a
 * SHA-256 of the token is kept; a link works once, for a few minutes, until his dad cancels it.
 */
export const sonSignInLinks = pgTable(
  "son_sign_in_links",
  {
    id: serial("id").primaryKey(),
    sonId: userReference("son_id", "cascade"),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("son_sign_in_links_son_id_idx").on(t.sonId)],
);
