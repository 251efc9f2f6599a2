// A public page's signed-out first view without the app. `/` and `/login` are prerendered signed
// out (scripts/prerender.ts: `#root[data-island]`); the entry (boot.ts) loads this script instead of the app once the
// page has painted. It reads the session the entry asked for: a signed-in visitor (or no answer) gets the app at once.
// A signed-out visitor gets the page's few interactive parts, driven here with no React: the signed-out links are
// revealed (the build drew them invisible), the navigation bar turns solid on scroll, its small-screen menu opens and
// closes, and on /login the sign-in form takes his typing. The app (React, the router, the query client) loads when he
// moves on or signs in: a click on a link of the app, "Sign In", or "Email me a sign-in code instead" hands what he
// did over (lib/island-handoff.ts) and lets the app draw the page anew (main.tsx). Pointing at a link fetches the app's
// code ahead (modulepreload: downloaded and compiled, not run); entering the sign-in form loads and runs it (the app
// then waits for "Sign In" to draw the page).
import { isLocale, LANGUAGE_SWITCH_ATTRIBUTE, writeLanguageCookie } from "../../shared/i18n/locales.ts";
import { NAV_SOLID_SCROLL_PX } from "../../shared/constants.ts";
import { NAV_CLEAR_CLASSES, NAV_SOLID_CLASSES } from "../components/layout/nav-bar-look.ts";
import { peekEarlyGet, takeEarlyGet } from "../early-requests.ts";
import { handOver, type SignInHandoff } from "../lib/island-handoff.ts";
import { appPathOf } from "./app-path.ts";
import { needsTheApp } from "./needs-the-app.ts";

/** Loads the app (the entry's startApp); rejects when its code could not be loaded. */
export type LoadApp = () => Promise<unknown>;

/**
 * True when the session's early answer says nobody is signed in. That answer is then dropped: when the app comes, it
 * asks again (he may have signed in elsewhere meanwhile). Any other answer is left for the app to take.
 */
async function confirmedSignedOut(): Promise<boolean> {
  const answer = peekEarlyGet("/api/session");
  if (!answer) return false;
  try {
    const response = await answer;
    if (!response.ok) return false;
    const body = (await response.json()) as { user?: unknown } | null;
    if (body?.user !== null) return false;
  } catch {
    return false;
  }
  void takeEarlyGet("/api/session")?.catch(() => {});
  return true;
}

/** A selector that finds the focused control again in the app's drawing of the page. */
function focusSelector(element: Element | null): string | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const name = element.getAttribute("name");
  if (name) return `${element.tagName.toLowerCase()}[name="${CSS.escape(name)}"]`;
  if (element instanceof HTMLButtonElement && element.type === "submit") return 'main button[type="submit"]';
  return null;
}

/** Resolves once the page is either handed to the app or driven here. `signal` removes every listener (tests). */
export async function startIsland(loadApp: LoadApp, signal?: AbortSignal): Promise<void> {
  const signedOut = await confirmedSignedOut();
  if (!signedOut || needsTheApp()) void loadApp().catch(() => {});
  else attach(loadApp, signal);
}

function attach(loadApp: LoadApp, signal: AbortSignal | undefined): void {
  const root = document.documentElement;
  root.dataset.viewer = "signed-out";
  const container = document.getElementById("root");
  let takingOver = false;

  /**
   * Hands the page to the app. `href`: he followed a link there; the address changes when the app draws it (the browser
   * goes there itself if the app fails).
   */
  const takeOver = (signIn: SignInHandoff | null, href: string | null) => {
    if (takingOver) return;
    takingOver = true;
    handOver({ focus: focusSelector(document.activeElement), scrollToTop: href !== null, href, signIn });
    // The page he sees is now the app's to replace: what he would type or press on it meanwhile would be lost with it,
    // so it takes nothing until the app has drawn its next state (main.tsx gives the focus back).
    container?.setAttribute("inert", "");
    root.dataset.appLoading = "";
    loadApp().catch(() => {
      if (href !== null) window.location.assign(href);
      else window.location.reload();
    });
  };

  // The app's code (`#root[data-app]`), fetched ahead when he points at a link.
  const prefetched = new Set<string>();
  const prefetch = () => {
    const files = container?.dataset.app?.split(" ") ?? [];
    for (const file of files) {
      if (!file || prefetched.has(file)) continue;
      prefetched.add(file);
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = file;
      document.head.append(link);
    }
  };

  attachNavigationBar(signal);
  attachLanguageSwitch(signal);
  // Entering the sign-in form loads the app's code and runs it (it waits for "Sign In" to draw the page): pressing
  // it then waits only for the drawing, not for the download and the evaluation.
  attachSignInForm(takeOver, () => void loadApp().catch(() => {}), signal);

  const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest("a") : null);
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (link && appPathOf(link)) prefetch();
  };
  document.addEventListener("pointerover", onIntent, { passive: true, signal });
  document.addEventListener("focusin", onIntent, { signal });
  document.addEventListener("touchstart", onIntent, { passive: true, signal });
  document.addEventListener(
    "click",
    (event) => {
      const link = linkOf(event.target);
      const path = link ? appPathOf(link, event) : null;
      if (!link || path === null) return;
      event.preventDefault();
      // The page he is on: nothing to load.
      if (path === `${window.location.pathname}${window.location.search}`) return;
      takeOver(null, path);
    },
    { signal },
  );
}

