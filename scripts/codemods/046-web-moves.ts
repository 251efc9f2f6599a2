// Decision 046's moves of web files (features that do not import each other), as a re-runnable codemod:
//   node scripts/codemods/046-web-moves.ts
// moves every file (or every file under a folder) of MOVES that still sits at its old place (git mv) and rewrites
// every relative import in src/ and tests/ that points at an old place, and the moved files' own imports. Run it
// again after merging a branch that still imports the old paths or added files under a moved folder; it changes
// nothing when everything is in place already.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const root = resolve(import.meta.dirname, "..", "..");

/** [old, new], relative to the repository; a folder ends with "/" and moves every file under it. */
export const MOVES: [string, string][] = [
  // Who is signed in: a shared layer every feature reads, not a feature.
  ["src/web/features/session/api/get-session.ts", "src/web/session/get-session.ts"],
  ["src/web/features/session/api/sign-out.ts", "src/web/session/sign-out.ts"],
  ["src/web/features/session/access.ts", "src/web/session/access.ts"],
  ["src/web/features/session/access.test.ts", "src/web/session/access.test.ts"],
  ["src/web/features/session/components/route-guard.tsx", "src/web/session/route-guard.tsx"],
  ["src/web/features/session/components/route-guard.test.tsx", "src/web/session/route-guard.test.tsx"],
  // The authoring screens admin and organizations both use (decision 008's studio): features/studio.
  ["src/web/features/admin/studio.tsx", "src/web/features/studio/studio.tsx"],
  ["src/web/features/admin/api/create-plan.ts", "src/web/features/studio/api/create-plan.ts"],
  ["src/web/features/admin/api/edit-item.ts", "src/web/features/studio/api/edit-item.ts"],
  ["src/web/features/admin/api/edit-plan.ts", "src/web/features/studio/api/edit-plan.ts"],
  ["src/web/features/admin/api/get-plan-content.ts", "src/web/features/studio/api/get-plan-content.ts"],
  ["src/web/features/admin/api/plan-studio.ts", "src/web/features/studio/api/plan-studio.ts"],
  ["src/web/features/admin/api/save-plan-content.ts", "src/web/features/studio/api/save-plan-content.ts"],
  ["src/web/features/admin/api/set-plan-status.ts", "src/web/features/studio/api/set-plan-status.ts"],
  ["src/web/features/admin/components/challenge-new-page.tsx", "src/web/features/studio/components/challenge-new-page.tsx"],
  ["src/web/features/admin/components/content-item-edit-page.tsx", "src/web/features/studio/components/content-item-edit-page.tsx"],
  ["src/web/features/admin/components/create-challenge-form.tsx", "src/web/features/studio/components/create-challenge-form.tsx"],
  ["src/web/features/admin/components/create-content-links.tsx", "src/web/features/studio/components/create-content-links.tsx"],
  ["src/web/features/admin/components/create-dads-corner-form.tsx", "src/web/features/studio/components/create-dads-corner-form.tsx"],
  ["src/web/features/admin/components/create-devotional-form.tsx", "src/web/features/studio/components/create-devotional-form.tsx"],
  ["src/web/features/admin/components/create-plan-form.tsx", "src/web/features/studio/components/create-plan-form.tsx"],
  ["src/web/features/admin/components/dads-corner-new-page.tsx", "src/web/features/studio/components/dads-corner-new-page.tsx"],
  ["src/web/features/admin/components/devotional-new-page.tsx", "src/web/features/studio/components/devotional-new-page.tsx"],
  ["src/web/features/admin/components/edit-content-item.tsx", "src/web/features/studio/components/edit-content-item.tsx"],
  ["src/web/features/admin/components/edit-content-item.test.tsx", "src/web/features/studio/components/edit-content-item.test.tsx"],
  ["src/web/features/admin/components/form-actions.tsx", "src/web/features/studio/components/form-actions.tsx"],
  ["src/web/features/admin/components/plan-content-editor.tsx", "src/web/features/studio/components/plan-content-editor.tsx"],
  ["src/web/features/admin/components/plan-content-page.tsx", "src/web/features/studio/components/plan-content-page.tsx"],
  ["src/web/features/admin/components/plan-import-page.tsx", "src/web/features/studio/components/plan-import-page.tsx"],
  ["src/web/features/admin/components/plan-new-page.tsx", "src/web/features/studio/components/plan-new-page.tsx"],
  ["src/web/features/admin/components/plan-studio-page.tsx", "src/web/features/studio/components/plan-studio-page.tsx"],
  ["src/web/features/admin/components/studio-create-page.tsx", "src/web/features/studio/components/studio-create-page.tsx"],
  ["src/web/features/admin/components/plans-tab.tsx", "src/web/features/studio/components/plans-tab.tsx"],
  ["src/web/features/admin/components/use-item-form-submit.ts", "src/web/features/studio/components/use-item-form-submit.ts"],
  ["src/web/features/admin/components/admin-forms.test.tsx", "src/web/features/studio/components/studio-forms.test.tsx"],
  ["src/web/features/organizations/components/organization-plan-preview-page.tsx", "src/web/features/studio/components/plan-preview-page.tsx"],
  // Shared pieces several features draw: the UI kit and lib.
  ["src/web/features/admin/components/data-table.tsx", "src/web/components/ui/data-table.tsx"],
  ["src/web/features/admin/admin-format.ts", "src/web/lib/format.ts"],
  ["src/web/features/admin/admin-format.test.ts", "src/web/lib/format.test.ts"],
  ["src/web/features/admin/components/purchases-tab.tsx", "src/web/features/payments/components/purchases-tab.tsx"],
  ["src/web/features/auth/components/auth-layout.tsx", "src/web/components/layout/auth-layout.tsx"],
  ["src/web/features/legal/components/policy-link.tsx", "src/web/components/layout/policy-link.tsx"],
  // Pieces about StrongBond's own things that several features draw (components/<thing>/): they may read the API
  // through lib, never a feature.
  ["src/web/features/progress/api/save-progress.ts", "src/web/components/progress/save-progress.ts"],
  ["src/web/features/progress/components/", "src/web/components/progress/"],
  ["src/web/features/progress/", "src/web/components/progress/"],
  ["src/web/features/scripture/api/get-scripture.ts", "src/web/components/scripture/get-scripture.ts"],
  ["src/web/features/scripture/components/", "src/web/components/scripture/"],
  // (this branch's first step put them one folder deeper)
  ["src/web/components/progress/api/save-progress.ts", "src/web/components/progress/save-progress.ts"],
  ["src/web/components/progress/components/", "src/web/components/progress/"],
  ["src/web/components/scripture/api/get-scripture.ts", "src/web/components/scripture/get-scripture.ts"],
  ["src/web/components/scripture/components/", "src/web/components/scripture/"],
  ["src/web/features/family/components/son-fields.tsx", "src/web/components/family/son-fields.tsx"],
  ["src/web/features/payments/components/purchase-required.tsx", "src/web/components/plan/purchase-required.tsx"],
  // The dashboard's query: main.tsx starts it early and lib/embedded-state.ts seeds it, so it lives in lib.
  ["src/web/features/dashboard/api/dashboard-query.ts", "src/web/lib/dashboard-query.ts"],
];

