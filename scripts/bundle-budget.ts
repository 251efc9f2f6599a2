// The JavaScript bundle budget (issue 22, docs/decisions/020), checked by CI after `npm run build`:
//   first-load JS (the entry chunk, the app it loads once the page has painted — src/web/main.tsx — and every
//   chunk either imports statically) ≤ 150 KB gzip,
//   all JS in dist/assets ≤ 350 KB gzip.
// Prints the numbers (and, for information, what each prerendered page loads with its screen's chunks) and exits
// 1 when a budget is exceeded. Reads dist/.vite/manifest.json (vite.config.ts `build.manifest`).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Manifest } from "vite";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
export const BUDGET_KB = { firstLoad: 150, all: 350 } as const;
/** The app the entry (src/web/boot.ts) imports after the first paint: part of every page load. */
const APP_MODULE = "src/web/main.tsx";

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The JS files a manifest key loads: its own and its static imports, recursively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

function main(): void {
  const manifestFile = path.join(DIST, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) throw new Error("dist/.vite/manifest.json is missing: run `npm run build` first");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");

  if (!manifest[APP_MODULE]) throw new Error(`the manifest has no ${APP_MODULE} chunk`);
  const firstLoadFiles = closure(manifest, APP_MODULE, closure(manifest, entryKey));
  const firstLoad = sum(firstLoadFiles);
  const allJs = fs
    .readdirSync(path.join(DIST, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `assets/${name}`);
  const all = sum(allJs);

  console.log("JS bundle (gzip):");
  console.log(`  first-load JS: ${kb(firstLoad)} KB (budget ${BUDGET_KB.firstLoad} KB)`);
  console.log(`  all JS:        ${kb(all)} KB in ${allJs.length} files (budget ${BUDGET_KB.all} KB)`);
  for (const module of ["src/web/routes/landing.tsx", "src/web/routes/login.tsx", "src/web/routes/dashboard-dad.tsx"]) {
    if (!manifest[module]) continue;
    const files = closure(manifest, module, new Set(firstLoadFiles));
    console.log(`  ${path.basename(module, ".tsx")} page, with its screen's chunks: ${kb(sum(files))} KB`);
  }

  const over: string[] = [];
  if (firstLoad > BUDGET_KB.firstLoad * 1024) over.push(`first-load JS ${kb(firstLoad)} KB > ${BUDGET_KB.firstLoad} KB`);
  if (all > BUDGET_KB.all * 1024) over.push(`all JS ${kb(all)} KB > ${BUDGET_KB.all} KB`);
  if (over.length > 0) {
    console.error(`Bundle budget exceeded: ${over.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log("Bundle budget: within.");
  }
}

main();
