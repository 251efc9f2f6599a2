import { defineConfig } from "drizzle-kit";

// Only `npm run db:generate` uses this (to write SQL migrations from the schema); the app migrates itself at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
