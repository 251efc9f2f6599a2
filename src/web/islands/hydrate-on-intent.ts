// A dashboard the server rendered with the viewer's data is a page to read first: React, the
// router and the screen's code (most of a page load's main-thread work) are fetched and compiled once the page has
// loaded, and run only when he shows he is about to act — a touch, a press, a key, the mouse over the page, the focus
// moving in, a wheel, a click — or when the phone has ticks waiting to be sent. The entry
// (boot.ts) holds the page from its first script on: what he does before React has it is kept and done again once it
// has (main.tsx calls `replayEarlyInput` after hydration). A box he ticked stays ticked and is saved; a link or a
// button he pressed is pressed again, so the app opens the page or does the action; the loading bar shows meanwhile.

import { nextTask } from "../lib/next-task.ts";
import { appPathOf } from "./app-path.ts";

/**
 * What starts the app: anything a person does to act on the page, not merely to read it. A click comes after one of
 * the others, except from tools that click for him (a screen reader, voice control, switch access).
 */
const INTENT_EVENTS = ["pointerdown", "pointerover", "touchstart", "keydown", "focusin", "wheel", "click"] as const;

/** The controls whose press is kept and pressed again (a box or a field keeps its own state: see `replayEarlyInput`). */
const PRESSABLE = 'a[href], button, summary, [role="button"], [role="link"], input[type="submit"], input[type="button"]';
const BOXES = 'input[type="checkbox"], input[type="radio"]';
const FIELDS = "textarea, input:not([type]), input[type='text'], input[type='email'], input[type='search'], input[type='number']";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A control as he saw it: the element, and what finds it again if React had to draw the page anew (a recoverable
 * hydration error replaces every element of the page): its kind, name and words, and which of the alike it was.
 */
interface Kept<E extends HTMLElement> {
  element: E;
  signature: string;
  ordinal: number;
  /** An Enter pressed in a field that sends on Enter (`data-enter-sends`, an input of a form), not a click. */
  enter?: true;
}

/** Where Enter sends rather than adds a line: a field marked so, or a one-line field of a form. */
const ENTER_SENDS =
  "[data-enter-sends], form input:not([type]), form input[type='text'], form input[type='email'], form input[type='search'], form input[type='number']";

/** The presses kept, in order. */
let held: Kept<HTMLElement>[] = [];
/**
 * The boxes and fields he changed while held, each with the state the server drew it with (`defaultChecked`,
 * `defaultValue`: what the app will believe it shows once hydrated).
 */
const changed = new Map<Field, { kept: Kept<Field>; before: boolean | string }>();
let holding: { click: (event: MouseEvent) => void; input: (event: Event) => void; keydown: (event: KeyboardEvent) => void } | null = null;
let heldRoot: HTMLElement | null = null;

/**
 * An id React made (useId): the server's (`_R_…`) and the browser's own drawing (`_r_…`) differ, so it cannot find a
 * control again after React drew the page anew.
 */
const GENERATED_ID = /^_[Rr]_/;

/**
 * What tells a control from others, whichever element draws it: tag, type, name, its item (`data-item`), an id the
 * page gave it (not one React generated), address, label and words — a box's words are its label's.
 */
function signatureOf(element: HTMLElement): string {
  const attribute = (name: string) => element.getAttribute(name) ?? "";
  const own = element instanceof HTMLInputElement && element.labels ? [...element.labels].map((label) => label.textContent ?? "").join(" ") : "";
  const words = (own || (element.textContent ?? "")).replace(/\s+/g, " ").trim().slice(0, 80);
  const id = GENERATED_ID.test(element.id) ? "" : element.id;
  return [element.tagName, attribute("type"), attribute("name"), attribute("data-item"), id, attribute("href"), attribute("aria-label"), words].join("|");
}

