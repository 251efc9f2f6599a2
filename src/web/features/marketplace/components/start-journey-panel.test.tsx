// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { messages } from "../../../../shared/messages.ts";
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { buildMarketplacePlan } from "../../../../../tests/support/marketplace-plan.ts";
import { StartJourneyPanel } from "./start-journey-panel.tsx";

const plan = buildMarketplacePlan({ id: 3, title: "Strong Roots", description: null, durationWeeks: 4, category: null, tags: [] });

function renderPanel(planOverrides: Partial<TMarketplacePlan> = {}, error: string | null = null) {
  const onStart = vi.fn();
  renderWithApp(<StartJourneyPanel plan={{ ...plan, ...planOverrides }} dashboardHref="/dashboard/dad" onStart={onStart} starting={false} error={error} />);
  return { onStart, panel: screen.getByRole("region", { name: "Start Your Journey" }) };
}

describe("StartJourneyPanel", () => {
  it("offers 'Start This Plan'", async () => {
    const { onStart } = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Start This Plan" }));
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.getByText(/4 weeks of devotionals/)).toBeInTheDocument();
    expect(screen.getByText("Free")).toBeInTheDocument();
  });

  it("replaces the start with the spec's notice on the viewer's own plan", () => {
    renderPanel({ isSelected: true });
    expect(screen.queryByRole("button", { name: "Start This Plan" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(messages.alreadyOnPlan);
    expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard/dad");
  });

  it("shows the price of a paid plan and still offers its start (week 1 is free)", () => {
    renderPanel({ priceCents: 2500 });
    expect(screen.getByText("$25.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start This Plan" })).toBeInTheDocument();
  });

  it("lets a buyer start a paid plan", () => {
    renderPanel({ priceCents: 2500, canStart: true });
    expect(screen.getByRole("button", { name: "Start This Plan" })).toBeInTheDocument();
  });

  it("shows a failed start as an alert", () => {
    renderPanel({}, messages.selectPlanFailed);
    expect(screen.getByRole("alert").textContent).toContain(messages.selectPlanFailed);
  });
});
