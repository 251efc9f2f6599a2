import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Unit and API tests. API tests build the real app on a fresh database per test file
// (see tests/support/global-setup.ts); component tests run in happy-dom, with the web setup (jest-dom
// matchers, cleanup, console.error fails the test: src/web/test-kit/setup.ts, a no-op outside a DOM).
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/cluster/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Web tests (happy-dom) and server tests both fail on console.error: src/web/test-kit/setup.ts, tests/support/server-setup.ts.
    setupFiles: ["src/web/test-kit/setup.ts", "tests/support/server-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
