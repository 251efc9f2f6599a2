// Part of `npm run build` (after `vite build`): renders the pages whose first paint must not wait for a script
// to static HTML in dist/prerendered/, which the server sends for those paths
// (src/server/modules/system/prerendered-pages.ts) and main.tsx hydrates. Each page is dist/index.html with
//   - the page's markup in #root (data-prerendered="true"), rendered by src/web/prerender-entry.tsx as the first
//     browser render would be (session not known yet), and its <title>;
//   - the app's CSS inlined (no render-blocking stylesheet request; the file stays for the other pages), except in the
//     templates of the pages rendered per viewer: they link it (a year-long immutable file the browser keeps), so each
//     of those documents carries the viewer's page and not 60 KB of CSS again; `/` and `/login` ask for it ahead
//     (`<link rel="prefetch">`, at the browser's idle priority), so a visitor who signs in has it;
//   - the screen's own chunks in #root's data-chunks (the screen's module first), which the entry (src/web/boot.ts)
//     imports beside the app once the page has painted (so nothing but the HTML and the tiny
//     entry before the first paint;
//     the fonts are not preloaded either, their fallbacks hold the layout until they swap in).
// `/` and `/login` are drawn as a signed-out visitor's first view instead (`renderSignedOutFirstView`, `#root[data-island]`
// and the app's chunks in `data-app`): the entry runs src/web/islands/public-page.ts on them, not the app, and the app
// draws them anew when it takes over.
// The SPA shell (dist/index.html, every other path) gets the layout with the generic page skeleton in #root,
// which the app replaces on its first render: the navigation bar paints before any script has run.
// The server-side build of prerender-entry.tsx stays in dist/.ssr/ (a dot folder: the static server never serves
// it) with, for the pages the server renders per viewer (SERVER_RENDERED, and SERVER_RENDERED_ONLY: the week page,
// which has no prerendered page of its own), their page as a template (markup and embedded state left as placeholders) and dist/.ssr/server-pages.json, which the production server reads
// (src/server/modules/system/viewer-pages.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Manifest } from "vite";
import { APP_MODULE, ISLAND_MODULE, manifestClosure } from "./bundle-size.ts";
import { LOCALES, type Locale } from "../src/shared/i18n/locales.ts";
import { LOCALE_DIR, SHELL_FILE, withLang } from "../src/server/modules/system/prerendered-pages.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const OUT = path.join(DIST, "prerendered");
// Inside the checkout (dist/.ssr/), so the built module resolves react, react-router… from its node_modules.
const SSR_DIR = ".ssr";
const SSR_OUT = path.join(DIST, SSR_DIR);
/** The placeholders in those templates, which the server fills per request. */
const SSR_MARKUP = "<!--ssr-markup-->";
const SSR_STATE = "<!--ssr-state-->";

/**
 * The prerendered paths and the route module whose chunk each needs. `island`: a public page whose signed-out first
 * view runs src/web/islands/public-page.ts instead of the app: drawn signed out
 * (`renderSignedOutFirstView`), `#root[data-island]`, and the app's chunks in `#root[data-app]` for the script to fetch
 * ahead when the visitor points at a link or enters the form.
 */
export const PRERENDERED: { path: string; file: string; module: string; island?: boolean }[] = [
  { path: "/", file: "index.html", module: "src/web/routes/landing.tsx", island: true },
  { path: "/login", file: "login.html", module: "src/web/routes/login.tsx", island: true },
  { path: "/churches", file: "churches.html", module: "src/web/routes/churches.tsx" },
  { path: "/dashboard/dad", file: "dashboard-dad.html", module: "src/web/routes/dashboard-dad.tsx" },
  { path: "/dashboard/son", file: "dashboard-son.html", module: "src/web/routes/dashboard-son.tsx" },
];

/** The prerendered paths the production server renders again with a signed-in viewer's data. */
const SERVER_RENDERED = new Set(["/dashboard/dad", "/dashboard/son"]);