function keep<E extends HTMLElement>(element: E, root: HTMLElement): Kept<E> {
  const signature = signatureOf(element);
  const alike = [...root.querySelectorAll<HTMLElement>(element.tagName)].filter((other) => signatureOf(other) === signature);
  return { element, signature, ordinal: Math.max(alike.indexOf(element), 0) };
}

/** The control itself, or — when the page was drawn anew — the one like it at the same place among the alike. */
function found<E extends HTMLElement>(kept: Kept<E>): E | null {
  if (kept.element.isConnected) return kept.element;
  if (!heldRoot) return null;
  const alike = [...heldRoot.querySelectorAll<E>(kept.element.tagName)].filter((other) => signatureOf(other) === kept.signature);
  return alike[kept.ordinal] ?? alike[0] ?? null;
}

/** Says plainly that what he did before the page was ready could not be done (never a silent loss). */
function sayNotDone(): void {
  const note = document.createElement("p");
  note.setAttribute("role", "alert");
  note.dataset.heldInputLost = "";
  note.textContent = "Your tap could not be done while the page was getting ready. Please tap again.";
  note.style.cssText =
    "position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:60;margin:0 auto;max-width:32rem;padding:.75rem 1rem;border-radius:.75rem;background:#7f1d1d;color:#fff;font-weight:600";
  document.body.append(note);
  setTimeout(() => note.remove(), 8000);
}

function isBox(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
}

/** A box's or a field's state as shown (`drawn`: as the server drew it). */
function stateOf(element: Field, drawn = false): boolean | string {
  if (isBox(element)) return drawn ? element.defaultChecked : element.checked;
  return drawn ? element.defaultValue : element.value;
}

/**
 * Keeps every press on `root` until `replayEarlyInput`: the browser's own action is stopped (a link is not followed, a
 * form not sent), the press is kept, and React (once it listens) does not see it half-hydrated. A box or a field is
 * left to change as it does (he sees his tick at once); only the event stops, and the box or field is noted.
 */
export function holdEarlyInput(root: HTMLElement): void {
  if (holding) return;
  heldRoot = root;
  const note = (element: Element) => {
    if ((element.matches(BOXES) || element.matches(FIELDS)) && !changed.has(element as Field)) {
      changed.set(element as Field, { kept: keep(element as Field, root), before: stateOf(element as Field, true) });
    }
  };
  const click = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target)) return;
    const control = target.closest(PRESSABLE);
    // A link the browser follows itself: another tab or window, a download, another site, a file, a jump in the page.
    if (control instanceof HTMLAnchorElement && appPathOf(control, event) === null) return;
    event.stopPropagation();
    note(target);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    held.push(keep(control as HTMLElement, root));
    document.documentElement.dataset.appLoading = "";
  };
  const input = (event: Event) => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    event.stopPropagation();
    note(event.target);
  };
  const keydown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (event.key !== "Enter" || event.shiftKey || event.isComposing || !target || !root.contains(target) || !target.matches(ENTER_SENDS)) return;
    // Not a new line nor a form sent half-hydrated: kept, and pressed again for the app once it listens.
    event.preventDefault();
    event.stopPropagation();
    note(target);
    held.push({ ...keep(target, root), enter: true });
    document.documentElement.dataset.appLoading = "";
  };
  holding = { click, input, keydown };
  document.addEventListener("click", click, true);
  document.addEventListener("input", input, true);
  document.addEventListener("keydown", keydown, true);
}

/** Presses Enter in `field` for the app: its own key handler, else the form's submission as the browser would. */
function pressEnter(field: HTMLElement): void {
  const event = new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true, cancelable: true });
  if (field.dispatchEvent(event) && field instanceof HTMLInputElement) field.form?.requestSubmit();
}

function stopHolding(): void {
  if (!holding) return;
  document.removeEventListener("click", holding.click, true);
  document.removeEventListener("input", holding.input, true);
  document.removeEventListener("keydown", holding.keydown, true);
  holding = null;
}

