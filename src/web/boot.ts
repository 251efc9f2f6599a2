// The browser's entry, kept tiny: it starts the page's API reads, lets the browser paint the HTML it has (a
// prerendered page, or the shell's layout and skeleton: scripts/prerender.ts), then loads the app (main.tsx: the
// query client, the router, hydration). Loading the app after that first frame keeps its evaluation — most of a
// page load's main-thread work — from holding back the first paint when the scripts arrive before the page is
// parsed (issue 22, docs/decisions/022). The stylesheet is the entry's, so Vite links it from index.html.
import "./styles.css";
import { DASHBOARD_PATHS, startEarlyGet } from "./early-requests.ts";
import { EMBEDDED_STATE_ID } from "../shared/embedded-state.ts";

// A page the server rendered with the viewer's data carries the session and the dashboard (docs/decisions/025):
// nothing to ask for. Module scripts run once the document is parsed, so the element is there if the page has it.
if (!document.getElementById(EMBEDDED_STATE_ID)) {
  startEarlyGet("/api/session");
  if (DASHBOARD_PATHS.has(window.location.pathname)) startEarlyGet("/api/dashboard");
}

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import("./main.tsx");
  // A prerendered page names its screen's chunks (scripts/prerender.ts): they load beside the app, not after it.
  for (const href of document.getElementById("root")?.dataset.chunks?.split(" ") ?? []) {
    if (!href) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

// requestAnimationFrame runs just before the next frame is painted; the timeout after it, once that frame is out.
// A tab loaded in the background paints no frame: it starts at once.
if (document.visibilityState === "hidden") startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
document.addEventListener("visibilitychange", startApp, { once: true });
