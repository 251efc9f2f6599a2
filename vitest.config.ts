import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Unit tests sit beside their code in src/; API, security, fault and packaging tests live in tests/. API tests build
// the real app on a fresh database per test file (tests/support/global-setup.ts); component tests run in happy-dom.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Both fail a test on console.error: the web's in a DOM environment, the server's outside one.
    setupFiles: ["tests/web-support/setup.ts", "tests/support/server-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