/** The prototype's setter of a field's value: sets what the field shows without telling the value's watchers. */
function setShownValue(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

/**
 * Tells the app (now listening) what he did to a box or a field before it came — from `before` (as the server drew
 * it) to `after` (as he left it) — so its handler runs and saves it.
 */
function replayChange(element: Field, before: boolean | string, after: boolean | string): void {
  if (element.disabled || after === before) return;
  if (isBox(element)) {
    // Choosing a radio unchecks the others: only the one he picked is his.
    if (element.type === "radio" && after !== true) return;
    // Set to the other state through the app's own setter (it notes the value; the app may also have drawn the box
    // again with its state since), then clicked: the box is as he left it and the app sees the change.
    element.checked = after !== true;
    element.click();
    return;
  }
  element.value = typeof before === "string" ? before : "";
  setShownValue(element, typeof after === "string" ? after : "");
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Once React has hydrated the page, if it was held: does again what he did before, each in a task of its own (so the
 * app has applied one before the next, as when he did them). Every box he ticked or unticked and every field he typed
 * in whose state is not the one the server drew: the app is told of the change. Then every kept press, in order, on
 * the controls still on the page. Resolves when all is done.
 */
export async function replayEarlyInput(): Promise<void> {
  if (!holding) return;
  stopHolding();
  const presses = held;
  // As he left them, before any of it is told to the app (which draws its boxes again as it hears of each).
  const changes = [...changed].map(([element, { kept, before }]) => ({ kept, before, after: stateOf(element) }));
  held = [];
  changed.clear();
  let lost = false;
  for (const { kept, before, after } of changes) {
    await nextTask();
    const element = found(kept);
    if (element) replayChange(element, before, after);
    else if (after !== before) lost = true;
  }
  for (const kept of presses) {
    await nextTask();
    const control = found(kept);
    if (!control) lost = true;
    else if (kept.enter) pressEnter(control);
    else control.click();
  }
  heldRoot = null;
  delete document.documentElement.dataset.appLoading;
  if (lost) sayNotDone();
}

/**
 * The app's code could not be loaded (no network, a deploy removed it): the page is the browser's again. A link he
 * followed last is followed by the browser (the server draws that page); what else he pressed is dropped.
 */
export function letGo(): void {
  stopHolding();
  const link = held
    .filter((kept) => !kept.enter)
    .map((kept) => kept.element)
    .findLast((control) => control instanceof HTMLAnchorElement);
  held = [];
  heldRoot = null;
  changed.clear();
  delete document.documentElement.dataset.appLoading;
  if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
}

/** True when a press is waiting for the app (tests). */
export function hasHeldInput(): boolean {
  return held.length > 0;
}

/** Marks a part of a held page only the app can fill (say, the assistant waiting for its status). */
const FILLED_BY_APP = "data-filled-by-app";

/** Calls `go` once a part only the app can fill comes into view (where the browser can tell). */
function whenAPartOnlyTheAppFillsIsSeen(root: HTMLElement, go: () => void, signal: AbortSignal): void {
  const parts = root.querySelectorAll(`[${FILLED_BY_APP}]`);
  if (parts.length === 0 || typeof IntersectionObserver === "undefined") return;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) go();
  });
  for (const part of parts) observer.observe(part);
  signal.addEventListener("abort", () => observer.disconnect(), { once: true });
}

/**
 * Starts the app (`start`, once) on the first sign that he acts, when a part only the app can fill comes into view
 * (a page must not say "Loading" to someone who only reads it), or when the phone keeps writes made offline (the app
 * sends them and shows the page with them). Until then, once the page has loaded, the app's code (`#root[data-app]`,
 * and the screen's `data-chunks`) is fetched and compiled, not run.
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
  const afterLoad = () => {
    preloadApp(root);
    whenAPartOnlyTheAppFillsIsSeen(root, go, controller.signal);
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
 * not run), so his first press waits only for the code to run and the page to hydrate.
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
