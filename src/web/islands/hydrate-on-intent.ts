// A dashboard the server rendered with the viewer's data (docs/decisions/025) is a page to read first: React, the
// router and the screen's code (most of a page load's main-thread work) are fetched and compiled once the page has
// loaded, and run only when he shows he is about to act — a touch, a press, a key, the mouse over the page, the focus
// moving in, a wheel — or when he comes back to the tab, or the phone has ticks waiting to be sent
// (docs/decisions/061). The entry (boot.ts) holds the page from its first script on: what he does before React has it
// is kept and done again once it has (main.tsx calls `replayEarlyInput` after hydration). A box he ticked stays ticked
// and is saved; a link or a button he pressed is pressed again, so the app opens the page or does the action; the
// loading bar shows meanwhile.

/** What starts the app: anything a person does to act on the page, not merely to read it. */
const INTENT_EVENTS = ["pointerdown", "pointerover", "touchstart", "keydown", "focusin", "wheel"] as const;

/** The controls whose press is kept and pressed again (a box or a field keeps its own state: see `replayEarlyInput`). */
const PRESSABLE = 'a[href], button, summary, [role="button"], [role="link"], input[type="submit"], input[type="button"]';

let held: HTMLElement[] = [];
let holding: ((event: MouseEvent) => void) | null = null;

/** True for a press the browser should carry out itself: another tab or window, a download, another site, a file. */
function leftToTheBrowser(event: MouseEvent, control: Element): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if (!(control instanceof HTMLAnchorElement)) return false;
  if ((control.target && control.target !== "_self") || control.hasAttribute("download")) return true;
  const url = new URL(control.href, window.location.href);
  if (url.origin !== window.location.origin) return true;
  // A jump within the page ("Skip to content") needs no app.
  return url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== "";
}

/**
 * Keeps every press on `root` until `replayEarlyInput`: the browser's own action is stopped (a link is not followed, a
 * form not sent), the press is kept, and React (once it listens) does not see it half-hydrated. A box or a field is
 * left to change as it does; only the event stops.
 */
export function holdEarlyInput(root: HTMLElement): void {
  if (holding) return;
  holding = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target)) return;
    const control = target.closest(PRESSABLE);
    if (control && leftToTheBrowser(event, control)) return;
    event.stopPropagation();
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    held.push(control as HTMLElement);
    document.documentElement.dataset.appLoading = "";
  };
  document.addEventListener("click", holding, true);
}

/** The prototype's setter of a field's value: sets what the field shows without telling the value's watchers. */
function setShownValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

/**
 * Once React has hydrated `root`, if the page was held: does again what was done on it before. A box whose state is not the one the page was
 * rendered with (`defaultChecked`) was ticked or unticked by him: it goes back and is clicked, so the app's handler
 * runs (and saves). A field whose text is not its rendered value gets an input event with that text. Then every kept
 * press, in order, on the controls still on the page.
 */
export function replayEarlyInput(root: HTMLElement): void {
  if (!holding) return;
  document.removeEventListener("click", holding, true);
  holding = null;
  const presses = held;
  held = [];
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
    if (box.disabled || box.checked === box.defaultChecked) continue;
    box.checked = box.defaultChecked;
    box.click();
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "textarea, input:not([type]), input[type='text'], input[type='email'], input[type='search'], input[type='number']",
  )) {
    if (field.disabled || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    setShownValue(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  for (const control of presses) if (control.isConnected) control.click();
  delete document.documentElement.dataset.appLoading;
}

/**
 * The app's code could not be loaded (no network, a deploy removed it): the page is the browser's again. A link he
 * followed last is followed by the browser (the server draws that page); what else he pressed is dropped.
 */
export function letGo(): void {
  if (holding) document.removeEventListener("click", holding, true);
  holding = null;
  const link = held.findLast((control) => control instanceof HTMLAnchorElement);
  held = [];
  delete document.documentElement.dataset.appLoading;
  if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
}

/** True when a press is waiting for the app (tests). */
export function hasHeldInput(): boolean {
  return held.length > 0;
}

/**
 * Starts the app (`start`, once) on the first sign that he acts, when he comes back to the tab, or when the phone
 * keeps writes made offline (the app sends them and shows the page with them). Until then, once the page has loaded,
 * the app's code (`#root[data-app]`, and the screen's `data-chunks`) is fetched and compiled, not run.
 */
export function hydrateOnIntent(root: HTMLElement, start: () => Promise<unknown>, signal?: AbortSignal): void {
  holdEarlyInput(root);
  const controller = new AbortController();
  signal?.addEventListener("abort", () => controller.abort(), { once: true });
  const options = { capture: true, passive: true, signal: controller.signal };
  const go = () => {
    if (controller.signal.aborted) return;
    controller.abort();
    start().catch(() => letGo());
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, go, options);
  let wasHidden = document.visibilityState === "hidden";
  document.addEventListener(
    "visibilitychange",
    () => {
      if (document.visibilityState === "hidden") wasHidden = true;
      else if (wasHidden) go();
    },
    options,
  );
  const afterLoad = () => {
    preloadApp(root);
    void import("../offline/offline-queue.ts")
      .then(({ queueStore }) => queueStore().all())
      .then((writes) => {
        if (writes.length > 0) go();
      })
      .catch(() => {});
  };
  if (document.readyState === "complete") setTimeout(afterLoad, 0);
  else window.addEventListener("load", () => setTimeout(afterLoad, 0), { once: true, signal: controller.signal });
}

/**
 * Fetches the app's and the screen's code ahead (modulepreload: downloaded and compiled in short tasks of their own,
 * not run), so his first press waits only for the code to run and the page to hydrate (docs/decisions/061).
 */
function preloadApp(root: HTMLElement): void {
  const files = `${root.dataset.app ?? ""} ${root.dataset.chunks ?? ""}`.split(" ").filter(Boolean);
  for (const file of new Set(files)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.append(link);
  }
}
