// @vitest-environment happy-dom
// A public page's signed-out first view without the app (public-page.ts), on the markup the build
// writes (prerender-entry.tsx `renderSignedOutFirstView`): the signed-out links wait for the session's answer, a
// signed-in visitor gets the app at once, the sign-in form takes typing only once driven (entering it loads the app),
// and signing in or following a link hands the page to the app with what he did.
import { afterEach, describe, expect, it, vi } from "vitest";
import { startEarlyGet, takeEarlyGet } from "../early-requests.ts";
import { pendingTakeover, takeoverDone } from "../lib/island-handoff.ts";
import { renderSignedOutFirstView } from "../prerender-entry.tsx";
import { appPathOf } from "./app-path.ts";
import { startIsland } from "./public-page.ts";

let controller = new AbortController();

afterEach(() => {
  controller.abort();
  controller = new AbortController();
  takeoverDone();
  void takeEarlyGet("/api/session");
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.viewer;
  delete document.documentElement.dataset.appLoading;
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

/** Opens the built page at `pathname` with the session answering `session`, and starts the page's script. */
async function open(pathname: "/" | "/login", session: unknown) {
  window.history.replaceState(null, "", pathname);
  document.body.innerHTML = `<div id="root" data-prerendered="true" data-island="" data-app="/assets/main.js /assets/client.js" data-chunks="/assets/login.js">${await renderSignedOutFirstView(pathname)}</div>`;
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(session), { status: 200, headers: { "content-type": "application/json" } }))),
  );
  startEarlyGet("/api/session");
  const loadApp = vi.fn(() => Promise.resolve());
  await startIsland(loadApp, controller.signal);
  return { loadApp };
}

const signedOutOnly = () => [...document.querySelectorAll("[data-signed-out-only]")].map((element) => element.textContent?.trim());

