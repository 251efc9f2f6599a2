// Password hashing for every place that stores or checks a password: Better Auth's sign-in, reset and change
// (better-auth.ts passes these two functions), registration, a dad's son, the seeded and configured admins.
// Production: Better Auth's own scrypt (N=16384, r=16, p=1, 64-byte key, "salt:key" in hex), so every stored
// hash stays valid; password-hash.test.ts proves both directions against better-auth/crypto.
// Tests: one scrypt at that cost is ~0.1 s of CPU and the API tests make thousands (each family is two hashes and
// two sign-ins), so tests/support/server-setup.ts lowers the cost in the test process (decision 021). A low-cost
// hash is marked, and a process that has not lowered the cost refuses it.
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import crypto from "node:crypto";

/** The test process's cost: the same algorithm and key length as production's N=16384, r=16 — 1/128 of the work. */
const TEST_SCRYPT = { N: 1024, r: 2, p: 1, keyLength: 64 } as const;
const TEST_MARK = "test-scrypt:";

let lowCost = false;

/** Tests only (tests/support/server-setup.ts): hash at the low test cost in this process. Refused outside NODE_ENV=test. */
export function lowerPasswordHashCostForTests(): void {
  if (process.env.NODE_ENV !== "test") throw new Error("the low password hash cost is for tests only (NODE_ENV=test)");
  lowCost = true;
}

function lowCostKey(password: string, salt: string): Promise<string> {
  const { N, r, p, keyLength } = TEST_SCRYPT;
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p }, (error, key) => (error ? reject(error) : resolve(key.toString("hex"))));
  });
}

export async function hashPassword(password: string): Promise<string> {
  if (!lowCost) return betterAuthHash(password);
  const salt = crypto.randomBytes(16).toString("hex");
  return `${TEST_MARK}${salt}:${await lowCostKey(password, salt)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith(TEST_MARK)) return betterAuthVerify({ hash, password });
  if (!lowCost) return false;
  const [salt, key] = hash.slice(TEST_MARK.length).split(":");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const actual = Buffer.from(await lowCostKey(password, salt), "hex");
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
