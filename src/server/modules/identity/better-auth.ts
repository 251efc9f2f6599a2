// Better Auth on our own database: email + password accounts, sessions, reset and verification mail,
// and rate limiting stored in the database. See ARCHITECTURE.md "Security and durability defaults".
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { bearer, emailOTP, jwt, twoFactor } from "better-auth/plugins";
import { EMAIL_VERIFIED_CALLBACK, newPassword, ZProfileUpdate } from "../../../shared/schemas/identity.ts";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Logger } from "pino";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accounts, jwks, rateLimits, sessions, twoFactors, users, verifications } from "../../db/schema/index.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { recipientLocale } from "../../integrations/mail/mail-language.queries.ts";
import { chooseLocale, type Locale } from "../../../shared/i18n/locales.ts";
import { serializeError } from "../../lib/logging.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/constants.ts";
import { cancelEmailChanges } from "./email-change.service.ts";
import { accountOfAddress, addressProven, type AddressProofOutcome } from "./address-proof.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { reopenAfterOwnAddressProof, revokeOpenSignInLinks, setPasswordSetByDad } from "./son-sign-in.queries.ts";
import { claimTotpStep } from "./totp-replay.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { passwordResetMail, signInCodeMail, verificationMail } from "./better-auth-mails.ts";
import { findSignInGate } from "./sign-in-gate.queries.ts";
import { sonSignIn } from "./son-sign-in-plugin.ts";

/** Rolling session: 7 days, extended once a day while used. The absolute cap (auth/session-lifetime.ts) is the viewer loader's. */
export const SESSION_ROLLING_SECONDS = 7 * 24 * 60 * 60;

/** Error codes our auth hooks answer with (the web maps them to text). */
export const AUTH_GATE_CODES = {
  banned: "ACCOUNT_SUSPENDED",
  twoFactorPasswordOnly: "TWO_FACTOR_PASSWORD_SIGN_IN",
  /** Two-factor needs an address its holder proved. */
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  /** An authenticator code works once (ASVS 6.5). */
  totpCodeUsed: "TOTP_CODE_USED",
  /** A son added while his dad's address was unproven: the holder of that address keeps him first. */
  held: "FAMILY_LINK_HELD",
} as const;

/** JWTs from /api/auth/token live 5 minutes; a replaced signing key stays in the JWKS for three times that. */
export const JWT_LIFETIME_SECONDS = 5 * 60;
export const JWKS_GRACE_SECONDS = 3 * JWT_LIFETIME_SECONDS;

/** The payload of a compact JWT, unverified (only to recognise a kind of token Better Auth would accept). */
function unverifiedJwtPayload(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== "string") return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Endpoints that may create a session for an account with two-factor on: the password sign-in (whose session
 * the twoFactor plugin replaces with a challenge), the challenge's own verify endpoints, and changes made inside
 * an already verified session. Every other way in (e-mail code, e-mail link auto sign-in, anything a future
 * plugin adds) is refused for such an account, so none of them skips the second factor.
 */
const TWO_FACTOR_SESSION_PATHS = new Set([
  "/sign-in/email",
  "/change-password",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/enable",
  "/two-factor/disable",
]);

/** Of the emailOTP plugin we use only sign-in; verification, reset and e-mail change stay on the link flows. */
const EMAIL_OTP_ALLOWED = new Set(["/email-otp/send-verification-otp", "/sign-in/email-otp"]);

export interface AuthDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** The family rules that run before an account is deleted (they may refuse with a 409). */
  beforeDeleteUser?: (userId: string) => Promise<void>;
  /** What follows a deletion: the account's pictures and unused uploads die with it. */
  afterDeleteUser?: (userId: string) => Promise<void>;
}

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code a verify-totp call checks: the session's account, or the account of the sign-in challenge cookie. */
/** The language a request to Better Auth carries (cookie, Accept-Language): a mail's language when its recipient chose none. */
function localeOfHeaders(headers: Headers | undefined): Locale {
  return chooseLocale({ cookie: headers?.get("cookie") ?? null, acceptLanguage: headers?.get("accept-language") ?? null });
}

