// The studio's rows through their policy (issue 30 item 1, decision 059).
//
//   node scripts/codemods/059-studio-rows-through-policy.ts [--check]
//
// The studio's row loads (`lockPlan`, `findPlanHeader`, `findPlanSummary`, `lockItem`, `findDevotional`,
// `findChallenge`, `findDadsCorner` of modules/studio/authoring.queries.ts) take no `PlanScope`: they load by id,
// and the service passes the row to `inPlanScope(scope, "plan" | "item", row)` (modules/studio/plan-scope.ts),
// which applies `organization.content.author`'s or `admin.studio`'s row rule (policies/plan.ts). This rewrites
// every call under src/server that still passes a scope:
//
//   const plan = await lockPlan(tx, planId, scope);            const plan = inPlanScope(scope, "plan", await lockPlan(tx, planId));
//   if (!plan) throw notFound(messages.planNotFound);     →    (the existence check is the rule's: dropped)
//   if (!(await lockItem(tx, kind, id, scope))) throw notFound();  →  inPlanScope(scope, "item", await lockItem(tx, kind, id));
//   findDevotional(db, id, scope)                          →    findDevotional(db, id).then((row) => inPlanScope(scope, "item", row))
//   await findPlanSummary(db, id, ALL_PLANS) (no check after: a list that skips a missing row) → await findPlanSummary(db, id)
//
// and adds the `inPlanScope` import, dropping `notFound`/`messages`/`ALL_PLANS` imports left unused. Re-runnable and
// idempotent: a converted call passes no scope and is not matched again. --check changes nothing and exits 1 when
// a file would change. Written files are formatted by Prettier.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const root = path.resolve(import.meta.dirname, "../..");
const serverDir = path.join(root, "src/server");
const helper = path.join(serverDir, "modules/studio/plan-scope.ts");
const queriesFile = path.join(serverDir, "modules/studio/authoring.queries.ts");
const check = process.argv.includes("--check");

const PLAN_LOADS = ["lockPlan", "findPlanHeader", "findPlanSummary"];
const ITEM_LOADS = ["lockItem", "findDevotional", "findChallenge", "findDadsCorner"];
const whatOf = (fn: string) => (PLAN_LOADS.includes(fn) ? "plan" : "item");
const LOADS = [...PLAN_LOADS, ...ITEM_LOADS].join("|");
/** The scope argument a call passes last: a variable, ALL_PLANS, or `scopeOf(actor)`. */
const SCOPE = String.raw`(scope|ALL_PLANS|scopeOf\(\w+\)|await scopeOf\(\w+\))`;
/** The arguments before it: no parentheses inside (ids, tx, kind). */
const ARGS = String.raw`([^()]*?)`;

function rewrite(source: string): string {
  let text = source;
  // if (!(await lockItem(tx, kind, itemId, scope))) throw notFound();
  text = text.replace(
    new RegExp(String.raw`if \(!\(await (${LOADS})\(${ARGS}, ${SCOPE}\)\)\) throw notFound\([^;]*\);`, "g"),
    (_m, fn: string, args: string, scope: string) => `inPlanScope(${scope}, "${whatOf(fn)}", await ${fn}(${args}));`,
  );
  // const x = await load(args, scope);\n  if (!x) throw notFound(...);
  text = text.replace(
    new RegExp(String.raw`(const|let) (\w+) = await (${LOADS})\(${ARGS}, ${SCOPE}\);(\s*)if \(!\2\) throw notFound\([^;]*\);`, "g"),
    (_m, kw: string, name: string, fn: string, args: string, scope: string) => `${kw} ${name} = inPlanScope(${scope}, "${whatOf(fn)}", await ${fn}(${args}));`,
  );
  // a load whose missing row the caller handles itself, for every plan: the scope only goes
  text = text.replace(new RegExp(String.raw`await (${LOADS})\(${ARGS}, ALL_PLANS\)`, "g"), (_m, fn: string, args: string) => `await ${fn}(${args})`);
  // any other awaited load with an organization's scope still goes through the rule
  text = text.replace(
    new RegExp(String.raw`await (${LOADS})\(${ARGS}, ${SCOPE}\)`, "g"),
    (_m, fn: string, args: string, scope: string) => `inPlanScope(${scope}, "${whatOf(fn)}", await ${fn}(${args}))`,
  );
  // load(args, scope).then(...)
  text = text.replace(
    new RegExp(String.raw`\b(${LOADS})\(${ARGS}, ${SCOPE}\)\.then\(`, "g"),
    (_m, fn: string, args: string, scope: string) => `${fn}(${args}).then((row) => inPlanScope(${scope}, "${whatOf(fn)}", row)).then(`,
  );
  return text;
}

function relativeImport(from: string, to: string): string {
  const rel = path.relative(path.dirname(from), to).split(path.sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

/** Adds the helper's import and drops named imports the rewrite left unused. */
function fixImports(file: string, text: string): string {
  let out = text;
  if (out.includes("inPlanScope(") && !/import \{[^}]*\binPlanScope\b[^}]*\} from/.test(out)) {
    const lastImport = [...out.matchAll(/^import [^;]*;$/gms)].at(-1);
    const line = `import { inPlanScope } from "${relativeImport(file, helper)}";`;
    out = lastImport
      ? out.slice(0, lastImport.index + lastImport[0].length) + "\n" + line + out.slice(lastImport.index + lastImport[0].length)
      : line + "\n" + out;
  }
  for (const name of ["notFound", "messages", "ALL_PLANS"]) {
    // uses outside imports and comments
    const code = out
      .replace(/^import [^;]*;$/gms, "")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\/\/.*$/gm, "");
    if (new RegExp(String.raw`\b${name}\b`).test(code)) continue;
    out = out.replace(new RegExp(String.raw`import \{([^}]*)\} from ("[^"]+");`, "g"), (whole, names: string, from: string) => {
      const list = names
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean);
      if (!list.includes(name)) return whole;
      const kept = list.filter((n) => n !== name);
      return kept.length === 0 ? "" : `import { ${kept.join(", ")} } from ${from};`;
    });
  }
  return out;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

let changed = 0;
for (const file of walk(serverDir)) {
  if (file === queriesFile || file === helper) continue;
  const before = fs.readFileSync(file, "utf8");
  if (!new RegExp(String.raw`\b(${LOADS})\(`).test(before)) continue;
  const rewritten = rewrite(before);
  const after = rewritten === before ? before : fixImports(file, rewritten);
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
