// @vitest-environment happy-dom
// A tick with no network is kept on the phone and stays ticked; other failures still revert.
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { placeholderProgress } from "../../../shared/progress-flags.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useProgressToggles } from "./progress-toggles.ts";

describe("a tick made with no network", () => {
  it("is kept for later and stays ticked, not pending", async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(0, "NETWORK_ERROR", "offline")));
    const keep = vi.fn(() => Promise.resolve(true));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useProgressToggles({ weekNumber: 3, progress: placeholderProgress(3), onSaved, save, keep }));
    await act(async () => {
      await result.current.toggle("challenge", true);
    });
    expect(keep).toHaveBeenCalledWith(3, "challenge", true);
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.checkboxes[1]).toEqual({ flag: "challenge", checked: true, pending: false });
  });

  it("still reverts when the server refuses it, or when nobody is signed in to keep it for", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const [error, kept] of [
      [new ApiError(403, "FORBIDDEN", "no"), true],
      [new ApiError(0, "NETWORK_ERROR", "offline"), false],
    ] as const) {
      const keep = vi.fn(() => Promise.resolve(kept));
      const save = vi.fn(() => Promise.reject(error));
      const { result } = renderHook(() => useProgressToggles({ weekNumber: 3, progress: placeholderProgress(3), onSaved: vi.fn(), save, keep }));
      await act(async () => {
        await result.current.toggle("devotional", true);
      });
      expect(result.current.checkboxes[0]).toEqual({ flag: "devotional", checked: false, pending: false });
    }
    warn.mockRestore();
  });
});
