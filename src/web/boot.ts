// The browser's entry, kept tiny: it starts the page's API reads, lets the browser paint the HTML it has (a
// prerendered page, or the shell's layout and skeleton: scripts/prerender.ts), then loads the app (main.tsx: the
// query client, the router, hydration). Loading the app after that first frame keeps its evaluation — most of a
// page load's main-thread work — from holding back the first paint when the scripts arrive before the page is
// parsed. The stylesheet is the entry's, so Vite links it from index.html.
// A public page's signed-out first view (`#root[data-island]`: `/` and `/login`) loads a small script instead of the
// app, which comes when the visitor signs in or moves on (islands/public-page.ts). A dashboard the
// server rendered with the viewer's data (`#root[data-hydrate="on-intent"]`) is held instead: the app's code is
// fetched once the page has loaded and run when he acts (islands/hydrate-on-intent.ts).
import "./styles.css";
import { DASHBOARD_PATHS, startEarlyGet } from "./early-requests.ts";
import { EMBEDDED_STATE_ID } from "../shared/embedded-state.ts";
import { hydrateOnIntent } from "./islands/hydrate-on-intent.ts";
import { needsTheApp } from "./islands/needs-the-app.ts";

// A page the server rendered with the viewer's data carries the session and the dashboard:
// nothing to ask for. Module scripts run once the document is parsed, so the element is there if the page has it.
if (!document.getElementById(EMBEDDED_STATE_ID)) {
  startEarlyGet("/api/session");
  if (DASHBOARD_PATHS.has(window.location.pathname)) startEarlyGet("/api/dashboard");
}

// A dashboard the server drew: its answer is kept on the phone for the next visit without a network, once the page
// has loaded and only where a service worker controls it (the app may not run on this visit: it waits for a touch).
if (document.getElementById(EMBEDDED_STATE_ID) && "serviceWorker" in navigator && navigator.serviceWorker.controller) {
  const keep = () => setTimeout(() => void import("./offline/keep-embedded-copy.ts").then((m) => m.keepEmbeddedCopy()).catch(() => {}), 0);
  if (document.readyState === "complete") keep();
  else window.addEventListener("load", keep, { once: true });
}

let app: Promise<unknown> | undefined;
/** Loads the app (once); resolves when its code is in, rejects when it could not be loaded. */
function startApp(): Promise<unknown> {
  if (app) return app;
  // Three imports, each from a task of its own (starting a module's download, with the modulepreload links Vite adds
  // for its imports, costs main-thread time too), and each evaluated in a task of its own when it arrives: React DOM
  // (the smaller graph, usually in first), the app, then the screen. Shorter tasks instead of one long one: Lighthouse's
  // Total Blocking Time counts what each task lasts beyond 50 ms. main.tsx imports React DOM and
  // the screen again (the same modules) and handles a failure, hence the empty catches.
  import("react-dom/client").catch(() => {});
  app = new Promise((resolve, reject) => {
    setTimeout(() => {
      import("./main.tsx").then(resolve, reject);
      // A prerendered page names its screen's chunks (scripts/prerender.ts): its module (the first) loads beside the
      // app, not after it, and brings the others (one import rather than a <link rel="modulepreload"> per chunk).
      const screen = document.getElementById("root")?.dataset.chunks?.split(" ")[0];
      if (screen) setTimeout(() => import(/* @vite-ignore */ screen).catch(() => {}), 0);
    }, 0);
  });
  return app;
}

function startIsland(): void {
  import("./islands/public-page.ts").then(
    ({ startIsland }) => void startIsland(startApp),
    () => void startApp().catch(() => {}),
  );
}

const root = document.getElementById("root");
const island = root?.dataset.island !== undefined;
const start = island ? startIsland : () => void startApp().catch(() => {});
// Held from this first script on, so a press before the first frame is kept too.
const held = root?.dataset.hydrate === "on-intent" && document.getElementById(EMBEDDED_STATE_ID) !== null && !needsTheApp();
if (root && held) hydrateOnIntent(root, startApp);

// requestAnimationFrame runs just before the next frame is painted; the timeout after it, once that frame is out.
// A tab loaded in the background paints no frame: it starts at once.
let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  start();
}
if (!held) {
  if (document.visibilityState === "hidden") startOnce();
  else requestAnimationFrame(() => setTimeout(startOnce, 0));
  document.addEventListener("visibilitychange", startOnce, { once: true });
}
