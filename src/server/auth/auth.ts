// Better Auth on our own database: email + password accounts, sessions, reset and verification mail,
// and rate limiting stored in the database. See ARCHITECTURE.md "Security and durability defaults".
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { newPassword, ZProfileUpdate } from "../../shared/schemas/accounts.ts";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Logger } from "pino";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema/index.ts";
import type { Mailer } from "../integrations/mail/mailer.ts";
import { serializeError } from "../lib/logging.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/constants.ts";
import { passwordResetMail, verificationMail } from "./auth-mails.ts";

/** Rolling session: 7 days, extended once a day while used. The absolute cap is enforced in session.ts. */
export const SESSION_ROLLING_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

export function createAuth({ config, db, mailer, logger, secret }: AuthDeps) {
  return betterAuth({
    appName: "StrongBond",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by our registration service (dad and son in one transaction), never by this endpoint.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    session: {
      expiresIn: SESSION_ROLLING_SECONDS,
      updateAge: 24 * 60 * 60,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Sign-in is limited by account, account + address and address in auth/sign-in-limits.ts (issue 20):
        // a per-address 5 a minute would lock a church's families out of their one Wi-Fi address.
        "/sign-in/email": false,
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        // Guessing a password through a stolen session is guessing it all the same: the sign-in limit.
        "/verify-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      // Our Fastify route sets x-forwarded-for to the address Fastify resolved (which honours TRUST_PROXY).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // An unexpected failure inside an auth endpoint is thrown to our Fastify error handler (logged through
    // the app's serializers, answered with the generic message) instead of Better Auth's console.error,
    // which would print a failed statement's values: session tokens, password hashes, names.
    onAPIError: { throw: true },
    // Rules that hold on Better Auth's own endpoints, not only on our routes (decision 006):
    // - the password policy (length, common passwords) wherever a password is set;
    // - a changed password signs out every other session, whatever the client asked;
    // - update-user: a name without hidden characters, an image that is one of ours or an https URL.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const candidate: unknown = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          const verdict = newPassword().safeParse(typeof candidate === "string" ? candidate : "");
          if (!verdict.success) {
            throw new APIError("BAD_REQUEST", { code: "PASSWORD_POLICY", message: verdict.error.issues[0]?.message ?? "Invalid password" });
          }
        }
        if (ctx.path === "/change-password") {
          return { context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } };
        }
        if (ctx.path === "/update-user") {
          const verdict = ZProfileUpdate.safeParse(ctx.body ?? {});
          if (!verdict.success) {
            const issue = verdict.error.issues[0];
            const field = typeof issue?.path[0] === "string" ? issue.path[0] : "_";
            const message = issue?.message ?? "Invalid value";
            throw new APIError("BAD_REQUEST", { code: "VALIDATION_FAILED", message, fields: { [field]: message } });
          }
        }
        return undefined;
      }),
    },
    logger: {
      log(level, message, ...args) {
        const target = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        const safeArgs = args.map((arg) => (arg instanceof Error ? serializeError(arg) : arg));
        logger[target]({ args: safeArgs.length ? safeArgs : undefined }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
