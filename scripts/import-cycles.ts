// Import cycles in src/: the strongly connected components of the relative-import graph (every file of a
// component reaches every other through imports), and pairs of src/server folders that import each other. `node scripts/import-cycles.ts [--values-only] [--list]`;
// exits 1 when there is a cycle, type imports included, and then lists its files. `npm run lint` runs it and
// src/repo-hygiene.test.ts calls it, so the count stays 0 (a type several layers share lives in a
// leaf module, e.g. auth/viewer-type.ts). --values-only leaves `import type` / `export type` edges out (they
// vanish at run time, but they still tie the files together for a reader and for the type checker).
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const valuesOnly = process.argv.includes("--values-only");
const list = process.argv.includes("--list");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

// import … from "x", export … from "x", import "x", import("x"); the `type` keyword marks a type-only edge, and so
// does `declare module "./x"` (a module adding its dependency to http/app-instance.ts's AppDeps depends on it).
const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|declare\s+module\s+["'](\.[^"']*)["']/gm;

function edgesOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const targets: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4] ?? match[5];
    if (!specifier?.startsWith(".")) continue;
    if (valuesOnly && (match[2] || match[5])) continue;
    if (valuesOnly && match[1] === "import" && /^import\s+\{[^}]*\}/.test(match[0].trim()) && allTypeNames(match[0])) continue;
    const resolved = path.resolve(path.dirname(file), specifier);
    if (fs.existsSync(resolved) && fs.statSync(resolved).isFile()) targets.push(resolved);
  }
  return targets;
}

/** `import { type A, type B } from "x"`: every name is a type, so the import disappears at run time. */
function allTypeNames(statement: string): boolean {
  const names = statement
    .slice(statement.indexOf("{") + 1, statement.indexOf("}"))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith("type "));
}

const files = sourceFiles(path.join(root, "src"));
const graph = new Map(files.map((file) => [file, edgesOf(file)]));

// Tarjan's strongly connected components (iterative enough for a few thousand files).
let index = 0;
const indexOf = new Map<string, number>();
const lowOf = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
function visit(file: string): void {
  indexOf.set(file, index);
  lowOf.set(file, index);
  index++;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!indexOf.has(next)) {
      visit(next);
      lowOf.set(file, Math.min(lowOf.get(file)!, lowOf.get(next)!));
    } else if (onStack.has(next)) lowOf.set(file, Math.min(lowOf.get(file)!, indexOf.get(next)!));
  }
  if (lowOf.get(file) === indexOf.get(file)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) components.push(component);
  }
}
for (const file of files) if (!indexOf.has(file)) visit(file);

const inCycles = components.reduce((sum, component) => sum + component.length, 0);
console.log(
  `${files.length} files, ${components.length} import cycle(s) (strongly connected components), ${inCycles} file(s) in them` +
    (components.length ? `, the largest ${Math.max(...components.map((component) => component.length))}` : "") +
    (valuesOnly ? " — value imports only" : " — type imports included"),
);
if (list || components.length > 0) {
  for (const component of components.sort((a, b) => b.length - a.length)) {
    console.log(`\n${component.length} files:`);
    for (const file of component.sort()) console.log(`  ${path.relative(root, file)}`);
  }
}

// Folders of src/server that import each other (a module of modules/ counts as its own folder; the composition
// root, src/server/*.ts, is left out). The pairs still to be untied are listed; a new one fails, and so does a
// listed pair that no longer exists, so the list only shrinks.
const KNOWN_FOLDER_PAIRS = new Set<string>([]);
const server = path.join(root, "src", "server");
function folderOf(file: string): string | null {
  const parts = path.relative(server, file).split(path.sep);
  if (parts[0] === ".." || parts.length === 1) return null;
  return parts[0] === "modules" && parts.length > 2 ? parts[1]! : parts[0]!;
}
const folderEdges = new Set<string>();
for (const [file, targets] of graph) {
  if (file.includes(".test.")) continue;
  const from = folderOf(file);
  for (const target of targets) {
    const to = folderOf(target);
    if (from && to && from !== to) folderEdges.add(`${from}>${to}`);
  }
}
const folderPairs = [...folderEdges]
  .map((edge) => edge.split(">") as [string, string])
  .filter(([from, to]) => from < to && folderEdges.has(`${to}>${from}`))
  .map(([from, to]) => `${from} <-> ${to}`);
const newPairs = folderPairs.filter((pair) => !KNOWN_FOLDER_PAIRS.has(pair));
const untied = [...KNOWN_FOLDER_PAIRS].filter((pair) => !folderPairs.includes(pair));
console.log(`${folderPairs.length} pair(s) of src/server folders import each other (${KNOWN_FOLDER_PAIRS.size} listed to untie)`);
for (const pair of newPairs) console.log(`  new: ${pair} — make the import go one way`);
for (const pair of untied) console.log(`  untied: ${pair} — remove it from KNOWN_FOLDER_PAIRS`);
if (list) for (const pair of folderPairs) console.log(`  ${pair}`);

process.exitCode = components.length || newPairs.length || untied.length ? 1 : 0;
