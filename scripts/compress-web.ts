// Last step of `npm run build` (after scripts/prerender.ts): writes a Brotli (.br) and a gzip (.gz) copy beside every
// text file of dist/ (HTML, JS, CSS, SVG, JSON), which the server sends to a browser that accepts them
// (@fastify/static `preCompressed`, src/server/modules/system/web-static.ts). Compressed once at build time at the
// highest levels instead of on every request: the landing page's HTML goes from ~80 KB to ~13 KB on the wire, its
// JS from ~500 KB to ~150 KB. Fonts (woff2) and images are compressed already.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|map|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Not the build's manifest nor the server's renderer (dist/.ssr): neither is sent to a browser.
      if (entry.name !== ".vite" && entry.name !== ".ssr") yield* filesUnder(file);
    } else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

function main(): void {
  if (!fs.existsSync(path.join(DIST, "index.html"))) throw new Error("dist/index.html is missing: run `vite build` first");
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of filesUnder(DIST)) {
    const content = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = zlib.gzipSync(content, { level: 9 });
    // A copy no smaller than the file is not worth sending (the server then sends the file itself).
    if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
    files++;
    raw += content.length;
    brotli += Math.min(br.length, content.length);
  }
  console.log(`compressed ${files} files in dist (.br, .gz): ${Math.round(raw / 1024)} KB → ${Math.round(brotli / 1024)} KB with Brotli`);
}

main();