/**
 * The pages the production server renders with a signed-in viewer's data and that have no prerendered page of their
 * own (any other visitor gets the SPA shell): their template only, drawn from `path` (the week page's template serves
 * every `/week/:n`).
 */
const SERVER_RENDERED_ONLY: { path: string; file: string; module: string }[] = [{ path: "/week/1", file: "week.html", module: "src/web/routes/week.tsx" }];

/** The chunks of `module` that neither the entry nor the app (main.tsx, which the entry loads) brings. */
function chunksOf(manifest: Manifest, module: string): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? "";
  const loaded = manifestClosure(manifest, APP_MODULE, manifestClosure(manifest, entryKey));
  return [...manifestClosure(manifest, module)].filter((file) => !loaded.has(file));
}

/**
 * The app's chunks (main.tsx and its static imports) that the entry does not bring; on an island page, nor the island
 * script (a module they share with the app, such as the handover, is loaded already).
 */
function appChunks(manifest: Manifest, island: boolean): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? "";
  const entry = manifestClosure(manifest, entryKey);
  const loaded = island ? manifestClosure(manifest, ISLAND_MODULE, entry) : entry;
  return [...manifestClosure(manifest, APP_MODULE)].filter((file) => !loaded.has(file));
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

async function main(): Promise<void> {
  const shell = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8")) as Manifest;

  await build({
    configFile: path.join(ROOT, "vite.config.ts"),
    logLevel: "warn",
    build: { ssr: path.join(ROOT, "src/web/prerender-entry.tsx"), outDir: SSR_OUT, emptyOutDir: true, manifest: false, copyPublicDir: false },
    // The icons the pages use, bundled: the whole icon package would cost the server ~30 MB and 0.2 s to load.
    ssr: { noExternal: ["lucide-react"] },
  });
  const entryFile = fs.readdirSync(SSR_OUT).find((name) => name.startsWith("prerender-entry"));
  if (!entryFile) throw new Error(`the prerender build wrote no entry into ${SSR_OUT}`);
  const { render, renderShell, renderSignedOutFirstView } = (await import(pathToFileURL(path.join(SSR_OUT, entryFile)).href)) as {
    render: (pathname: string, locale?: Locale) => Promise<string>;
    renderSignedOutFirstView: (pathname: string, locale?: Locale) => Promise<string>;
    renderShell: (locale?: Locale) => Promise<string>;
  };
  if (!shell.includes('<div id="root"></div>')) throw new Error("dist/index.html has no empty #root: run `vite build` first");

  // The stylesheet Vite linked, inlined.
  const cssLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(shell);
  const css = cssLink?.[1] ? fs.readFileSync(path.join(DIST, cssLink[1]), "utf8") : null;

  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  /** The page: the shell with `markup` in #root (and `afterRoot` right after it), its title, the CSS inlined. */
  const appFiles = (island: boolean) =>
    appChunks(manifest, island)
      .map((file) => `/${file}`)
      .join(" ");
  /**
   * `linkCss`: keep Vite's stylesheet link instead of inlining the CSS, and hold the page until he acts
   * (`data-hydrate="on-intent"`, the app's chunks in `data-app` to preload once the page has loaded, so running the
   * app never blocks his first tap). The templates of the per-viewer pages.
   */
  const pageHtml = (
    page: { path: string; module: string; island?: boolean },
    markup: string,
    afterRoot: string,
    title: string | undefined,
    linkCss = false,
  ) => {
    const island = page.island
      ? ` data-island="" data-app="${escapeAttribute(appFiles(true))}"`
      : linkCss
        ? ` data-hydrate="on-intent" data-app="${escapeAttribute(appFiles(false))}"`
        : "";
    let html = shell.replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="true"${island} data-chunks="${escapeAttribute(
        chunksOf(manifest, page.module)
          .map((file) => `/${file}`)
          .join(" "),
      )}">${markup}</div>${afterRoot}`,
    );
    if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`);
    if (cssLink && css !== null && !linkCss) {
      // A signed-out visitor of a public page fetches the stylesheet at idle, for the pages he signs in to.
      const prefetch = page.island ? `<link rel="prefetch" crossorigin href="${cssLink[1]}">` : "";
      html = html.replace(cssLink[0], `<style>${css}</style>${prefetch}`);
    }
    return html;
  };

  const serverPages: Record<string, string> = {};
  for (const page of PRERENDERED) {
    let markup = await (page.island ? renderSignedOutFirstView(page.path) : render(page.path));
    // React renders a screen's <title> where the screen is; it belongs in <head> in the static page.
    const title = /<title>([\s\S]*?)<\/title>/.exec(markup)?.[1];
    markup = markup.replace(/<title>[\s\S]*?<\/title>/g, "");
    fs.writeFileSync(path.join(OUT, page.file), pageHtml(page, markup, "", title));
    if (SERVER_RENDERED.has(page.path)) {
      // The same page, to be filled per request with the viewer's markup and the data it was rendered with.
      fs.writeFileSync(path.join(SSR_OUT, page.file), pageHtml(page, SSR_MARKUP, SSR_STATE, title, true));
      serverPages[page.path] = page.file;
    }
  }

  for (const page of SERVER_RENDERED_ONLY) {
    const markup = await render(page.path);
    const title = /<title>([\s\S]*?)<\/title>/.exec(markup)?.[1];
    fs.writeFileSync(path.join(SSR_OUT, page.file), pageHtml(page, SSR_MARKUP, SSR_STATE, title, true));
    serverPages[page.path] = page.file;
  }

  // The same pages and the shell in every other language, in its folder; the server sends the reader's
  // (src/server/modules/system/prerendered-pages.ts `localizedFile`).
  for (const locale of LOCALES) {
    if (locale === "en") continue;
    const dir = path.join(OUT, LOCALE_DIR[locale]);
    fs.mkdirSync(dir, { recursive: true });
    for (const page of PRERENDERED) {
      let markup = await (page.island ? renderSignedOutFirstView(page.path, locale) : render(page.path, locale));
      const title = /<title>([\s\S]*?)<\/title>/.exec(markup)?.[1];
      markup = markup.replace(/<title>[\s\S]*?<\/title>/g, "");
      fs.writeFileSync(path.join(dir, page.file), withLang(pageHtml(page, markup, "", title), locale));
    }
    const localShell = (await renderShell(locale)).replace(/<title>[\s\S]*?<\/title>/g, "");
    fs.writeFileSync(path.join(dir, SHELL_FILE), withLang(shell.replace('<div id="root"></div>', `<div id="root">${localShell}</div>`), locale));
  }

  // What the server reads to send each path its page (src/server/modules/system/prerendered-pages.ts).
  const pages = Object.fromEntries(PRERENDERED.map((page) => [page.path, page.file]));
  fs.writeFileSync(path.join(OUT, "pages.json"), `${JSON.stringify(pages, null, 2)}\n`);
  // What it reads to render a viewer's page (src/server/modules/system/viewer-pages.ts).
  const serverManifest = { entry: entryFile, markup: SSR_MARKUP, state: SSR_STATE, pages: serverPages };
  fs.writeFileSync(path.join(SSR_OUT, "server-pages.json"), `${JSON.stringify(serverManifest, null, 2)}\n`);

  // The SPA shell: the layout and a page skeleton as static HTML (replaced by the app's first render).
  const skeleton = await renderShell();
  const shellMarkup = skeleton.replace(/<title>[\s\S]*?<\/title>/g, "");
  fs.writeFileSync(path.join(DIST, "index.html"), shell.replace('<div id="root"></div>', `<div id="root">${shellMarkup}</div>`));

  console.log(
    `prerendered ${PRERENDERED.map((p) => p.path).join(", ")} into dist/prerendered, the shell skeleton into dist/index.html, ` +
      `and the server's renderer for ${Object.keys(serverPages).join(", ")} into dist/${SSR_DIR}`,
  );
}

await main();
