// @vitest-environment happy-dom
// A dashboard the server rendered is held until he acts (hydrate-on-intent.ts, docs/decisions/061): reading it starts
// nothing, the first touch, key or pointer starts the app once, and what he pressed or ticked before React had the page
// is done again afterwards — the app's handlers see it once, after hydration, never half-way.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hasHeldInput, holdEarlyInput, hydrateOnIntent, replayEarlyInput } from "./hydrate-on-intent.ts";

let root: HTMLElement;
let controller: AbortController;

/** What "the app" (React, once hydrated) sees: clicks that reach #root, with the box's state at that moment. */
function appClicks(): { target: string; checked?: boolean }[] {
  const seen: { target: string; checked?: boolean }[] = [];
  root.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    seen.push({ target: target.id, ...(target instanceof HTMLInputElement ? { checked: target.checked } : {}) });
  });
  return seen;
}

function click(element: HTMLElement, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  controller = new AbortController();
  document.body.innerHTML = `
    <div id="root" data-hydrate="on-intent" data-app="/assets/main.js /assets/client.js" data-chunks="/assets/dashboard.js /assets/client.js">
      <a id="journal" href="/journal?week=3">Open Your Journal</a>
      <a id="skip" href="#main">Skip to content</a>
      <a id="elsewhere" href="https://example.org/">Elsewhere</a>
      <button id="next" type="button">Next</button>
      <label><input id="devotional" type="checkbox" /> Devotional</label>
      <input id="fitness" type="checkbox" checked />
      <p id="text">Welcome, Dad</p>
    </div>
    <a id="outside" href="/groups">Groups</a>`;
  root = document.getElementById("root") as HTMLElement;
});

afterEach(() => {
  controller.abort();
  replayEarlyInput(root);
  delete document.documentElement.dataset.appLoading;
});

describe("what he does before the app has the page", () => {
  it("keeps a link he followed and a button he pressed, shows the loading bar, and presses them again in order", () => {
    holdEarlyInput(root);
    const seen = appClicks();
    const follow = click(document.getElementById("journal") as HTMLElement);
    const press = click(document.getElementById("next") as HTMLElement);
    expect(follow.defaultPrevented).toBe(true);
    expect(press.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(hasHeldInput()).toBe(true);
    expect(document.documentElement.dataset.appLoading).toBe("");

    replayEarlyInput(root);
    expect(seen).toEqual([{ target: "journal" }, { target: "next" }]);
    expect(hasHeldInput()).toBe(false);
    expect(document.documentElement.dataset.appLoading).toBeUndefined();
  });

  it("lets a box be ticked at once, and ticks it again for the app so its handler saves it", () => {
    holdEarlyInput(root);
    const seen = appClicks();
    const box = document.getElementById("devotional") as HTMLInputElement;
    const untick = document.getElementById("fitness") as HTMLInputElement;
    box.click();
    untick.click();
    // He sees what he did; the app has not been told.
    expect(box.checked).toBe(true);
    expect(untick.checked).toBe(false);
    expect(seen).toEqual([]);

    replayEarlyInput(root);
    expect(seen).toEqual([
      { target: "devotional", checked: true },
      { target: "fitness", checked: false },
    ]);
    expect(box.checked).toBe(true);
    expect(untick.checked).toBe(false);
  });

  it("does nothing again for a box ticked and unticked before the app came", () => {
    holdEarlyInput(root);
    const seen = appClicks();
    const box = document.getElementById("devotional") as HTMLInputElement;
    box.click();
    box.click();
    replayEarlyInput(root);
    expect(seen).toEqual([]);
    expect(box.checked).toBe(false);
  });

  it("leaves to the browser a jump within the page, another site, a new tab and anything outside the page", () => {
    holdEarlyInput(root);
    appClicks();
    expect(click(document.getElementById("skip") as HTMLElement).defaultPrevented).toBe(false);
    expect(click(document.getElementById("elsewhere") as HTMLElement).defaultPrevented).toBe(false);
    expect(click(document.getElementById("journal") as HTMLElement, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(document.getElementById("outside") as HTMLElement).defaultPrevented).toBe(false);
    expect(hasHeldInput()).toBe(false);
  });

  it("keeps no press that is not on a control, and a page that was not held has nothing done again", () => {
    const seen = appClicks();
    const box = document.getElementById("devotional") as HTMLInputElement;
    box.click();
    replayEarlyInput(root);
    // Not held: the click reached the app when it happened, and nothing is repeated.
    expect(seen).toEqual([{ target: "devotional", checked: true }]);

    holdEarlyInput(root);
    click(document.getElementById("text") as HTMLElement);
    expect(hasHeldInput()).toBe(false);
  });
});

describe("when the app starts", () => {
  it("starts nothing while he reads, and preloads the app's code once the page has loaded", async () => {
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent(root, start, controller.signal);
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(3));
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
    expect(preloaded).toEqual(["/assets/main.js", "/assets/client.js", "/assets/dashboard.js"]);
    expect(start).not.toHaveBeenCalled();
  });

  it.each(["pointerdown", "keydown", "touchstart", "focusin", "wheel", "pointerover"])("starts the app once on %s", (type) => {
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent(root, start, controller.signal);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event("pointerdown"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts the app when he comes back to the tab", () => {
    const start = vi.fn(() => Promise.resolve());
    const visibility = vi.spyOn(document, "visibilityState", "get");
    hydrateOnIntent(root, start, controller.signal);
    visibility.mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(start).not.toHaveBeenCalled();
    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(start).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it("gives the page back to the browser when the app's code cannot be loaded: the link he followed is followed", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", {
      ...window.location,
      href: window.location.href,
      origin: window.location.origin,
      pathname: window.location.pathname,
      search: "",
      assign,
    });
    hydrateOnIntent(root, () => Promise.reject(new Error("offline")), controller.signal);
    window.dispatchEvent(new Event("pointerdown"));
    click(document.getElementById("next") as HTMLElement);
    click(document.getElementById("journal") as HTMLElement);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(new URL("/journal?week=3", document.baseURI).href));
    expect(hasHeldInput()).toBe(false);
    expect(document.documentElement.dataset.appLoading).toBeUndefined();
    vi.unstubAllGlobals();
  });
});
