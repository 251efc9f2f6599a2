// The JavaScript bundle budget, checked by CI after `npm run build`:
//   first-load JS (the entry chunk, the app it loads once the page has painted — src/web/main.tsx — and every
//   chunk either imports statically) ≤ 150 KB gzip: 148.4 KB with every screen translated, the catalogue loading in
//   parts (only the core part, the shell's and the signed-out pages' English, is in the first load; it was 156.7 KB
//   with the whole catalogue),
//   all JS in dist/assets but the other languages' catalogue parts ≤ 540 KB gzip (518.3 KB with every screen
//   translated: each English word now travels with its key, 500.0 KB with half of them): every screen past the first
//   load is a lazy route, so this total grows with the product while the first load — what a visitor waits for —
//   stays within its budget;
//   the other languages' catalogue parts (Spanish: one small chunk per part, loaded only by Spanish pages) ≤ 100 KB
//   gzip (63.5 KB with every screen translated);
//   a signed-out visitor's first view of `/` and of `/login` (the JS it loads before he does anything: the entry and
//   the island script that drives the page until he signs in or moves on) ≤ 50 KB gzip each: 4.4 KB
//   when it came in, where the whole app (131.8 KB) had loaded before. CI runs it, so the app cannot creep back in.
// Prints the numbers (and, for information, what each prerendered page loads with its screen's chunks) and exits
// 1 when a budget is exceeded. Reads dist/.vite/manifest.json (vite.config.ts `build.manifest`).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureBundle } from "./bundle-size.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
export const BUDGET_KB = { firstLoad: 150, all: 540, translations: 100, firstView: 50 } as const;

/** The pages whose signed-out first view has the firstView budget, their prerendered file and screen module. */
const FIRST_VIEW_PAGES = [
  { page: "/", file: "index.html", module: "src/web/routes/landing.tsx" },
  { page: "/login", file: "login.html", module: "src/web/routes/login.tsx" },
] as const;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main(): void {
  const bundle = measureBundle(DIST);
  if (!bundle) throw new Error("dist/.vite/manifest.json is missing: run `npm run build` first");
  const { firstLoadFiles, allJsFiles: allJs } = bundle;
  const firstLoad = bundle.firstLoadGzipBytes;
  const all = bundle.allJsGzipBytes;
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + bundle.gzipBytes(file), 0);

  console.log("JS bundle (gzip):");
  console.log(`  first-load JS: ${kb(firstLoad)} KB (budget ${BUDGET_KB.firstLoad} KB)`);
  console.log(`  all JS:        ${kb(all)} KB in ${allJs.length} files (budget ${BUDGET_KB.all} KB)`);
  console.log(`  translations:  ${kb(bundle.translationGzipBytes)} KB in ${bundle.translationFiles.length} files (budget ${BUDGET_KB.translations} KB)`);
  for (const module of ["src/web/routes/landing.tsx", "src/web/routes/login.tsx", "src/web/routes/dashboard-dad.tsx"]) {
    if (!bundle.manifest[module]) continue;
    const files = bundle.closure(module, new Set(firstLoadFiles));
    console.log(`  ${path.basename(module, ".tsx")} page drawn by the app, with its screen's chunks: ${kb(sum(files))} KB`);
  }

  const over: string[] = [];
  for (const { page, file, module } of FIRST_VIEW_PAGES) {
    const files = bundle.firstViewFiles(file, module);
    if (!files) {
      over.push(`${page} was not prerendered (dist/prerendered/${file} is missing)`);
      continue;
    }
    const size = sum(files);
    console.log(`  ${page} signed-out first view: ${kb(size)} KB in ${files.size} files (budget ${BUDGET_KB.firstView} KB)`);
    if (size > BUDGET_KB.firstView * 1024) over.push(`${page} first view ${kb(size)} KB > ${BUDGET_KB.firstView} KB`);
  }
  if (firstLoad > BUDGET_KB.firstLoad * 1024) over.push(`first-load JS ${kb(firstLoad)} KB > ${BUDGET_KB.firstLoad} KB`);
  if (all > BUDGET_KB.all * 1024) over.push(`all JS ${kb(all)} KB > ${BUDGET_KB.all} KB`);
  if (bundle.translationGzipBytes > BUDGET_KB.translations * 1024)
    over.push(`translations ${kb(bundle.translationGzipBytes)} KB > ${BUDGET_KB.translations} KB`);
  if (over.length > 0) {
    console.error(`Bundle budget exceeded: ${over.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log("Bundle budget: within.");
  }
}

main();
