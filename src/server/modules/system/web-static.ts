// How the built web app (dist/) is served (@fastify/static, registered by app.ts): compressed copies written at build
// time (scripts/compress-web.ts: file.br, file.gz) go to browsers that accept them, with `Vary: Accept-Encoding`;
// Vite's hashed assets and the versioned covers are cached for a year; index.html and the prerendered pages are
// revalidated on every load, so a deploy never leaves a browser on a page that points at assets that are gone.
import path from "node:path";
import type { FastifyStaticOptions } from "@fastify/static";
import { PRERENDERED_DIR } from "./prerendered-pages.ts";

/** The file a compressed copy stands for: "index.html.br" → "index.html". */
function uncompressedPath(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, "");
}

/**
 * Asked again on every load: the shell, the service worker (a browser checks /sw.js for a new version; served from a
 * cache it would keep an old app after a deploy), its Workbox runtime and the manifest.
 */
const REVALIDATED_FILES = new Set(["index.html", "sw.js", "manifest.webmanifest"]);

export function webStaticOptions(webRoot: string): FastifyStaticOptions {
  return {
    root: webRoot,
    wildcard: false,
    index: false,
    maxAge: "1h",
    preCompressed: true,
    // Vite's hashed assets can be cached forever, and so can the seeded plans' covers (public/covers), which
    // are versioned by name (…-v2.svg: a changed cover gets a new name).
    setHeaders(reply, sentPath) {
      const filePath = uncompressedPath(sentPath);
      const relative = path.relative(webRoot, filePath);
      const forever = filePath.includes(`${path.sep}assets${path.sep}`) || relative.startsWith(`covers${path.sep}`);
      if (forever) reply.header("cache-control", "public, max-age=31536000, immutable");
      else if (REVALIDATED_FILES.has(relative) || relative.startsWith(`${PRERENDERED_DIR}${path.sep}`)) {
        reply.header("cache-control", "no-cache");
      }
      // The web app manifest's registered type (@fastify/static would call it application/json).
      if (relative === "manifest.webmanifest") reply.header("content-type", "application/manifest+json");
    },
  };
}
