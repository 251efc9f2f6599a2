// Issue 30 item 2 (decision 041): one home per concern. Moves the identity files (modules/account, modules/accounts,
// the Better Auth instance and its plugins from auth/) into modules/identity, the authoring half of modules/admin into
// modules/studio, and merges the two account schema files; then rewrites every relative import that points at a
// moved file, and every path mention of one in comments and in the docs (docs/decisions excepted: records keep the
// paths of their day).
//
// Re-runnable and idempotent: a move is done (`git mv`) only while its source exists; an import is rewritten from
// wherever it resolves, so a branch merged after the moves (a new import of an old path, an old file's edit carried
// to the new path by git's rename detection) is brought in line by running it again:
//
//   node scripts/codemods/identity-and-studio-moves.ts          (from the repository's root; Node 24 runs .ts)
//   node scripts/codemods/identity-and-studio-moves.ts --dry    (prints what it would change, writes nothing)
//
// Four functions and two queries left admin.service.ts / admin.queries.ts for the admin's dashboard, and the generic
// ZMessageResponse and ZOkResponse left the account and organization schemas for common.ts: SYMBOL_MOVES sends an
// import of such a name to its new file.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const DRY = process.argv.includes("--dry");
const ROOT = process.cwd();
const SELF = "scripts/codemods/identity-and-studio-moves.ts";

const S = "src/server";
const M = "src/server/modules";

