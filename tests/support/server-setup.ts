// Vitest setup for the server's tests, listed in vitest.config.ts `setupFiles` beside the web's own
// (tests/web-support/setup.ts). Outside a DOM environment any `console.error` during a server test fails that test:
// the server logs through pino (stdout), so a console.error in the test process is a library complaining
// (Better Auth, pg, a stray warning) — a bug to fix or to route to the logger.
import { afterEach, beforeEach, vi } from "vitest";

// Every password hash and check in this test process is a low-cost scrypt; production's cost is proven by
// src/server/modules/identity/password-hash.test.ts. The servers tests spawn get the same through
// low-cost-hash-args.ts.
vi.mock("../../src/server/modules/identity/password-hash.ts", () => import("./low-cost-password-hash.ts"));

if (typeof window === "undefined") {
  let errors: string[] = [];
  let spy: { mockRestore(): void } | undefined;
  beforeEach(() => {
    errors = [];
    spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      errors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "));
    });
  });
  afterEach(() => {
    // A test may have restored console.error itself (to inspect its own spy): restoring twice is harmless.
    spy?.mockRestore();
    spy = undefined;
    if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.join("\n")}`);
  });
}
