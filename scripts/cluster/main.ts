// npm run cluster — PostgreSQL (DATABASE_URL's, or an embedded one), the release migration, two app processes
// and nginx in front, in the foreground until Ctrl-C. Environment: CLUSTER_PORT (nginx's port, default free),
// CLUSTER_APPS (default 2), CLUSTER_DATA_DIR (default a temp folder), DATABASE_URL, SEED_DEMO (default on
// with the embedded PostgreSQL). Everything else (OPENAI_BASE_URL, SMTP_URL, ...) reaches the app processes.
// Needs the build (`npm run build`) for the web app; the API works without it.
import { startCluster } from "./cluster.ts";

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const seedFlag = process.env.SEED_DEMO;
const seedDemo = seedFlag === undefined || seedFlag === "" ? !databaseUrl : seedFlag === "1" || seedFlag === "true";
const cluster = await startCluster({
  apps: process.env.CLUSTER_APPS ? Number(process.env.CLUSTER_APPS) : 2,
  port: process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined,
  dataDir: process.env.CLUSTER_DATA_DIR || undefined,
  databaseUrl,
  seedDemo,
  log: (line) => process.stderr.write(line),
});
console.log(
  [
    "",
    `  StrongBond cluster at ${cluster.url}  (nginx: ${cluster.nginxConfigPath})`,
    ...cluster.apps.map((app) => `  app ${app.index}: pid ${app.child.pid}, http://127.0.0.1:${app.port}`),
    `  Database: ${databaseUrl ? "DATABASE_URL" : `embedded PostgreSQL in ${cluster.dataDir}/pg`}`,
    "",
  ].join("\n"),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
for (const app of cluster.apps) {
  void app.exited.then((code) => {
    if (!stopping) console.error(`app ${app.index} exited (${code}); nginx sends its traffic to the others`);
  });
}
