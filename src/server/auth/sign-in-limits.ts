// Brute force without locking out a church (issue 20; ASVS 6.3.1). Sign-in attempts are counted three ways, in
// PostgreSQL (or Redis) so every process shares them:
//   - per account (the e-mail typed): 10 failed attempts in 15 minutes, from any number of addresses;
//   - per account and address: 5 failed attempts a minute;
//   - per address: 100 attempts a minute, failed or not — a ceiling for one address trying many accounts, loose
//     enough for twenty families signing in on one church Wi-Fi within the same minute.
// A sign-in that succeeds takes its attempt back from the account's counts, so a family that mistypes once and
// then gets in starts clean. The refusal is a 429 with Retry-After (seconds) and a message with the time.
import type { FastifyReply } from "fastify";
import { tooManyRequestsRetryIn } from "../../shared/messages.ts";
import { attemptCounter, type AttemptCounter, type RateLimitBackend } from "../lib/rate-limit-store.ts";

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

/** The refusal: 429, Retry-After in seconds, and the time in words. */
export function refuseTooMany(reply: FastifyReply, seconds: number) {
  return reply
    .status(429)
    .header("retry-after", String(seconds))
    .send({ error: { code: "TOO_MANY_REQUESTS", message: tooManyRequestsRetryIn(seconds), retryAfterSeconds: seconds } });
}