/** The language switch (components/layout/language-switch.tsx): signed out, the cookie, then the page again. */
function attachLanguageSwitch(signal: AbortSignal | undefined): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${LANGUAGE_SWITCH_ATTRIBUTE}]`)) {
    button.addEventListener(
      "click",
      () => {
        const to = button.getAttribute(LANGUAGE_SWITCH_ATTRIBUTE);
        if (!isLocale(to)) return;
        writeLanguageCookie(to);
        window.location.reload();
      },
      { signal },
    );
  }
}

/** The bar's solid look on scroll and the small-screen menu (what components/layout/nav-bar.tsx does in the app). */
function attachNavigationBar(signal: AbortSignal | undefined): void {
  const header = document.querySelector<HTMLElement>("body header");
  const button = header?.querySelector<HTMLButtonElement>("button[aria-controls]");
  const menu = button ? document.getElementById(button.getAttribute("aria-controls") ?? "") : null;
  if (!header) return;
  const open = () => button?.getAttribute("aria-expanded") === "true";
  const update = () => {
    const solid = window.scrollY > NAV_SOLID_SCROLL_PX || open();
    // Only a change touches the bar's classes (each touch makes the browser work out its style again).
    if (header.dataset.solid === (solid ? "true" : "false")) return;
    header.dataset.solid = solid ? "true" : "false";
    header.classList.remove(...(solid ? NAV_CLEAR_CLASSES : NAV_SOLID_CLASSES));
    header.classList.add(...(solid ? NAV_SOLID_CLASSES : NAV_CLEAR_CLASSES));
  };
  const setOpen = (value: boolean) => {
    if (!button || !menu) return;
    button.setAttribute("aria-expanded", value ? "true" : "false");
    menu.hidden = !value;
    update();
  };
  update();
  window.addEventListener("scroll", update, { passive: true, signal });
  button?.addEventListener("click", () => setOpen(!open()), { signal });
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !open()) return;
      setOpen(false);
      button?.focus();
    },
    { signal },
  );
}

/**
 * /login: the prerendered form is disabled until a script can take its typing (a native submission would put the
 * password into the address). Enabled here; "Sign In" and the e-mail code hand the values to the app, whose form
 * does the rest (checks, the request, errors, the two-factor step, where to go next).
 */
function attachSignInForm(takeOver: (signIn: SignInHandoff, href: null) => void, warmUp: () => void, signal: AbortSignal | undefined): void {
  const form = document.querySelector<HTMLFormElement>("main form");
  const fieldset = form?.closest("fieldset");
  if (!form || !fieldset) return;
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : "";
  };
  fieldset.disabled = false;
  form.addEventListener("focusin", warmUp, { signal });
  form.addEventListener("pointerdown", warmUp, { passive: true, signal });
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      takeOver({ email: value("email"), password: value("password"), step: "password", submit: true }, null);
      // No second press while the app loads (after the focus was noted: disabling a control takes it away).
      fieldset.disabled = true;
    },
    { signal },
  );
  form
    .querySelector('[data-sign-in-step="email-code"]')
    ?.addEventListener("click", () => takeOver({ email: value("email"), password: "", step: "email-code", submit: false }, null), { signal });
}
