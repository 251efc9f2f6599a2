// Better Auth's tables (user, session, account, verification, rateLimit), in its field names.
// We keep them in our Drizzle schema so one migration history owns the whole database.
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "./columns.ts";

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps(),
  /** Better Auth twoFactor plugin: a verified TOTP secret exists and password sign-in asks for the code. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** A global admin suspended this account (decision 016): no session may be created, existing ones were deleted. */
  banned: boolean("banned").notNull().default(false),
  banReason: text("ban_reason"),
});

/** A column naming an account (`text not null`, references users.id); `onDelete` says what its deletion does to the row. */
export function userReference(name: string, onDelete: "cascade" | "restrict") {
  return text(name)
    .notNull()
    .references(() => users.id, { onDelete });
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
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId)],
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
 * What a global admin did to an account (/admin/users, decision 016). Actor and target are kept as id and
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
