// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPIED_INDICATOR_MS } from "../../../../shared/constants.ts";
import { GroupCode } from "./group-code.tsx";

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Copy group code" }));
  });
}

describe("GroupCode", () => {
  it("copies the code and shows a check mark for 2 seconds", async () => {
    render(<GroupCode code="K7QX3M" />);
    expect(screen.getByText("K7QX3M")).toBeInTheDocument();
    await clickCopy();

    expect(writeText).toHaveBeenCalledWith("K7QX3M");
    expect(screen.getByRole("button", { name: "Group code copied" })).toBeInTheDocument();
    expect(screen.getByTestId("copied-check")).toBeInTheDocument();
    expect(screen.getByRole("status").textContent).toBe("Code copied to the clipboard.");

    act(() => vi.advanceTimersByTime(COPIED_INDICATOR_MS - 1));
    expect(screen.queryByTestId("copied-check")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("copied-check")).toBeNull();
    expect(screen.getByRole("button", { name: "Copy group code" })).toBeInTheDocument();
  });

  it("says so when the clipboard refuses, without a check mark", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    render(<GroupCode code="K7QX3M" />);
    await clickCopy();
    expect(screen.queryByTestId("copied-check")).toBeNull();
    expect(screen.getByRole("status").textContent).toMatch(/select the code and copy it/);
  });
});
