// How much JavaScript a visitor downloads, read from the build's manifest (dist/.vite/manifest.json, vite.config.ts
// `build.manifest`): the first load is the entry chunk (src/web/boot.ts), the app it loads once the page has painted
// (src/web/main.tsx) and every chunk either imports statically. Used by `npm run bundle-budget` (CI) and
// `npm run bench`.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Manifest } from "vite";

/** The app the entry imports after the first paint: part of every page load but a public page's signed-out first view. */
export const APP_MODULE = "src/web/main.tsx";
/** What the entry loads instead of the app on a public page's signed-out first view. */
export const ISLAND_MODULE = "src/web/islands/public-page.ts";

export interface BundleSize {
  /** gzip bytes of a dist-relative file (level 9, cached). */
  gzipBytes(file: string): number;
  /** The JS files a manifest key loads: its own and its static imports, recursively, added to `into`. */
  closure(key: string, into?: Set<string>): Set<string>;
  manifest: Manifest;
  firstLoadFiles: Set<string>;
  firstLoadGzipBytes: number;
  /**
   * The JS a signed-out visitor's first view of a prerendered page loads before he does anything: with
   * `#root[data-island]` the entry and the island script, else the first load and the screen's chunks.
   * Null when the page was not prerendered.
   */
  firstViewFiles(prerenderedFile: string, screenModule: string): Set<string> | null;
  /** Every JS file but the other languages' catalogue parts: what an English reader's app is made of. */
  allJsFiles: string[];
  allJsGzipBytes: number;
  /** The catalogue parts of the languages other than English, loaded only by their readers' pages. */
  translationFiles: string[];
  translationGzipBytes: number;
}

/** The JS files a manifest key loads: its own and its static imports, recursively (added to `into`). */
export function manifestClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) manifestClosure(manifest, imported, into);
  return into;
}

/** Null when dist/ has no build (run `npm run build` first). */
export function measureBundle(dist: string): BundleSize | null {
  const manifestFile = path.join(dist, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");
  if (!manifest[APP_MODULE]) throw new Error(`the manifest has no ${APP_MODULE} chunk`);

  const cache = new Map<string, number>();
  const gzipBytes = (file: string): number => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
  const closure = (key: string, into = new Set<string>()): Set<string> => manifestClosure(manifest, key, into);
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

  const firstLoadFiles = closure(APP_MODULE, closure(entryKey));
  const firstViewFiles = (prerenderedFile: string, screenModule: string): Set<string> | null => {
    const page = path.join(dist, "prerendered", prerenderedFile);
    if (!fs.existsSync(page)) return null;
    const island = /<div id="root"[^>]*\sdata-island=/.test(fs.readFileSync(page, "utf8"));
    return island ? closure(ISLAND_MODULE, closure(entryKey)) : closure(screenModule, new Set(firstLoadFiles));
  };
  const translationFiles = Object.entries(manifest)
    .filter(([key]) => /^src\/shared\/i18n\/compiled\/[^/]+\/(?!en\.json$)[a-z]+\.json$/.test(key))
    .map(([, chunk]) => chunk.file);
  const allJsFiles = fs
    .readdirSync(path.join(dist, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `assets/${name}`)
    .filter((file) => !translationFiles.includes(file));
  return {
    gzipBytes,
    closure,
    manifest,
    firstLoadFiles,
    firstLoadGzipBytes: sum(firstLoadFiles),
    firstViewFiles,
    allJsFiles,
    allJsGzipBytes: sum(allJsFiles),
    translationFiles,
    translationGzipBytes: sum(translationFiles),
  };
}
