// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanFiltersForm } from "./plan-filters.tsx";

afterEach(cleanup);

describe("PlanFiltersForm", () => {
  it("applies a category at once and a search on Enter", async () => {
    const onChange = vi.fn();
    render(<PlanFiltersForm value={{}} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText("Category"), "relationships");
    expect(onChange).toHaveBeenLastCalledWith({ q: undefined, category: "relationships" });

    await userEvent.type(screen.getByLabelText("Search by title"), "  courage {Enter}");
    expect(onChange).toHaveBeenLastCalledWith({ q: "courage", category: "relationships" });
  });

  it("refuses an over-long search with the field's message and applies nothing", async () => {
    const onChange = vi.fn();
    render(<PlanFiltersForm value={{}} onChange={onChange} />);
    const search = screen.getByLabelText("Search by title");
    await userEvent.click(search);
    await userEvent.paste("x".repeat(101));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Search at most 100 characters")).toBeInTheDocument();
    expect(search.getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the filters from the address and clears them", async () => {
    const onChange = vi.fn();
    render(<PlanFiltersForm value={{ q: "roots", category: "faith" }} onChange={onChange} />);
    expect((screen.getByLabelText("Search by title") as HTMLInputElement).value).toBe("roots");
    expect((screen.getByLabelText("Category") as HTMLSelectElement).value).toBe("faith");
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onChange).toHaveBeenCalledWith({});
  });
});
