// Password hashing for every place that stores or checks a password: Better Auth's sign-in, reset and change
// (better-auth.ts passes these two functions), registration, a dad's son, the seeded and configured admins.
// Better Auth's own scrypt (N=16384, r=16, p=1, 64-byte key, "salt:key" in hex), so every stored hash stays valid.
// This file is the one seam: the API tests swap it for a low-cost hash (tests/support/low-cost-password-hash.ts).
export { hashPassword, verifyPassword } from "better-auth/crypto";
