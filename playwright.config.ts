// End-to-end tests: the built app served by the real server (embedded PostgreSQL in a fresh DATA_DIR, demo
// accounts seeded, rate limits off), driven by the system Chromium. `npm run test:e2e`.
import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { LOW_COST_HASH_NODE_ARGS } from "./tests/support/low-cost-hash-args.ts";
import { e2eServer, e2eServerEnv } from "./tests/e2e/support/e2e-server.ts";

const server = e2eServer();
// Debian's old headless shell (package chromium-headless-shell, the same Chromium build without the browser's UI
// processes) when it is installed, else the full /usr/bin/chromium: on CI's 2 cores the shell ran the same journeys
// in about half the time, with none of the full browser's time-outs.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const isCI = Boolean(process.env.CI);
// E2E_CLUSTER=1: the same journeys through nginx in front of two app processes (`npm run cluster`).
const throughCluster = process.env.E2E_CLUSTER === "1";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  // CI's machine has 2 cores shared by the server, its PostgreSQL and two browsers: a journey of a few screens takes
  // 15–40 s there. A longer limit costs nothing when a test passes, and keeps a busy moment from failing one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: server.baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The app's service worker would answer some requests before page.route() sees them: blocked in
    // every journey but tests/e2e/offline.spec.ts, which allows it.
    serviceWorkers: "block",
    // As a user who asks for less motion (styles.css honours it): no transition or pulse for each click to wait out.
    // The same journeys took a quarter less time and CPU on 2 cores.
    reducedMotion: "reduce",
    launchOptions: {
      // Never `npx playwright install`: we use the machine's Chromium (apt-get install -y chromium-headless-shell).
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // Build the SPA once, then run the real server; `exec` so the SIGTERM at the end reaches node itself,
    // which stops its embedded PostgreSQL cleanly. E2E_BUILT=1: dist/ was just built from this tree (.ci/run's
    // "production build" step), so the server starts on it at once.
    command: `${process.env.E2E_BUILT === "1" ? "" : "npm run build --silent && "}exec node ${throughCluster ? "scripts/cluster/main.ts" : `${LOW_COST_HASH_NODE_ARGS.join(" ")} src/server/main.ts`}`,
    url: `${server.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    stdout: "ignore",
    stderr: "pipe",
    // No NODE_ENV: `vite build` must make a production bundle, and the server runs as in development.
    env: {
      ...e2eServerEnv({ port: server.port, baseURL: server.baseURL, dataDir: server.dataDir }),
      // Read by scripts/cluster/main.ts only: nginx on the e2e port, PostgreSQL and nginx's files in the e2e DATA_DIR.
      CLUSTER_PORT: String(server.port),
      CLUSTER_DATA_DIR: server.dataDir,
    },
  },
});
