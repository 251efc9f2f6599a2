// Import cycles broken by leaf modules (issue 30 item 4, decision 059).
//
//   node scripts/codemods/059-type-leaves.ts [--check]
//
// Four cycles tied files together, most through types: the policies import `Viewer` from auth/viewer.ts, which
// imports Better Auth, whose son-sign-in plugin imports the family services, which import the policies (25 files);
// the mail job's `MailMessage` (mailer.ts ↔ job-queue.ts); the organizations table (schema/people.ts ↔
// schema/content.ts). Each of those names now lives in a leaf that imports none of them:
//
//   Viewer          src/server/auth/viewer.ts                →  src/server/auth/viewer-type.ts
//   MailMessage     src/server/integrations/mail/mailer.ts   →  src/server/integrations/mail/mail-message.ts
//   organizations   src/server/db/schema/people.ts           →  src/server/db/schema/organizations.ts
//
// This rewrites every import of a moved name from its old home (in src/, tests/, scripts/, bench/) to the leaf,
// splitting a mixed import (`import { toHeaders, type Viewer } from ".../viewer.ts"`). Re-runnable and idempotent:
// an import that names no moved name is left alone, so it also fixes a branch merged later. --check changes
// nothing and exits 1 when a file would change. `node scripts/import-cycles.ts` fails on any cycle left.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const root = path.resolve(import.meta.dirname, "../..");
const check = process.argv.includes("--check");

const MOVES = [
  { name: "Viewer", from: "src/server/auth/viewer.ts", to: "src/server/auth/viewer-type.ts" },
  { name: "MailMessage", from: "src/server/integrations/mail/mailer.ts", to: "src/server/integrations/mail/mail-message.ts" },
  { name: "organizations", from: "src/server/db/schema/people.ts", to: "src/server/db/schema/organizations.ts" },
].map((move) => ({ ...move, from: path.join(root, move.from), to: path.join(root, move.to) }));

function relativeImport(fromFile: string, target: string): string {
  const rel = path.relative(path.dirname(fromFile), target).split(path.sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

const IMPORT = /^import (type )?\{([^}]*)\} from "([^"]+)";$/gm;

function rewrite(file: string, text: string): string {
  return text.replace(IMPORT, (statement, typeOnly: string | undefined, names: string, specifier: string) => {
    if (!specifier.startsWith(".")) return statement;
    const target = path.resolve(path.dirname(file), specifier);
    const moves = MOVES.filter((move) => move.from === target && move.to !== file);
    if (moves.length === 0) return statement;
    const list = names
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    const bare = (name: string) => name.replace(/^type\s+/, "").split(/\s+as\s+/)[0]!;
    const kept = list.filter((name) => !moves.some((move) => move.name === bare(name)));
    if (kept.length === list.length) return statement;
    const lines: string[] = [];
    if (kept.length > 0) lines.push(`import ${typeOnly ?? ""}{ ${kept.join(", ")} } from "${specifier}";`);
    for (const move of moves) {
      const moved = list.filter((name) => bare(name) === move.name);
      if (moved.length === 0) continue;
      const isType = Boolean(typeOnly) || moved.every((name) => name.startsWith("type "));
      const plain = moved.map((name) => name.replace(/^type\s+/, ""));
      lines.push(`import ${isType ? "type " : ""}{ ${plain.join(", ")} } from "${relativeImport(file, move.to)}";`);
    }
    return lines.join("\n");
  });
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

let changed = 0;
for (const file of ["src", "tests", "scripts", "bench"].flatMap((dir) => walk(path.join(root, dir)))) {
  const before = fs.readFileSync(file, "utf8");
  const after = rewrite(file, before);
  if (after === before) continue;
  changed += 1;
  console.log(`${check ? "would change" : "changed"} ${path.relative(root, file)}`);
  if (!check) {
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.writeFileSync(file, await prettier.format(after, { ...options, filepath: file }));
  }
}
console.log(`${changed} file(s) ${check ? "to change" : "changed"}`);
if (check && changed > 0) process.exit(1);
