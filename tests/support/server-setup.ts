// Vitest setup for the server's tests (decision 014), listed in vitest.config.ts `setupFiles` beside the web's
// own (src/web/test-kit/setup.ts, decision 013). It acts only outside a DOM environment: any `console.error`
// during a server test fails that test. The server logs through pino (stdout), so a console.error in the test
// process is a library complaining (Better Auth, pg, a stray warning) — a bug to fix or to route to the logger.
import { afterEach, beforeEach, vi } from "vitest";

if (typeof window === "undefined") {
  // Every password hash and check in this test process is a low-cost scrypt (decision 021): production's cost is
  // proven by src/server/modules/identity/password-hash.test.ts, and the servers the fault tests spawn keep it.
  const { lowerPasswordHashCostForTests } = await import("../../src/server/modules/identity/password-hash.ts");
  lowerPasswordHashCostForTests();

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
