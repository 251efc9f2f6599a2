// RFC 6238 TOTP codes (SHA-1, 6 digits, 30 s), as an authenticator app computes them from an otpauth:// URI.
// For API and browser tests of two-factor sign-in; node:crypto only.
import crypto from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(input: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The base32 secret of an otpauth:// URI. */
export function secretFromUri(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  return secret;
}

/** The current code (or the one `stepOffset` periods away) for a base32 secret. */
export function totpCode(base32Secret: string, at: number = Date.now(), stepOffset = 0): string {
  const counter = Math.floor(at / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = crypto.createHmac("sha1", base32Decode(base32Secret)).update(message).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return binary.toString().padStart(6, "0");
}

/** The newest 30-second step each secret's code was used for here (a code works once). */
const usedTotpSteps = new Map<string, number>();

/**
 * A code the server has not seen yet, as an authenticator app gives one: the current step's, else the next
 * step's (the server accepts one step ahead); when both were used, waits for the next step.
 */
export async function freshTotpCode(totpSecret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / 1000 / 30);
    const step = Math.max(current, (usedTotpSteps.get(totpSecret) ?? -Infinity) + 1);
    if (step <= current + 1) {
      usedTotpSteps.set(totpSecret, step);
      return totpCode(totpSecret, Date.now(), step - current);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * 30_000 - Date.now() + 50));
  }
}