async function totpUserId(ctx: AuthMiddlewareContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value;
}

/** Better Auth's rate-limit rule for each of these paths: the same number of tries in the same window. */
function sameLimit(rule: { window: number; max: number }, ...paths: string[]): Record<string, { window: number; max: number }> {
  return Object.fromEntries(paths.map((path) => [path, { ...rule }]));
}

export function createAuth({ config, db, mailer, logger, secret, beforeDeleteUser, afterDeleteUser }: AuthDeps) {
  const logProof = (userId: string, proof: string, outcome: AddressProofOutcome) => {
    if (outcome.removedTwoFactor) logger.warn({ userId, proof }, "address proven: two-factor of the unproven address removed");
    if (outcome.heldSons.length > 0) logger.warn({ userId, proof, heldSons: outcome.heldSons.length }, "address proven: sons added before the proof held");
  };
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
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits, twoFactor: twoFactors, jwks },
    }),
    // Plugins. The twoFactor challenge covers password sign-in; databaseHooks below refuse every
    // other session for an account with two-factor on. Bearer: the signed session token in Authorization works
    // as the cookie does, and dies with the session. jwt: short-lived signed identity tokens + the JWKS document.
    plugins: [
      twoFactor({
        issuer: "StrongBond",
        // A failed challenge locks the second factor for a while after 5 wrong codes (per account, in the database).
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        storeOTP: "hashed",
        // A code signs in an existing account only; unknown addresses get the same answer and no mail.
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }, ctx) {
          if (type === "sign-in") await mailer.send(signInCodeMail(email, otp, await recipientLocale(db, { email }, localeOfHeaders(ctx?.headers))));
        },
      }),
      bearer({ requireSignature: true }),
      sonSignIn(db),
      jwt({
        // The signing key is replaced every JWKS_ROTATION_DAYS (by the first token signed after it
        // expired); the one it replaces stays published JWKS_GRACE_SECONDS past its expiry, longer than any token
        // it signed lives.
        jwks: {
          keyPairConfig: { alg: "EdDSA", crv: "Ed25519" },
          rotationInterval: config.jwksRotationDays * 24 * 60 * 60,
          gracePeriod: JWKS_GRACE_SECONDS,
        },
        jwt: { issuer: config.appUrl, audience: config.appUrl, expirationTime: `${JWT_LIFETIME_SECONDS}s` },
        disableSettingJwtHeader: true,
      }),
    ],
    databaseHooks: {
      user: {
        update: {
          // A right sign-in code or an opened verification link proves control of the address:
          // Better Auth marks it verified here (after checking the code or the link's signature); two-factor set
          // up while the address was unproven goes first.
          async before(data, ctx) {
            if (data.emailVerified !== true) return undefined;
            const proof =
              ctx?.path === "/sign-in/email-otp"
                ? (ctx.body as { email?: unknown } | undefined)?.email
                : ctx?.path === "/verify-email"
                  ? unverifiedJwtPayload((ctx.query as { token?: unknown } | undefined)?.token)?.email
                  : undefined;
            const userId = typeof proof === "string" ? await accountOfAddress(db, proof) : undefined;
            if (userId) {
              const outcome = await addressProven(db, userId);
              logProof(userId, String(ctx?.path), outcome);
            }
            return undefined;
          },
        },
      },
      session: {
        create: {
          async before(session, ctx) {
            const gate = await findSignInGate(db, session.userId);
            if (gate?.banned) {
              throw new APIError("FORBIDDEN", { code: AUTH_GATE_CODES.banned, message: "This account is suspended. Contact StrongBond support." });
            }
            if (gate?.held) throw new APIError("FORBIDDEN", { code: AUTH_GATE_CODES.held, message: familyText.heldSonSignIn });
            // Server calls without an endpoint (seeding, tests) are not sign-ins.
            if (gate?.twoFactorEnabled && ctx?.path !== undefined && !TWO_FACTOR_SESSION_PATHS.has(ctx.path)) {
              throw new APIError("FORBIDDEN", {
                code: AUTH_GATE_CODES.twoFactorPasswordOnly,
                message: "This account uses two-step sign-in: sign in with your password and your authenticator code.",
              });
            }
            return undefined;
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by our registration service (dad and son in one transaction), never by this endpoint.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Better Auth's own scrypt; the API tests swap in a low-cost one (password-hash.ts).
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The reset link proved control of the address: pending e-mail changes end and two-factor set
      // up while the address was unproven is removed.
      async onPasswordReset({ user }) {
        await cancelEmailChanges(db, user.id, "password-reset");
        // A son who resets at his own address chose this password himself: it is his, and links his dad showed die.
        await setPasswordSetByDad(db, user.id, false);
        await revokeOpenSignInLinks(db, user.id);
        // The address he had when his dad reset his access reached him: his earlier private entries are his again.
        await reopenAfterOwnAddressProof(db, user.id);
        logProof(user.id, "password reset", await addressProven(db, user.id));
      },
      async sendResetPassword({ user, url }, request) {
        await mailer.send(passwordResetMail(user.email, user.name, url, await recipientLocale(db, { userId: user.id }, localeOfHeaders(request?.headers))));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      // A refused sign-in of an unverified address sends a new link (the spec's message says so);
      // the sign-in limit (5/min) bounds it.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user, url }, request) {
        await mailer.send(verificationMail(user.email, user.name, url, await recipientLocale(db, { userId: user.id }, localeOfHeaders(request?.headers))));
      },
    },
    // /account: deletion is Better Auth's endpoint, called by our route after re-checking the
    // password; the hook below keeps its raw /api/auth path to the same rules. An e-mail change is ours entirely
    // (modules/identity/email-change.service.ts); Better Auth's own is off.
    user: {
      changeEmail: { enabled: false },
      deleteUser: {
        enabled: true,
        async beforeDelete(user) {
          await beforeDeleteUser?.(user.id);
        },
        async afterDelete(user) {
          await afterDeleteUser?.(user.id);
        },
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
        // Sign-in is limited by account, account + address and address in modules/identity/sign-in-limits.ts:
        // a per-address 5 a minute would lock a church's families out of their one Wi-Fi address.
        "/sign-in/email": false,
        "/request-password-reset": { window: 60, max: 3 },
        // Every path that checks a password is limited like sign-in: guessing one through a stolen
        // session (verify-password) or a change form is guessing it all the same.
        ...sameLimit({ window: 60, max: 5 }, "/reset-password", "/verify-password", "/change-password", "/delete-user", "/change-email"),
        "/send-verification-email": { window: 60 * 60, max: 3 },
        ...sameLimit({ window: 60, max: 10 }, "/verify-email", "/update-user", "/revoke-session", "/revoke-sessions", "/revoke-other-sessions"),
        // A 6-digit code is guessable only by many tries: few sends and few tries per address.
        "/email-otp/send-verification-otp": { window: 60, max: 3 },
        ...sameLimit({ window: 60, max: 5 }, "/sign-in/email-otp", "/two-factor/*"),
        "/token": { window: 60, max: 20 },
        // A link is 32 random bytes and works once; the name + PIN sign-in is limited per name and
        // address in the auth route (sign-in-limits.ts), like the e-mail sign-in.
        "/sign-in/family-link": { window: 60, max: 10 },
        "/sign-in/family-name": false,
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
    // Rules that hold on Better Auth's own endpoints, not only on our routes:
    // - the password policy (length, common passwords) wherever a password is set;
    // - a changed password signs out every other session, whatever the client asked;
    // - update-user: a name without hidden characters, an image that is one of ours or an https URL.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if ((ctx.path.startsWith("/email-otp/") || ctx.path === "/forget-password/email-otp") && !EMAIL_OTP_ALLOWED.has(ctx.path)) {
          throw new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });
        }
        if (ctx.path === "/email-otp/send-verification-otp" && (ctx.body as { type?: unknown } | undefined)?.type !== "sign-in") {
          throw new APIError("BAD_REQUEST", {
            code: "VALIDATION_FAILED",
            message: "Only sign-in codes are sent.",
            fields: { type: "Only sign-in codes are sent." },
          });
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const candidate: unknown = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          const verdict = newPassword().safeParse(typeof candidate === "string" ? candidate : "");
          if (!verdict.success) {
            throw new APIError("BAD_REQUEST", { code: "PASSWORD_POLICY", message: verdict.error.issues[0]?.message ?? "Invalid password" });
          }
        }
        // Better Auth's e-mail change is off; a change link it signed before (a verify-email token
        // carrying `updateTo`) would still move the account without the new checks, so it is refused.
        if (ctx.path === "/change-email") {
          throw new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });
        }
        if (ctx.path === "/verify-email" && unverifiedJwtPayload((ctx.query as { token?: unknown } | undefined)?.token)?.updateTo !== undefined) {
          throw new APIError("BAD_REQUEST", { code: "INVALID_TOKEN", message: "This link is no longer valid." });
        }
        // Two-factor only on an address its holder proved, so a squatter cannot lock the holder out.
        if (ctx.path === "/two-factor/enable") {
          const session = await getSessionFromCtx(ctx);
          if (session && !session.user.emailVerified) {
            throw new APIError("FORBIDDEN", {
              code: AUTH_GATE_CODES.emailNotVerified,
              message: "Confirm your email address before you set up two-factor sign-in.",
            });
          }
        }
        // ASVS 6.5: each authenticator code works once (one seen over a shoulder is spent), in a challenge or a session.
        if (ctx.path === "/two-factor/verify-totp") {
          const userId = await totpUserId(ctx);
          const code: unknown = (ctx.body as { code?: unknown } | undefined)?.code;
          if (userId && typeof code === "string") {
            const use = await claimTotpStep(db, { userId, code, secretKey: ctx.context.secretConfig });
            if (use === "reused") {
              logger.warn({ userId }, "two-factor: a code that was already used was refused");
              throw new APIError("UNAUTHORIZED", {
                code: AUTH_GATE_CODES.totpCodeUsed,
                message: "That code was already used. Wait for the next code from your authenticator app.",
              });
            }
          }
        }
        // Deleting an account always re-enters the password (never "a fresh session is enough", never a mailed token).
        if (ctx.path === "/delete-user") {
          const body = (ctx.body ?? {}) as { password?: unknown; token?: unknown };
          if (typeof body.password !== "string" || body.password.length === 0 || body.token !== undefined) {
            throw new APIError("BAD_REQUEST", { code: "PASSWORD_REQUIRED", message: "Enter your password", fields: { password: "Enter your password" } });
          }
        }
        // A refused sign-in of an unverified address mails a link that brings him back to the login page.
        if (ctx.path === "/sign-in/email" && config.requireEmailVerification) {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (body.callbackURL === undefined) return { context: { body: { ...body, callbackURL: EMAIL_VERIFIED_CALLBACK } } };
        }
        if (ctx.path === "/two-factor/verify-totp" || ctx.path === "/two-factor/verify-backup-code") {
          // No "trust this device": every password sign-in of a two-factor account asks for the code.
          return { context: { body: { ...(ctx.body as Record<string, unknown>), trustDevice: false } } };
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
      // A password change and "sign out everywhere" cancel every pending e-mail change (so does a
      // reset: onPasswordReset above). Our /api/account routes call these same endpoints, so both ways are covered.
      after: createAuthMiddleware(async (ctx) => {
        const reason = ctx.path === "/change-password" ? "password-changed" : ctx.path === "/revoke-sessions" ? "signed-out-everywhere" : undefined;
        if (!reason) return;
        const returned: unknown = ctx.context.returned;
        if (returned instanceof Error || (returned instanceof Response && !returned.ok)) return;
        const userId = ctx.context.session?.user.id;
        if (userId) await cancelEmailChanges(db, userId, reason);
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

declare module "../../http/app-instance.ts" {
  interface AppDeps {
    /** Better Auth: sessions, sign-in, the account endpoints under /api/auth. */
    auth: Auth;
  }
}
