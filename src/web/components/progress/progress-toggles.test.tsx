// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { placeholderProgress, type TProgress, type TToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { checkboxStates, initialToggleState, toggleReducer, useProgressToggles } from "./progress-toggles.ts";

afterEach(() => vi.restoreAllMocks());

describe("toggleReducer", () => {
  it("shows the new value at once and marks only that flag pending", () => {
    const state = toggleReducer(initialToggleState, { type: "started", flag: "challenge", completed: true });
    expect(checkboxStates(placeholderProgress(3), state)).toEqual([
      { flag: "devotional", checked: false, pending: false },
      { flag: "challenge", checked: true, pending: true },
      { flag: "journal", checked: false, pending: false },
    ]);
  });

  it("reverts to the server's value when the save fails", () => {
    const server: TProgress = { ...placeholderProgress(3), id: 9, devotionalCompleted: true };
    const started = toggleReducer(initialToggleState, { type: "started", flag: "devotional", completed: false });
    expect(checkboxStates(server, started)[0]).toEqual({ flag: "devotional", checked: false, pending: true });
    const failed = toggleReducer(started, { type: "failed", flag: "devotional" });
    expect(checkboxStates(server, failed)[0]).toEqual({ flag: "devotional", checked: true, pending: false });
  });

  it("keeps other flags pending when one settles", () => {
    let state = toggleReducer(initialToggleState, { type: "started", flag: "devotional", completed: true });
    state = toggleReducer(state, { type: "started", flag: "journal", completed: true });
    state = toggleReducer(state, { type: "saved", flag: "devotional" });
    expect(checkboxStates(placeholderProgress(1), state).map((c) => c.pending)).toEqual([false, false, true]);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useProgressToggles", () => {
  it("checks at once, hands the answer to onSaved, then shows the server's value", async () => {
    const pending = deferred<TToggleProgressResponse>();
    const save = vi.fn(() => pending.promise);
    let server = placeholderProgress(2);
    const onSaved = vi.fn((result: TToggleProgressResponse) => {
      server = result.progress;
    });
    const { result, rerender } = renderHook(() => useProgressToggles({ weekNumber: 2, progress: server, onSaved, save }));

    let done!: Promise<void>;
    act(() => {
      done = result.current.toggle("devotional", true);
    });
    expect(result.current.checkboxes[0]).toEqual({ flag: "devotional", checked: true, pending: true });
    expect(save).toHaveBeenCalledWith(2, "devotional", true);

    // A second click while pending sends nothing.
    await act(async () => {
      await result.current.toggle("devotional", false);
    });
    expect(save).toHaveBeenCalledTimes(1);

    const answer = {
      progress: { ...placeholderProgress(2), id: 5, devotionalCompleted: true },
      achievements: { devotionalsCompleted: 1, challengesCompleted: 0 },
    };
    await act(async () => {
      pending.resolve(answer);
      await done;
    });
    rerender();
    expect(onSaved).toHaveBeenCalledWith(answer, "devotional");
    expect(result.current.checkboxes[0]).toEqual({ flag: "devotional", checked: true, pending: false });
  });

  it("reverts the checkbox and only logs when the save fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const pending = deferred<TToggleProgressResponse>();
    const onSaved = vi.fn();
    const { result } = renderHook(() => useProgressToggles({ weekNumber: 4, progress: placeholderProgress(4), onSaved, save: () => pending.promise }));
    let done!: Promise<void>;
    act(() => {
      done = result.current.toggle("journal", true);
    });
    expect(result.current.checkboxes[2]).toEqual({ flag: "journal", checked: true, pending: true });
    expect(result.current.checkboxes[0]?.pending).toBe(false);

    await act(async () => {
      pending.reject(new Error("offline"));
      await done;
    });
    expect(result.current.checkboxes[2]).toEqual({ flag: "journal", checked: false, pending: false });
    expect(onSaved).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });
});
