// Lint: typescript-eslint's recommended rules (fast, no type information) plus React hooks rules for the web app.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries (ARCHITECTURE.md "Rules every change follows", decision 014). ESLint's own
// no-restricted-imports matches the import string as written, so each rule is a gitignore-style pattern over
// relative paths. A file gets one list (flat config replaces a rule's options, it does not merge them), so the
// lists are composed here per group of files.
const noDrizzle = {
  group: ["drizzle-orm", "drizzle-orm/*"],
  message: "Drizzle only in *.queries.ts (services call queries; routes call services), db/schema, db/client.ts and db/named-statement.ts.",
};
// Relative paths only (a package such as react-dom/server is not our server code).
const noServer = { regex: "^\\.{1,2}/(.*/)?server(/|$)", message: "src/web and src/shared never import server code." };
const noWeb = { regex: "^\\.{1,2}/(.*/)?web(/|$)", message: "Only src/web imports web code." };
const noModules = {
  regex: "^\\.{1,2}/(.*/)?modules(/|$)",
  message: "Seeds are the lowest layer: src/server/db/seed imports no module (modules import seeds).",
};
const boundaries = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
// Where Drizzle may be imported inside src: a module's queries, the schema, the client/migration tooling, and tests.
// Test code outside src (tests/, the security proofs included) is not under these boundaries (decision 040).
const drizzleAllowed = ["src/**/*.queries.ts", "src/server/db/schema/**", "src/server/db/client.ts", "src/server/db/named-statement.ts", "src/**/*.test.ts"];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "test-results/", "playwright-report/", "src/server/db/migrations/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["warn", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ["src/web/**/*.{ts,tsx}"], rules: boundaries(noServer, noDrizzle) },
  { files: ["src/shared/**/*.ts"], rules: boundaries(noServer, noWeb, noDrizzle) },
  { files: ["src/server/**/*.ts"], ignores: [...drizzleAllowed, "src/server/db/seed/**"], rules: boundaries(noWeb, noDrizzle) },
  { files: drizzleAllowed, ignores: ["src/web/**", "src/shared/**", "src/server/db/seed/**"], rules: boundaries(noWeb) },
  { files: ["src/server/db/seed/**/*.ts"], ignores: drizzleAllowed, rules: boundaries(noWeb, noModules, noDrizzle) },
  { files: ["src/server/db/seed/**/*.queries.ts", "src/server/db/seed/**/*.test.ts"], rules: boundaries(noWeb, noModules) },
  {
    files: ["src/server/main.ts", "scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