/** from → to, repository-relative. Several sources may share one destination (a merge done by hand, see MERGES). */
export const MOVES: Record<string, string> = {
  // modules/accounts: registration, the session answer, password reset, the Better Auth mount, tokens
  [`${M}/accounts/accounts.routes.ts`]: `${M}/identity/identity.routes.ts`,
  [`${M}/accounts/accounts.queries.ts`]: `${M}/identity/identity.queries.ts`,
  [`${M}/accounts/accounts.test.ts`]: `${M}/identity/identity.test.ts`,
  [`${M}/accounts/auth-handler.routes.ts`]: `${M}/identity/better-auth.routes.ts`,
  [`${M}/accounts/register-family.ts`]: `${M}/identity/register-family.ts`,
  [`${M}/accounts/son-email.ts`]: `${M}/identity/son-email.ts`,
  [`${M}/accounts/son-email.test.ts`]: `${M}/identity/son-email.test.ts`,
  [`${M}/accounts/system-accounts.ts`]: `${M}/identity/system-accounts.ts`,
  [`${M}/accounts/tokens.routes.ts`]: `${M}/identity/jwks.routes.ts`,
  [`${M}/accounts/email-verification.test.ts`]: `${M}/identity/email-verification.test.ts`,
  [`${M}/accounts/jwks-rotation.test.ts`]: `${M}/identity/jwks-rotation.test.ts`,
  [`${M}/accounts/rate-limit.test.ts`]: `${M}/identity/sign-in-limits.test.ts`,
  [`${M}/accounts/session-expiry.test.ts`]: `${M}/identity/session-expiry.test.ts`,
  [`${M}/accounts/two-factor.test.ts`]: `${M}/identity/two-factor.test.ts`,
  // modules/account: the account page (/api/account/*) and the e-mail change
  [`${M}/account/account.routes.ts`]: `${M}/identity/account-page.routes.ts`,
  [`${M}/account/account.service.ts`]: `${M}/identity/account-page.service.ts`,
  [`${M}/account/account.queries.ts`]: `${M}/identity/account-page.queries.ts`,
  [`${M}/account/account.test.ts`]: `${M}/identity/account-page.test.ts`,
  [`${M}/account/account-rate-limit.test.ts`]: `${M}/identity/account-page-rate-limit.test.ts`,
  [`${M}/account/account-mails.ts`]: `${M}/identity/account-mails.ts`,
  [`${M}/account/device.ts`]: `${M}/identity/session-device.ts`,
  [`${M}/account/device.test.ts`]: `${M}/identity/session-device.test.ts`,
  [`${M}/account/email-change.queries.ts`]: `${M}/identity/email-change.queries.ts`,
  [`${M}/account/email-change.service.ts`]: `${M}/identity/email-change.service.ts`,
  [`${M}/account/email-change.test.ts`]: `${M}/identity/email-change.test.ts`,
  // auth/: what makes, proves and ends an identity moves; the request-time viewer and the policy stay in auth/
  [`${S}/auth/auth.ts`]: `${M}/identity/better-auth.ts`,
  [`${S}/auth/auth-mails.ts`]: `${M}/identity/better-auth-mails.ts`,
  [`${S}/auth/auth.queries.ts`]: `${M}/identity/sign-in-gate.queries.ts`,
  [`${S}/auth/address-proof.ts`]: `${M}/identity/address-proof.ts`,
  [`${S}/auth/address-proof.test.ts`]: `${M}/identity/address-proof.test.ts`,
  [`${S}/auth/identity.queries.ts`]: `${M}/identity/two-factor.queries.ts`,
  [`${S}/auth/son-sign-in-plugin.ts`]: `${M}/identity/son-sign-in-plugin.ts`,
  [`${S}/auth/totp-replay.ts`]: `${M}/identity/totp-replay.ts`,
  [`${S}/auth/sign-in-limits.ts`]: `${M}/identity/sign-in-limits.ts`,
  [`${S}/auth/password-hash.ts`]: `${M}/identity/password-hash.ts`,
  [`${S}/auth/password-hash.test.ts`]: `${M}/identity/password-hash.test.ts`,
  [`${S}/auth/family-and-target-limits.test.ts`]: `${M}/identity/family-and-target-limits.test.ts`,
  [`${S}/auth/first-visit.test.ts`]: `${M}/identity/first-visit.test.ts`,
  // modules/admin → modules/studio: authoring, used by admin and organizations alike
  [`${M}/admin/admin.service.ts`]: `${M}/studio/authoring.service.ts`,
  [`${M}/admin/admin.queries.ts`]: `${M}/studio/authoring.queries.ts`,
  [`${M}/admin/content-edit.routes.ts`]: `${M}/studio/content-edit.routes.ts`,
  [`${M}/admin/plan-studio.routes.ts`]: `${M}/studio/plan-studio.routes.ts`,
  [`${M}/admin/plan-studio.service.ts`]: `${M}/studio/plan-studio.service.ts`,
  [`${M}/admin/plan-studio.queries.ts`]: `${M}/studio/plan-studio.queries.ts`,
  [`${M}/admin/plan-studio.test.ts`]: `${M}/studio/plan-studio.test.ts`,
  [`${M}/admin/plan-import.ts`]: `${M}/studio/plan-import.ts`,
  [`${M}/admin/plan-outline.ts`]: `${M}/studio/plan-outline.ts`,
  [`${M}/admin/docx-worker.ts`]: `${M}/studio/docx-worker.ts`,
  // shared schemas: one identity file (account.ts is moved, accounts.ts merged into it by hand)
  ["src/shared/schemas/account.ts"]: "src/shared/schemas/identity.ts",
  ["src/shared/schemas/accounts.ts"]: "src/shared/schemas/identity.ts",
};

/** Sources whose destination is made by another move: their content was merged by hand, never `git mv`-ed. */
const MERGES = new Set(["src/shared/schemas/accounts.ts"]);

/** Names that left a (moved) file for another: an import of one of them is sent to its new file. */
export const SYMBOL_MOVES: Record<string, Record<string, string>> = {
  "src/shared/schemas/identity.ts": {
    ZMessageResponse: "src/shared/schemas/common.ts",
    TMessageResponse: "src/shared/schemas/common.ts",
  },
  "src/shared/schemas/organizations.ts": {
    ZOkResponse: "src/shared/schemas/common.ts",
  },
  [`${M}/studio/authoring.service.ts`]: {
    getAdminDashboard: `${M}/admin/admin-dashboard.service.ts`,
    importSampleData: `${M}/admin/admin-dashboard.service.ts`,
    importLibraryData: `${M}/admin/admin-dashboard.service.ts`,
    sendTestEmail: `${M}/admin/admin-dashboard.service.ts`,
  },
  [`${M}/studio/authoring.queries.ts`]: {
    purchaseTotals: `${M}/admin/admin-dashboard.queries.ts`,
    listOrganizationsWithTotals: `${M}/admin/admin-dashboard.queries.ts`,
  },
};

