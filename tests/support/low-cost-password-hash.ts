// The test process's password hashing, swapped in for src/server/modules/identity/password-hash.ts by
// server-setup.ts. One scrypt at production's cost is ~0.1 s of CPU and the API tests make thousands (each family
// is two hashes and two sign-ins). Same algorithm and key length, 1/128 of the work; a low-cost hash is marked,
// and production's verifier refuses it (password-hash.test.ts).
import { verifyPassword as betterAuthVerify } from "better-auth/crypto";
import crypto from "node:crypto";

const TEST_SCRYPT = { N: 1024, r: 2, p: 1, keyLength: 64 } as const;
export const LOW_COST_MARK = "test-scrypt:";

function lowCostKey(password: string, salt: string): Promise<string> {
  const { N, r, p, keyLength } = TEST_SCRYPT;
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p }, (error, key) => (error ? reject(error) : resolve(key.toString("hex"))));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16).toString("hex");
  return `${LOW_COST_MARK}${salt}:${await lowCostKey(password, salt)}`;
}

/** Checks a low-cost hash, or a production one (an account made outside the test process). */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith(LOW_COST_MARK)) return betterAuthVerify({ hash, password });
  const [salt, key] = hash.slice(LOW_COST_MARK.length).split(":");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const actual = Buffer.from(await lowCostKey(password, salt), "hex");
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
