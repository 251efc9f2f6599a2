// Counts the imports that cross from one web feature into another (src/web/features/<a>/… importing
// src/web/features/<b>/…, a ≠ b; docs/decisions/046). Static imports, `export … from` and dynamic `import("…")`
// all count; tests count too (a test that reaches into another feature ties the two just the same).
//   node scripts/cross-feature-imports.ts            → the figure, the pairs and every import
//   node scripts/cross-feature-imports.ts --check    → the same, exit 1 when the figure is not 0
// The lint rule "no-restricted-imports" (eslint.config.js, "features never import each other") keeps it at 0; this
// script is the figure for the decision record and the closing note.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const root = resolve(import.meta.dirname, "..");
const featuresDir = join(root, "src", "web", "features");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The feature a file belongs to, or null outside src/web/features. */
function featureOf(path: string): string | null {
  const rel = relative(featuresDir, path);
  if (rel.startsWith("..")) return null;
  return rel.split(sep)[0] ?? null;
}

const importPattern = /(?:\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?|\bexport\s+(?:type\s+)?[\w*{}\s,$]+\s+from\s+|\bimport\s*\(\s*)["']([^"']+)["']/g;

type TCrossing = { from: string; to: string; file: string; specifier: string };

export function crossFeatureImports(): TCrossing[] {
  const crossings: TCrossing[] = [];
  for (const file of filesUnder(featuresDir)) {
    const from = featureOf(file);
    if (!from) continue;
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1]!;
      if (!specifier.startsWith(".")) continue;
      const to = featureOf(resolve(dirname(file), specifier));
      if (to && to !== from) crossings.push({ from, to, file: relative(root, file), specifier });
    }
  }
  return crossings;
}

if (import.meta.main) {
  const crossings = crossFeatureImports();
  const pairs = new Map<string, number>();
  for (const { from, to } of crossings) pairs.set(`${from} → ${to}`, (pairs.get(`${from} → ${to}`) ?? 0) + 1);
  const bothWays = [...pairs.keys()]
    .map((pair) => pair.split(" → ") as [string, string])
    .filter(([a, b]) => a < b && pairs.has(`${b} → ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`);
  console.log(`cross-feature imports: ${crossings.length}`);
  for (const [pair, count] of [...pairs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) console.log(`  ${String(count).padStart(3)}  ${pair}`);
  console.log(`pairs both ways: ${bothWays.length}${bothWays.length ? ` (${bothWays.join(", ")})` : ""}`);
  for (const { file, specifier } of crossings) console.log(`  ${file}: ${specifier}`);
  if (process.argv.includes("--check") && crossings.length > 0) process.exit(1);
}