const CODE_ROOTS = ["src", "tests", "scripts", "bench"];
const CODE_EXT = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP_DIRS = new Set(["node_modules", "dist", ".git", "migrations", "test-results", "playwright-report"]);
/** Docs whose path mentions follow the code (decision records keep the paths of their day). */
const DOC_ROOTS = ["docs"];
const DOC_FILES = ["ARCHITECTURE.md", "README.md", "src/web/README.md"];

const toPosix = (p: string) => p.split(path.sep).join("/");
const rel = (abs: string) => toPosix(path.relative(ROOT, abs));

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry)) continue;
    const full = path.join(dir, entry);
    const stat = statSync(full);
    if (stat.isDirectory()) walk(full, accept, out);
    else if (accept(full)) out.push(rel(full));
  }
  return out;
}

// --- 1. the moves --------------------------------------------------------------------------------------------------
const movedThisRun = new Map<string, string>(); // new path → old path
const byDestination = new Map<string, string[]>();
for (const [from, to] of Object.entries(MOVES)) byDestination.set(to, [...(byDestination.get(to) ?? []), from]);

for (const [from, to] of Object.entries(MOVES)) {
  if (!existsSync(from)) continue;
  if (MERGES.has(from)) {
    console.warn(`merge by hand: ${from} still exists; its content belongs in ${to}`);
    continue;
  }
  if (existsSync(to)) {
    console.warn(`skipped: ${from} → ${to}, the destination exists already`);
    continue;
  }
  console.log(`git mv ${from} ${to}`);
  if (!DRY) {
    mkdirSync(path.dirname(to), { recursive: true });
    execFileSync("git", ["mv", from, to], { stdio: "inherit" });
  }
  movedThisRun.set(to, from);
}

// --- 2. relative imports -------------------------------------------------------------------------------------------
const known = new Set<string>([...Object.keys(MOVES), ...Object.values(MOVES), ...Object.values(SYMBOL_MOVES).flatMap((names) => Object.values(names))]);
const isKnown = (p: string) => known.has(p) || existsSync(p);
/** Where a file was before the moves: its own old path for a moved file (several when merged), else itself. */
function formerPathsOf(file: string): string[] {
  const fromRun = movedThisRun.get(file);
  if (fromRun) return [fromRun];
  return byDestination.get(file) ?? [];
}
const fileTarget = (p: string) => MOVES[p] ?? p;

/** The repository path a relative specifier means, read from the file's new place or, failing that, its old one. */
function resolveSpecifier(file: string, specifier: string): string | undefined {
  const here = [file];
  const before = formerPathsOf(file);
  // A file moved in this run still holds specifiers written for its old folder: try that folder first.
  const order = movedThisRun.has(file) ? [...before, ...here] : [...here, ...before];
  for (const from of order) {
    const candidate = toPosix(path.normalize(path.join(path.dirname(from), specifier)));
    if (isKnown(candidate)) return candidate;
  }
  return undefined;
}

function specifierFor(file: string, target: string): string {
  let spec = toPosix(path.relative(path.dirname(file), target));
  if (!spec.startsWith(".")) spec = `./${spec}`;
  return spec;
}

