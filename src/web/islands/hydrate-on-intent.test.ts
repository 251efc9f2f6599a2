// @vitest-environment happy-dom
// A dashboard the server rendered is held until he acts (hydrate-on-intent.ts): reading it starts
// nothing, the first touch, key, pointer or click starts the app once, and what he pressed, ticked or typed before
// React had the page is done again afterwards — the app's handlers see it once, after hydration, never half-way, and
// nothing he did not do is done.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hasHeldInput, holdEarlyInput, hydrateOnIntent, letGo, replayEarlyInput } from "./hydrate-on-intent.ts";

let root: HTMLElement;
let controller: AbortController;

interface Seen {
  type: string;
  target: string;
  checked?: boolean;
  value?: string;
}

/**
 * What "the app" (React, once hydrated) sees: clicks that reach #root (a box with its state then) and the input of a
 * text field (a box's own input event follows its click: not listed).
 */
function appEvents(): Seen[] {
  const seen: Seen[] = [];
  root.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    seen.push({ type: "click", target: target.id, ...(target instanceof HTMLInputElement ? { checked: target.checked } : {}) });
  });
  root.addEventListener("input", (event) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLTextAreaElement) seen.push({ type: "input", target: target.id, value: target.value });
  });
  return seen;
}

function click(element: HTMLElement, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

beforeEach(() => {
  controller = new AbortController();
  document.body.innerHTML = `
    <div id="root" data-hydrate="on-intent" data-app="/assets/main.js /assets/client.js" data-chunks="/assets/dashboard.js /assets/client.js">
      <a id="journal" href="/journal?week=3">Open Your <svg id="icon"></svg>Journal</a>
      <a id="skip" href="#main">Skip to content</a>
      <a id="elsewhere" href="https://example.org/">Elsewhere</a>
      <a id="guide" href="/uploads/leader-guide.pdf">Leader guide</a>
      <button id="next" type="button">Next</button>
      <button id="previous" type="button">Previous</button>
      <label id="devotional-label"><input id="devotional" type="checkbox" /> Devotional</label>
      <input id="fitness" type="checkbox" checked />
      <input id="journal-box" type="checkbox" />
      <input id="small" type="radio" name="size" checked /><input id="large" type="radio" name="size" />
      <textarea id="note"></textarea>
      <textarea id="question" data-enter-sends=""></textarea>
      <p id="text">Welcome, Dad</p>
    </div>
    <a id="outside" href="/groups">Groups</a>`;
  root = byId("root");
});

afterEach(async () => {
  controller.abort();
  await replayEarlyInput();
  delete document.documentElement.dataset.appLoading;
  vi.unstubAllGlobals();
});

describe("what he does before the app has the page", () => {
  it("keeps a link he followed (on its text or its icon) and a button he pressed, shows the loading bar, and presses them again in order", async () => {
    holdEarlyInput(root);
    const seen = appEvents();
    const follow = click(byId("icon"));
    const press = click(byId("next"));
    expect(follow.defaultPrevented).toBe(true);
    expect(press.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(hasHeldInput()).toBe(true);
    expect(document.documentElement.dataset.appLoading).toBe("");

    await replayEarlyInput();
    expect(seen).toEqual([
      { type: "click", target: "journal" },
      { type: "click", target: "next" },
    ]);
    expect(hasHeldInput()).toBe(false);
    expect(document.documentElement.dataset.appLoading).toBeUndefined();
  });

  it("presses each kept control in a task of its own, so the app has done one before the next", async () => {
    holdEarlyInput(root);
    click(byId("next"));
    click(byId("previous"));
    const tasks: string[] = [];
    root.addEventListener("click", (event) => {
      tasks.push((event.target as HTMLElement).id);
      queueMicrotask(() => tasks.push(`after ${(event.target as HTMLElement).id}`));
    });
    await replayEarlyInput();
    expect(tasks).toEqual(["next", "after next", "previous", "after previous"]);
  });

  it("lets a box be ticked at once, and ticks it again for the app so its handler saves it", async () => {
    holdEarlyInput(root);
    const seen = appEvents();
    const box = byId<HTMLInputElement>("devotional");
    const untick = byId<HTMLInputElement>("fitness");
    box.click();
    untick.click();
    // He sees what he did; the app has not been told.
    expect(box.checked).toBe(true);
    expect(untick.checked).toBe(false);
    expect(seen).toEqual([]);

    await replayEarlyInput();
    expect(seen).toEqual([
      { type: "click", target: "devotional", checked: true },
      { type: "click", target: "fitness", checked: false },
    ]);
    expect(box.checked).toBe(true);
    expect(untick.checked).toBe(false);
  });

  it("tells the app of each box as he left it, though the app draws its boxes again as it hears of the first", async () => {
    holdEarlyInput(root);
    const devotional = byId<HTMLInputElement>("devotional");
    const journal = byId<HTMLInputElement>("journal-box");
    devotional.click();
    journal.click();
    const seen = appEvents();
    // A controlled box: when the app draws again after the first change, the other box shows the app's state (unticked).
    root.addEventListener("click", (event) => {
      if (event.target === devotional) journal.checked = false;
    });
    await replayEarlyInput();
    expect(seen).toEqual([
      { type: "click", target: "devotional", checked: true },
      { type: "click", target: "journal-box", checked: true },
    ]);
    expect(journal.checked).toBe(true);
  });

  it("tells the app of nothing he did not do: a box ticked and unticked again, a box the page changed, an untouched field", async () => {
    holdEarlyInput(root);
    const seen = appEvents();
    const box = byId<HTMLInputElement>("devotional");
    box.click();
    box.click();
    // Hydrated with newer answers, a box may show another state than the server's page: not his doing.
    const changedByThePage = byId<HTMLInputElement>("journal-box");
    changedByThePage.defaultChecked = true;
    changedByThePage.checked = true;
    await replayEarlyInput();
    expect(seen).toEqual([]);
    expect(box.checked).toBe(false);
  });

  it("tells the app of the radio he chose and the text he typed", async () => {
    holdEarlyInput(root);
    const seen = appEvents();
    byId<HTMLInputElement>("large").click();
    const note = byId<HTMLTextAreaElement>("note");
    note.value = "We ran together";
    note.dispatchEvent(new Event("input", { bubbles: true }));
    expect(seen).toEqual([]);

    await replayEarlyInput();
    expect(seen).toEqual([
      { type: "click", target: "large", checked: true },
      { type: "input", target: "note", value: "We ran together" },
    ]);
    expect(byId<HTMLInputElement>("large").checked).toBe(true);
    expect(byId<HTMLInputElement>("small").checked).toBe(false);
  });

  it("keeps an Enter that sends (no new line meanwhile) and presses it after the text; Shift+Enter and a note's Enter stay the browser's", async () => {
    holdEarlyInput(root);
    const seen = appEvents();
    const keys: string[] = [];
    root.addEventListener("keydown", (event) => keys.push(`${(event.target as HTMLElement).id}:${event.key}${event.shiftKey ? "+shift" : ""}`));
    const question = byId<HTMLTextAreaElement>("question");
    question.value = "How do we begin?";
    question.dispatchEvent(new Event("input", { bubbles: true }));
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    question.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const shifted = new KeyboardEvent("keydown", { key: "Enter", shiftKey: true, bubbles: true, cancelable: true });
    question.dispatchEvent(shifted);
    const inNote = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    byId("note").dispatchEvent(inNote);
    expect([shifted.defaultPrevented, inNote.defaultPrevented]).toEqual([false, false]);
    expect(keys).toEqual(["question:Enter+shift", "note:Enter"]);
    keys.length = 0;

    await replayEarlyInput();
    expect(seen).toEqual([{ type: "input", target: "question", value: "How do we begin?" }]);
    expect(keys).toEqual(["question:Enter"]);
  });

  it("leaves to the browser a jump within the page, another site, a file, a new tab and anything outside the page", () => {
    holdEarlyInput(root);
    appEvents();
    expect(click(byId("skip")).defaultPrevented).toBe(false);
    expect(click(byId("elsewhere")).defaultPrevented).toBe(false);
    expect(click(byId("guide")).defaultPrevented).toBe(false);
    expect(click(byId("journal"), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(byId("outside")).defaultPrevented).toBe(false);
    expect(hasHeldInput()).toBe(false);
  });

  it("keeps no press that is not on a control, and a page that was not held has nothing done again", async () => {
    const seen = appEvents();
    byId<HTMLInputElement>("devotional").click();
    await replayEarlyInput();
    // Not held: the click reached the app when it happened, and nothing is repeated.
    expect(seen).toEqual([{ type: "click", target: "devotional", checked: true }]);

    holdEarlyInput(root);
    click(byId("text"));
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

  it("starts the app once a part only the app can fill comes into view, not before", async () => {
    const observed: Element[] = [];
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const waiting = document.createElement("p");
    waiting.setAttribute("data-filled-by-app", "");
    root.append(waiting);
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent(root, start, controller.signal);
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(observed).toEqual([waiting]));
    report?.([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    report?.([{ isIntersecting: true }]);
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it.each(["pointerdown", "keydown", "touchstart", "focusin", "wheel", "pointerover", "click"])("starts the app once on %s", (type) => {
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent(root, start, controller.signal);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event("pointerdown"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts the app on a click that nothing came before (a screen reader's), and keeps that press", () => {
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent(root, start, controller.signal);
    const press = click(byId("next"));
    expect(start).toHaveBeenCalledTimes(1);
    expect(press.defaultPrevented).toBe(true);
    expect(hasHeldInput()).toBe(true);
  });

  it("gives the page back to the browser when the app cannot come: the link he followed is followed", async () => {
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
    click(byId("next"));
    click(byId("journal"));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(new URL("/journal?week=3", document.baseURI).href));
    expect(hasHeldInput()).toBe(false);
    expect(document.documentElement.dataset.appLoading).toBeUndefined();
    // The page is the browser's again: a press is no longer kept.
    expect(click(byId("next")).defaultPrevented).toBe(false);
  });

  it("lets go when the screen's code fails after the app came (main.tsx), with nothing kept", () => {
    holdEarlyInput(root);
    click(byId("next"));
    letGo();
    expect(hasHeldInput()).toBe(false);
    expect(document.documentElement.dataset.appLoading).toBeUndefined();
    expect(click(byId("previous")).defaultPrevented).toBe(false);
  });
});

describe("a page React had to draw anew (a recoverable hydration error)", () => {
  /** What React does after a mismatch: every element of the page replaced by one it drew itself. */
  function drawAnew(html = root.innerHTML): void {
    root.innerHTML = html.replace(/ checked=""/g, "");
  }

  it("still does what he pressed and ticked, once, on the controls drawn in their place", async () => {
    holdEarlyInput(root);
    click(byId("devotional"));
    click(byId("next"));
    drawAnew();
    const seen = appEvents();
    await replayEarlyInput();
    expect(seen).toEqual([
      { type: "click", target: "devotional", checked: true },
      { type: "click", target: "next" },
    ]);
    expect(document.querySelector("[data-held-input-lost]")).toBeNull();
  });

  it("finds a ticked box again by its item and label though React gave it another generated id", async () => {
    root.innerHTML = `
      <div><input id="_R_1_" type="checkbox" data-item="week-1-devotional" /><label for="_R_1_">Devotional</label></div>
      <div><input id="_R_2_" type="checkbox" data-item="week-1-challenge" /><label for="_R_2_">Fitness Challenge</label></div>`;
    holdEarlyInput(root);
    click(byId("_R_2_"));
    // The browser's own drawing: its useId ids, not the server's.
    drawAnew(root.innerHTML.replaceAll("_R_", "_r_"));
    const seen = appEvents();
    await replayEarlyInput();
    expect(seen).toEqual([{ type: "click", target: "_r_2_", checked: true }]);
    expect(byId<HTMLInputElement>("_r_1_").checked).toBe(false);
    expect(document.querySelector("[data-held-input-lost]")).toBeNull();
  });

  it("says plainly when what he pressed is no longer on the page", async () => {
    holdEarlyInput(root);
    click(byId("previous"));
    drawAnew(root.innerHTML.replace(/<button id="previous"[^]*?<\/button>/, ""));
    const seen = appEvents();
    await replayEarlyInput();
    expect(seen).toEqual([]);
    expect(document.querySelector("[role=alert][data-held-input-lost]")?.textContent).toMatch(/could not be done/);
  });
});