const toPosix = (path: string) => path.split(sep).join("/");

/** Where a repository path lives after the moves (itself when it does not move). */
function moved(path: string): string {
  for (const [from, to] of MOVES) {
    if (from.endsWith("/") ? path.startsWith(from) : path === from) return from.endsWith("/") ? to + path.slice(from.length) : to;
  }
  return path;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : filesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const specifierPattern = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(["'])(\.{1,2}\/[^"']+)\2/g;

let movedCount = 0;
let rewrittenCount = 0;
const files = [...filesUnder(join(root, "src")), ...filesUnder(join(root, "tests"))].map((file) => toPosix(relative(root, file)));
for (const oldPath of files) {
  const newPath = moved(oldPath);
  const source = readFileSync(join(root, oldPath), "utf8");
  const next = source.replace(specifierPattern, (whole, lead: string, quote: string, specifier: string) => {
    const target = toPosix(relative(root, resolve(root, dirname(oldPath), specifier)));
    const targetNow = moved(target);
    if (targetNow === target && newPath === oldPath) return whole;
    let rewritten = toPosix(relative(dirname(newPath), targetNow));
    if (!rewritten.startsWith(".")) rewritten = `./${rewritten}`;
    return `${lead}${quote}${rewritten}${quote}`;
  });
  if (newPath !== oldPath) {
    execFileSync("mkdir", ["-p", dirname(join(root, newPath))]);
    execFileSync("git", ["mv", oldPath, newPath], { cwd: root });
    movedCount += 1;
  }
  if (next !== source) {
    writeFileSync(join(root, newPath), next);
    rewrittenCount += 1;
  }
}
console.log(`046 web moves: ${movedCount} files moved, ${rewrittenCount} files' imports rewritten`);
