// Production keeps Better Auth's password hashing; the low-cost hash the test process swaps in is refused there.
import { execFileSync } from "node:child_process";
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it, vi } from "vitest";
import { hashPassword as lowCostHash } from "../../../../tests/support/low-cost-password-hash.ts";
import type * as PasswordHash from "./password-hash.ts";

const PASSWORD = "Correct-Horse-42";

/** Runs password-hash.ts in a fresh process, as the server does. */
function inProductionProcess(script: string): string {
  const env = { ...process.env, NODE_ENV: "production" };
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8" });
}

describe("password hashing", () => {
  it("hashes in production exactly as Better Auth does (N=16384, r=16), so stored hashes stay valid both ways", async () => {
    const productionHash = inProductionProcess(
      `import { hashPassword } from "./src/server/modules/identity/password-hash.ts"; process.stdout.write(await hashPassword(${JSON.stringify(PASSWORD)}));`,
    );
    expect(productionHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    // Better Auth's own check (its fixed production parameters) accepts it, and a wrong password fails.
    expect(await betterAuthVerify({ hash: productionHash, password: PASSWORD })).toBe(true);
    expect(await betterAuthVerify({ hash: productionHash, password: `${PASSWORD}!` })).toBe(false);
    // A hash Better Auth made (an existing account) is accepted by ours.
    const real = await vi.importActual<typeof PasswordHash>("./password-hash.ts");
    expect(await real.verifyPassword({ hash: await betterAuthHash(PASSWORD), password: PASSWORD })).toBe(true);
  });

  it("a production process refuses a low-cost test hash", async () => {
    const testHash = await lowCostHash(PASSWORD);
    expect(testHash).toMatch(/^test-scrypt:/);
    const accepted = inProductionProcess(
      `import { verifyPassword } from "./src/server/modules/identity/password-hash.ts";
       process.stdout.write(JSON.stringify(await verifyPassword({ hash: ${JSON.stringify(testHash)}, password: ${JSON.stringify(PASSWORD)} })));`,
    );
    expect(JSON.parse(accepted)).toBe(false);
  });

  it("the test process hashes at the low cost everywhere the server hashes", async () => {
    const { hashPassword, verifyPassword } = await import("./password-hash.ts");
    const testHash = await hashPassword(PASSWORD);
    expect(testHash).toMatch(/^test-scrypt:/);
    expect(await verifyPassword({ hash: testHash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: testHash, password: `${PASSWORD}!` })).toBe(false);
  });
});
