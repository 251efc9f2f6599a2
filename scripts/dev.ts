// npm run dev — the API server (restarting on change) on API_PORT (3001) and Vite's dev server with hot reload
// on PORT (3000), which proxies /api to the API server. Open http://localhost:3000.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const webPort = process.env.PORT ?? "3000";
const appUrl = process.env.APP_URL ?? `http://localhost:${webPort}`;

const children = [
  spawn(process.execPath, ["--watch-path=src/server", "--watch-path=src/shared", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", APP_URL: appUrl },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