const IMPORT_WITH_NAMES = /(^|[;\n]\s*)(import|export)(\s+type)?\s*\{([^{}]*)\}\s*from\s*(["'])(\.{1,2}\/[^"'\n]+)\5(\s*;)?/g;
const RELATIVE_STRING = /(["'`])(\.{1,2}\/[^"'`\s]+?\.(?:ts|tsx|mts|js|mjs))\1/g;

function rewriteNamedImports(file: string, source: string): string {
  return source.replace(IMPORT_WITH_NAMES, (whole, lead: string, keyword: string, typeOnly: string | undefined, names: string, quote: string, spec: string) => {
    const resolved = resolveSpecifier(file, spec);
    if (!resolved) return whole;
    const target = fileTarget(resolved);
    const moves = SYMBOL_MOVES[target];
    if (!moves) return whole;
    const groups = new Map<string, string[]>();
    for (const raw of names.split(",")) {
      const item = raw.trim();
      if (!item) continue;
      const imported = item
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]!
        .trim();
      const destination = moves[imported] ?? target;
      groups.set(destination, [...(groups.get(destination) ?? []), item]);
    }
    if (groups.size === 1 && groups.has(target)) return whole;
    const statements = [...groups].map(
      ([destination, items]) => `${keyword}${typeOnly ?? ""} { ${items.join(", ")} } from ${quote}${specifierFor(file, destination)}${quote};`,
    );
    return `${lead}${statements.join("\n")}`;
  });
}

function rewriteSpecifiers(file: string, source: string): string {
  return source.replace(RELATIVE_STRING, (whole, quote: string, spec: string) => {
    const resolved = resolveSpecifier(file, spec);
    if (!resolved) return whole;
    const next = specifierFor(file, fileTarget(resolved));
    return next === spec ? whole : `${quote}${next}${quote}`;
  });
}

// --- 3. path mentions in comments and docs -------------------------------------------------------------------------
const PREFIXES = ["", "src/", "src/server/", "src/server/modules/"];
const mentions: Array<{ pattern: RegExp; replacement: string }> = [];
for (const [from, to] of Object.entries(MOVES)) {
  for (const prefix of PREFIXES) {
    if (!from.startsWith(prefix)) continue;
    const shortFrom = from.slice(prefix.length);
    if (!shortFrom.includes("/")) continue;
    const shortTo = to.startsWith(prefix) ? to.slice(prefix.length) : to;
    const escaped = shortFrom.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // A full path may follow a "/" (a link's ../../); a shortened one must start the path.
    const before = prefix === "" ? "(^|[^A-Za-z0-9_.-])" : "(^|[^A-Za-z0-9_./-])";
    mentions.push({ pattern: new RegExp(`${before}${escaped}(?![A-Za-z0-9_])`, "g"), replacement: `$1${shortTo}` });
  }
}
// Longest first, so "src/server/auth/auth.ts" is never read as its tail "auth/auth.ts".
mentions.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

function rewriteMentions(source: string): string {
  let out = source;
  for (const { pattern, replacement } of mentions) out = out.replace(pattern, replacement);
  return out;
}

// --- run -----------------------------------------------------------------------------------------------------------
const codeFiles = [
  ...CODE_ROOTS.flatMap((dir) => walk(path.join(ROOT, dir), (f) => CODE_EXT.test(f))),
  ...readdirSync(ROOT).filter((f) => CODE_EXT.test(f) && statSync(f).isFile()),
].filter((f) => f !== SELF);
const docFiles = [
  ...DOC_ROOTS.flatMap((dir) => walk(path.join(ROOT, dir), (f) => f.endsWith(".md") && !toPosix(f).includes("/docs/decisions/"))),
  ...DOC_FILES.filter((f) => existsSync(f)),
];

const changed: string[] = [];
for (const file of codeFiles) {
  const before = readFileSync(file, "utf8");
  const after = rewriteMentions(rewriteSpecifiers(file, rewriteNamedImports(file, before)));
  if (after !== before) {
    changed.push(file);
    if (!DRY) writeFileSync(file, after);
  }
}
for (const file of docFiles) {
  const before = readFileSync(file, "utf8");
  const after = rewriteMentions(before);
  if (after !== before) {
    changed.push(file);
    if (!DRY) writeFileSync(file, after);
  }
}

for (const file of changed) console.log(`rewrote ${file}`);
const formattable = changed.filter((f) => CODE_EXT.test(f));
if (!DRY && formattable.length > 0) {
  execFileSync(path.join(ROOT, "node_modules/.bin/prettier"), ["--write", "--log-level", "warn", ...formattable], { stdio: "inherit" });
}
console.log(`${movedThisRun.size} moved, ${changed.length} rewritten${DRY ? " (dry run)" : ""}`);