describe("a public page's signed-out first view", () => {
  it("is drawn signed out with the signed-out links marked, and reveals them once nobody is signed in", async () => {
    window.history.replaceState(null, "", "/");
    document.body.innerHTML = `<div id="root">${await renderSignedOutFirstView("/")}</div>`;
    // Marked (invisible until revealed): the bar's links, its menu button, the footer's Sign In, Register, Journal.
    expect(signedOutOnly()).toEqual(["Sign InGet Started", "Menu", "Sign In", "Register", "Journal"]);
    expect(document.documentElement.dataset.viewer).toBeUndefined();

    const { loadApp } = await open("/", { user: null, assistantConfigured: false });
    expect(document.documentElement.dataset.viewer).toBe("signed-out");
    expect(loadApp).not.toHaveBeenCalled();
    // The answer is not kept for the app, which asks again when it comes.
    expect(takeEarlyGet("/api/session")).toBeUndefined();
  });

  it("gives a signed-in visitor the app at once, revealing nothing", async () => {
    const { loadApp } = await open("/", { user: { id: "u1", role: "dad" }, assistantConfigured: false });
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.viewer).toBeUndefined();
    // The session's answer is left for the app.
    expect(takeEarlyGet("/api/session")).toBeDefined();
  });

  it("hands the page to the app when he follows a link of the app, after fetching its code ahead on pointing", async () => {
    const { loadApp } = await open("/", { user: null, assistantConfigured: false });
    const register = document.querySelector<HTMLAnchorElement>('main a[href="/register"]');
    if (!register) throw new Error("the landing page has no link to /register");
    register.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"))).toEqual([
      "/assets/main.js",
      "/assets/client.js",
    ]);

    register.click();
    expect(loadApp).toHaveBeenCalledTimes(1);
    // The address changes when the app draws the page.
    expect(window.location.pathname).toBe("/");
    expect(pendingTakeover()).toMatchObject({ scrollToTop: true, href: "/register", signIn: null });
    expect(document.documentElement.dataset.appLoading).toBe("");
    // Until the app draws, the page he sees takes no typing or press that its replacement would lose.
    expect(document.getElementById("root")?.hasAttribute("inert")).toBe(true);
  });

  it("opens and closes the small-screen menu, Escape giving the focus back to its button", async () => {
    await open("/", { user: null, assistantConfigured: false });
    const button = document.querySelector<HTMLButtonElement>("header button[aria-controls]");
    const menu = document.getElementById(button?.getAttribute("aria-controls") ?? "");
    if (!button || !menu) throw new Error("no menu");
    expect(menu.hidden).toBe(true);
    button.click();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(menu.hidden).toBe(false);
    expect(document.querySelector("header")?.dataset.solid).toBe("true");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("takes typing on /login once driven, and hands the values and the press of Sign In to the app", async () => {
    window.history.replaceState(null, "", "/login");
    document.body.innerHTML = `<div id="root">${await renderSignedOutFirstView("/login")}</div>`;
    // As built, the form cannot be used: a native submission would put the password into the address.
    expect(document.querySelector("main fieldset")?.hasAttribute("disabled")).toBe(true);

    const { loadApp } = await open("/login", { user: null, assistantConfigured: false });
    const fieldset = document.querySelector<HTMLFieldSetElement>("main fieldset");
    expect(fieldset?.disabled).toBe(false);
    const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    field("email")?.focus();
    // Entering the form loads the app (which waits for the handover to draw the page).
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(pendingTakeover()).toBeNull();
    if (field("email")) field("email")!.value = "dad@example.org";
    if (field("password")) field("password")!.value = "a password";
    document.querySelector<HTMLFormElement>("main form")?.requestSubmit();

    expect(loadApp).toHaveBeenCalled();
    expect(window.location.pathname).toBe("/login");
    expect(pendingTakeover()).toEqual({
      focus: 'input[name="email"]',
      scrollToTop: false,
      href: null,
      signIn: { email: "dad@example.org", password: "a password", step: "password", submit: true },
    });
    expect(fieldset?.disabled).toBe(true);
    expect(document.getElementById("root")?.hasAttribute("inert")).toBe(true);
  });

  it("keeps the address he typed into the code step when he asks for a code by e-mail", async () => {
    window.history.replaceState(null, "", "/login");
    document.body.innerHTML = `<div id="root">${await renderSignedOutFirstView("/login")}</div>`;
    await open("/login", { user: null, assistantConfigured: false });
    const email = document.querySelector<HTMLInputElement>('input[name="email"]');
    if (email) email.value = "dad@example.org";
    document.querySelector<HTMLButtonElement>('[data-sign-in-step="email-code"]')?.click();
    expect(pendingTakeover()?.signIn).toEqual({ email: "dad@example.org", password: "", step: "email-code", submit: false });
    // Typing on the old form meanwhile would go nowhere: the page takes none until the app draws the code step.
    expect(document.getElementById("root")?.hasAttribute("inert")).toBe(true);
  });

  it("leaves ?verified=1 to the app (its notice)", async () => {
    window.history.replaceState(null, "", "/login?verified=1");
    document.body.innerHTML = `<div id="root" data-island="">${await renderSignedOutFirstView("/login")}</div>`;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ user: null }), { status: 200 }))),
    );
    startEarlyGet("/api/session");
    const loadApp = vi.fn(() => Promise.resolve());
    await startIsland(loadApp, controller.signal);
    expect(loadApp).toHaveBeenCalledTimes(1);
  });
});

describe("which links the app takes", () => {
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const a = document.createElement("a");
    a.href = href;
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    return a;
  };

  it("takes the app's own paths and leaves the rest to the browser", () => {
    window.history.replaceState(null, "", "/");
    expect(appPathOf(link("/register"))).toBe("/register");
    expect(appPathOf(link("/marketplace?category=faith"))).toBe("/marketplace?category=faith");
    expect(appPathOf(link("#main-content"))).toBeNull();
    expect(appPathOf(link("https://example.org/"))).toBeNull();
    expect(appPathOf(link("/api/docs"))).toBeNull();
    expect(appPathOf(link("/covers/faith-v1.svg"))).toBeNull();
    expect(appPathOf(link("/register", { target: "_blank" }))).toBeNull();
    expect(appPathOf(link("/register"), new MouseEvent("click", { ctrlKey: true }))).toBeNull();
  });
});
