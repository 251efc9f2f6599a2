import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Unit and API tests. API tests build the real app on a fresh database per test file
// (see tests/support/global-setup.ts); component tests run in happy-dom.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/unit/**/*.test.ts", "tests/cluster/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Server tests: any console.error fails the test (tests/support/server-setup.ts, a no-op in a DOM).
    setupFiles: ["tests/support/server-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
