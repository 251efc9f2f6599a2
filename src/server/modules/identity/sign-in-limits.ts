// Brute force without locking out a church (ASVS 6.3.1). Sign-in attempts are counted three ways, in
// PostgreSQL (or Redis) so every process shares them:
//   - per account (the e-mail typed): 10 failed attempts in 15 minutes, from any number of addresses;
//   - per account and address: 5 failed attempts a minute;
//   - per address: 100 attempts a minute, failed or not — a ceiling for one address trying many accounts, loose
//     enough for twenty families signing in on one church Wi-Fi within the same minute.
// A sign-in that succeeds takes its attempt back from the account's counts, so a family that mistypes once and
// then gets in starts clean. The refusal is a 429 with Retry-After (seconds) and a message with the time.
//
// A limit per address (or per account) alone is beaten by many addresses or free accounts, so what an
// outsider aims at is counted per TARGET too, and what a family does per FAMILY (a dad and every son he added
// share one budget; family-limits.ts):
//   - e-mail sign-in codes, per target address: 5 sent an hour, 10 wrong codes in 15 minutes;
//   - registration answering "taken" (409, the spec's message, which tells that an account exists): 3 an hour per
//     target address, 10 an hour per caller's address; past either, registration answers 429 before looking.
import type { FastifyReply } from "fastify";
import { tooManyRequestsRetryIn } from "../../../shared/messages.ts";
import { attemptCounter, type AttemptCounter, type RateLimitBackend } from "../../lib/rate-limit-store.ts";

export const SIGN_IN_LIMITS = {
  perAccount: { max: 10, windowSeconds: 15 * 60 },
  perAccountAndAddress: { max: 5, windowSeconds: 60 },
  perAddress: { max: 100, windowSeconds: 60 },
} as const;

export interface SignInGuard {
  /** Counts this attempt; null when it may go on, else the seconds to wait. */
  admit(email: string, address: string): Promise<number | null>;
  /** The attempt succeeded: it no longer counts against the account. */
  succeeded(email: string, address: string): Promise<void>;
}

function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createSignInGuard(backend: RateLimitBackend): SignInGuard {
  const account: AttemptCounter = attemptCounter(backend, "sign-in-account", SIGN_IN_LIMITS.perAccount.max, SIGN_IN_LIMITS.perAccount.windowSeconds);
  const accountAddress = attemptCounter(
    backend,
    "sign-in-account-address",
    SIGN_IN_LIMITS.perAccountAndAddress.max,
    SIGN_IN_LIMITS.perAccountAndAddress.windowSeconds,
  );
  const address = attemptCounter(backend, "sign-in-address", SIGN_IN_LIMITS.perAddress.max, SIGN_IN_LIMITS.perAddress.windowSeconds);
  return {
    async admit(email, ip) {
      const who = normalizedEmail(email);
      const verdicts = await Promise.all([account.hit(who), accountAddress.hit(`${who}|${ip}`), address.hit(ip)]);
      const refused = verdicts.filter((verdict) => !verdict.allowed);
      if (refused.length === 0) return null;
      return Math.max(1, Math.ceil(Math.max(...refused.map((verdict) => verdict.msBeforeNext)) / 1000));
    },
    async succeeded(email, ip) {
      const who = normalizedEmail(email);
      await Promise.all([account.forgive(who), accountAddress.forgive(`${who}|${ip}`)]);
    },
  };
}

export const TARGET_LIMITS = {
  emailCodeSendsPerTarget: { max: 5, windowSeconds: 60 * 60 },
  emailCodeFailuresPerTarget: { max: 10, windowSeconds: 15 * 60 },
  takenAddressPerTarget: { max: 3, windowSeconds: 60 * 60 },
  takenAddressPerCaller: { max: 10, windowSeconds: 60 * 60 },
} as const;

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** E-mail sign-in codes counted per target address, whatever address the requests come from. */
export interface EmailCodeGuard {
  /** A code is asked for this address: null when it may be sent, else the seconds to wait. */
  admitSend(email: string): Promise<number | null>;
  /** A code is tried for this address: null when it may be checked, else the seconds to wait. */
  admitTry(email: string): Promise<number | null>;
  /** The code was right: the try no longer counts. */
  succeeded(email: string): Promise<void>;
}

export function createEmailCodeGuard(backend: RateLimitBackend): EmailCodeGuard {
  const sends = attemptCounter(
    backend,
    "email-code-send-target",
    TARGET_LIMITS.emailCodeSendsPerTarget.max,
    TARGET_LIMITS.emailCodeSendsPerTarget.windowSeconds,
  );
  const tries = attemptCounter(
    backend,
    "email-code-try-target",
    TARGET_LIMITS.emailCodeFailuresPerTarget.max,
    TARGET_LIMITS.emailCodeFailuresPerTarget.windowSeconds,
  );
  return {
    async admitSend(email) {
      const verdict = await sends.hit(normalizedEmail(email));
      return verdict.allowed ? null : seconds(verdict.msBeforeNext);
    },
    async admitTry(email) {
      const verdict = await tries.hit(normalizedEmail(email));
      return verdict.allowed ? null : seconds(verdict.msBeforeNext);
    },
    async succeeded(email) {
      await tries.forgive(normalizedEmail(email));
    },
  };
}

/** Registration's "address taken" answers, counted per target address and per caller's address. */
export interface TakenAddressGuard {
  /** Before registering (every address the form names): null when it may go on, else the seconds to wait (nothing is counted). */
  blocked(emails: string[], ip: string): Promise<number | null>;
  /** Registration answered 409 (the address has an account): counts it for both. */
  taken(email: string, ip: string): Promise<void>;
}

export function createTakenAddressGuard(backend: RateLimitBackend): TakenAddressGuard {
  const target = attemptCounter(backend, "taken-address-target", TARGET_LIMITS.takenAddressPerTarget.max, TARGET_LIMITS.takenAddressPerTarget.windowSeconds);
  const caller = attemptCounter(backend, "taken-address-caller", TARGET_LIMITS.takenAddressPerCaller.max, TARGET_LIMITS.takenAddressPerCaller.windowSeconds);
  return {
    async blocked(emails, ip) {
      const checks = [...emails.map((email) => target.blocked(normalizedEmail(email))), caller.blocked(ip)];
      const waits = (await Promise.all(checks)).filter((ms): ms is number => ms !== null);
      return waits.length ? seconds(Math.max(...waits)) : null;
    },
    async taken(email, ip) {
      await Promise.all([target.hit(normalizedEmail(email)), caller.hit(ip)]);
    },
  };
}

/** The refusal: 429, Retry-After in seconds, and the time in words. */
export function refuseTooMany(reply: FastifyReply, seconds: number) {
  return reply
    .status(429)
    .header("retry-after", String(seconds))
    .send({ error: { code: "TOO_MANY_REQUESTS", message: tooManyRequestsRetryIn(seconds), retryAfterSeconds: seconds } });
}
