// Lint: typescript-eslint's recommended rules (fast, no type information) plus React hooks rules for the web app.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries (ARCHITECTURE.md "Rules every change follows"). ESLint's own
// no-restricted-imports matches the import string as written, so each rule is a gitignore-style pattern over
// relative paths. A file gets one list (flat config replaces a rule's options, it does not merge them), so the
// lists are composed here per group of files.
const noDrizzle = {
  group: ["drizzle-orm", "drizzle-orm/*"],
  message:
    "Drizzle only in *.queries.ts (services call queries; routes call services), db/schema, db/client.ts and the platform's statements, pool and cache declarations.",
};
// Relative paths only (a package such as react-dom/server is not our server code).
const noServer = { regex: "^\\.{1,2}/(.*/)?server(/|$)", message: "src/web and src/shared never import server code." };
const noWeb = { regex: "^\\.{1,2}/(.*/)?web(/|$)", message: "Only src/web imports web code." };
const noModules = {
  regex: "^\\.{1,2}/(.*/)?modules(/|$)",
  message: "Seeds are the lowest layer: src/server/db/seed imports no module (modules import seeds).",
};
const dbIsALeaf = {
  regex: "^\\.{1,2}/(.*/)?(jobs|auth|platform|modules|integrations)(/|$)",
  message: "db is a leaf: db/ imports no job, auth, platform or module code; migrateDatabase takes installers.",
};
// Web features never import each other: a feature may import the shared layers (components/, lib/,
// session/, paths.ts) and src/shared; a route module (src/web/routes) composes two features. One list per
// feature, since a relative path names the other feature by its folder. The shared layers import no feature.
const webFeatures = readdirSync(new URL("./src/web/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noOtherFeature = (feature) => ({
  regex: `^(\\.\\./)+(features/)?(${webFeatures.filter((name) => name !== feature).join("|")})(/|$)`,
  message: `Features never import each other: move the shared piece to components/ or lib/, or let the route compose both.`,
});
const noFeature = { regex: "^(\\.\\./)+features(/|$)", message: "components/, lib/ and session/ are shared layers: they import no feature." };
const boundaries = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
// Where Drizzle may be imported inside src: a module's queries, the schema, the client/migration tooling, and tests.
// Test code outside src (tests/, the security proofs included) is not under these boundaries.
const drizzleAllowed = [
  "src/**/*.queries.ts",
  "src/server/db/schema/**",
  "src/server/db/client.ts",
  "src/server/platform/statements.ts",
  "src/server/platform/database.ts",
  "src/server/platform/cached-answers.ts",
  "src/server/platform/announcements.ts",
  "src/**/*.test.ts",
];

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
  ...webFeatures.map((feature) => ({ files: [`src/web/features/${feature}/**/*.{ts,tsx}`], rules: boundaries(noServer, noDrizzle, noOtherFeature(feature)) })),
  { files: ["src/web/{components,lib,session}/**/*.{ts,tsx}"], rules: boundaries(noServer, noDrizzle, noFeature) },
  { files: ["src/shared/**/*.ts"], rules: boundaries(noServer, noWeb, noDrizzle) },
  { files: ["src/server/**/*.ts"], ignores: [...drizzleAllowed, "src/server/db/seed/**"], rules: boundaries(noWeb, noDrizzle) },
  { files: drizzleAllowed, ignores: ["src/web/**", "src/shared/**", "src/server/db/seed/**"], rules: boundaries(noWeb) },
  { files: ["src/server/db/*.ts"], ignores: drizzleAllowed, rules: boundaries(noWeb, noDrizzle, dbIsALeaf) },
  { files: ["src/server/db/client.ts", "src/server/db/schema/**/*.ts"], rules: boundaries(noWeb, dbIsALeaf) },
  { files: ["src/server/db/seed/**/*.ts"], ignores: drizzleAllowed, rules: boundaries(noWeb, noModules, noDrizzle) },
  { files: ["src/server/db/seed/**/*.queries.ts", "src/server/db/seed/**/*.test.ts"], rules: boundaries(noWeb, noModules) },
  {
    files: ["src/server/main.ts", "scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
