// ASVS 6.5.x: an authenticator code works once, so a code seen over a shoulder is spent. Better Auth's verify-totp
// accepts any code of the previous, current or next 30-second step, as often as it is sent within that minute and a
// half. Before it runs, this guard finds which step the code belongs to and records it as the account's last used
// step, in one conditional UPDATE; a code of that step or an earlier one is refused. A wrong code records nothing
// (Better Auth counts it).
// Verify-totp is the only endpoint that accepts a TOTP here (enable/disable take the password).
import crypto from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import type { Queryable } from "../../db/client.ts";
import { claimNewerTotpStep, findTotpSecret } from "./two-factor.queries.ts";

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;

/** RFC 4226 HOTP of the counter, with the secret's UTF-8 bytes as the key (as Better Auth's TOTP uses it). */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).toString().padStart(DIGITS, "0");
}

/** The time step (previous, current or next, as Better Auth accepts) whose code this is, or null. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  for (const step of [current - 1, current, current + 1]) {
    const expected = hotp(secret, step);
    if (code.length === expected.length && crypto.timingSafeEqual(Buffer.from(code), Buffer.from(expected))) return step;
  }
  return null;
}

export type TotpUse = "fresh" | "reused" | "not-a-code";

/**
 * Records the code's step as used when it is newer than the last one; "reused" when it is not (refuse the code);
 * "not-a-code" when the code matches no step or the account has no secret (let Better Auth answer as usual).
 */
export async function claimTotpStep(
  db: Queryable,
  opts: { userId: string; code: string; secretKey: Parameters<typeof symmetricDecrypt>[0]["key"] },
): Promise<TotpUse> {
  const stored = await findTotpSecret(db, opts.userId);
  if (!stored) return "not-a-code";
  const secret = await symmetricDecrypt({ key: opts.secretKey, data: stored });
  const step = matchingStep(secret, opts.code.trim(), Date.now());
  if (step === null) return "not-a-code";
  return (await claimNewerTotpStep(db, opts.userId, step)) ? "fresh" : "reused";
}
