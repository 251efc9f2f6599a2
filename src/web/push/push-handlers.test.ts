import { describe, expect, it, vi } from "vitest";
import { handleNotificationClick, handlePushEvent, parsePushMessage, type PushScope } from "./push-handlers.ts";

function scope(windows: Array<{ url: string; focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> }> = []) {
  return {
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    location: { origin: "https://app.example" },
  } satisfies PushScope;
}

describe("the service worker's push handlers", () => {
  it("shows the server's notification with its tag and the in-app link", async () => {
    const s = scope();
    const waits: Array<Promise<unknown>> = [];
    handlePushEvent(s, {
      data: { json: () => ({ title: "Your family's week is ready", body: "Hi", url: "/week/3", tag: "reminder-2026-03-08" }), text: () => "" },
      waitUntil: (p) => waits.push(p),
    });
    await Promise.all(waits);
    expect(s.registration.showNotification).toHaveBeenCalledWith(
      "Your family's week is ready",
      expect.objectContaining({ body: "Hi", tag: "reminder-2026-03-08", data: { url: "/week/3" } }),
    );
  });

  it("never sends the reader to another site", () => {
    expect(parsePushMessage({ json: () => ({ title: "x", body: "y", url: "https://evil.example/", tag: "t" }), text: () => "" }).url).toBe("/");
    expect(parsePushMessage({ json: () => ({ url: "//evil.example" }), text: () => "" }).url).toBe("/");
    expect(parsePushMessage(null).body).toBe("Your family's week is ready.");
  });

  it("a click focuses an open tab and moves it to the page, or opens one", async () => {
    const tab = { url: "https://app.example/dashboard/dad", focus: vi.fn(async () => {}), navigate: vi.fn(async () => {}) };
    const withTab = scope([tab]);
    const waits: Array<Promise<unknown>> = [];
    const close = vi.fn();
    handleNotificationClick(withTab, { notification: { data: { url: "/week/2" }, close }, waitUntil: (p) => waits.push(p) });
    await Promise.all(waits);
    expect(close).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith("https://app.example/week/2");
    expect(tab.focus).toHaveBeenCalled();
    const empty = scope();
    handleNotificationClick(empty, { notification: { data: { url: "/reminders" }, close }, waitUntil: (p) => waits.push(p) });
    await Promise.all(waits);
    expect(empty.clients.openWindow).toHaveBeenCalledWith("https://app.example/reminders");
  });
});
