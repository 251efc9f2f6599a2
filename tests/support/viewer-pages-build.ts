// A stand-in web build for the tests of the server-rendered pages: index.html, the
// prerendered pages, and dist/.ssr/ with the server manifest, the page templates (the two dashboards and the week
// page) and a renderer module with the real one's interface. The renderer shows what it was given (the path, the
// viewer's name, his week, his entries' titles, his family's names; on a week page every word of the week), throws
// for a viewer named THROWING_NAME, and counts its renders per viewer name in `renderCount` (the module runs in the
// test's process).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const SKELETON = "<p>the prerendered skeleton</p>";
export const THROWING_NAME = "Render Fails";

const COUNTS = "__strongbondViewerPageRenders";

/** How many times the stand-in renderer rendered a page for a viewer of this name (any process in this test). */
export function renderCount(fullName: string): number {
  const counts = (globalThis as Record<string, unknown>)[COUNTS] as Map<string, number> | undefined;
  return counts?.get(fullName) ?? 0;
}

/** Writes the stand-in build into a new temporary folder and returns it. */
export function writeViewerPagesBuild(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-viewer-pages-"));
  fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>StrongBond</title><div id=root></div>");
  fs.mkdirSync(path.join(webRoot, "prerendered"));
  const pages = { "/dashboard/dad": "dashboard-dad.html", "/dashboard/son": "dashboard-son.html" };
  fs.writeFileSync(path.join(webRoot, "prerendered", "pages.json"), JSON.stringify(pages));
  const ssr = path.join(webRoot, ".ssr");
  fs.mkdirSync(ssr);
  for (const [pagePath, file] of Object.entries(pages)) {
    fs.writeFileSync(path.join(webRoot, "prerendered", file), `<!doctype html><title>${pagePath}</title><div id="root">${SKELETON}</div>`);
    fs.writeFileSync(path.join(ssr, file), `<!doctype html><title>${pagePath}</title><div id="root"><!--ssr-markup--></div><!--ssr-state--></html>`);
  }
  fs.writeFileSync(
    path.join(ssr, "week.html"),
    `<!doctype html><title>Week 1 · StrongBond</title><div id="root"><!--ssr-markup--></div><!--ssr-state--></html>`,
  );
  const serverPages = { ...pages, "/week/1": "week.html" };
  fs.writeFileSync(
    path.join(ssr, "server-pages.json"),
    JSON.stringify({ entry: "entry.mjs", markup: "<!--ssr-markup-->", state: "<!--ssr-state-->", pages: serverPages }),
  );
  fs.writeFileSync(
    path.join(ssr, "entry.mjs"),
    `const escape = (text) => String(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;");
export async function render() { return ""; }
export async function renderWithState(pathname, state) {
  const name = state.session.user.fullName;
  if (name === ${JSON.stringify(THROWING_NAME)}) throw new Error("render failed");
  const counts = (globalThis[${JSON.stringify(COUNTS)}] ??= new Map());
  counts.set(name, (counts.get(name) ?? 0) + 1);
  if (state.week) {
    const v = state.week.view;
    const words = (value) => (value === null || typeof value !== "object" ? String(value) : Object.values(value).map(words).join(" "));
    return "<title>Week " + state.week.number + " · StrongBond</title><h1>" + pathname + " for " + escape(name) + "</h1>" +
      "<p>week " + state.week.number + (v.purchaseRequired ? " locked" : "") + "</p><div>" + escape(words([v.devotional, v.challenge, v.dadsCorner])) + "</div>";
  }
  const d = state.dashboard;
  return "<h1>" + pathname + " for " + escape(name) + "</h1><p>week " + d.week.weekNumber + "</p>" +
    "<p>streak " + d.streak.weeks + "</p>" +
    "<ul>" + d.recentEntries.map((e) => "<li>" + escape(e.title) + "</li>").join("") + "</ul>" +
    "<ul>" + d.family.map((f) => "<li>" + escape(f.fullName) + (f.progress.devotionalCompleted ? " read" : "") + "</li>").join("") + "</ul>";
}
`,
  );
  return webRoot;
}
