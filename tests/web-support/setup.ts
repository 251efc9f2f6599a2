// Vitest setup for the web's DOM tests, listed in vitest.config.ts `setupFiles`. It only acts in a
// DOM environment (`// @vitest-environment happy-dom`), so server tests keep their own setup:
// - @testing-library/jest-dom matchers (`toBeInTheDocument`, `toHaveTextContent`, `toBeDisabled`, …; harmless
//   elsewhere, so they are registered for every test);
// - the DOM is unmounted and stubbed globals (fetch) are restored after every test;
// - any `console.error` during a test fails it: React's warnings (act, keys, invalid DOM nesting) are bugs.
import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";

if (typeof window !== "undefined") {
  const { cleanup } = await import("@testing-library/react");

  let errors: string[] = [];
  let spy: { mockRestore: () => void } | undefined;
  beforeEach(() => {
    errors = [];
    // A test that expects an error to be logged spies on console.error itself (its spy sees the calls).
    spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" "));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    spy?.mockRestore();
    if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.join("\n")}`);
  });
}
