// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { marketplaceMessages, type TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { buildMarketplacePlan } from "../../../../../tests/support/marketplace-plan.ts";
import { PlanCard, type PlanCardProps } from "./plan-card.tsx";

function renderCard(overrides: Partial<PlanCardProps> = {}, planOverrides: Partial<TMarketplacePlan> = {}) {
  const onStart = vi.fn();
  renderWithApp(
    <PlanCard
      plan={buildMarketplacePlan(planOverrides)}
      detailHref="/marketplace/plans/7"
      dashboardHref="/dashboard/son"
      onStart={onStart}
      starting={false}
      disabled={false}
      error={null}
      {...overrides}
    />,
  );
  return { onStart, card: screen.getByRole("article", { name: "Courage Together" }) };
}

describe("PlanCard", () => {
  it("shows what a dad or son needs to choose, and starts the plan", async () => {
    const { onStart, card } = renderCard();
    expect(within(card).getByRole("link", { name: "Courage Together" }).getAttribute("href")).toBe("/marketplace/plans/7");
    expect(within(card).getByText("6 weeks")).toBeInTheDocument();
    expect(within(card).getByText("Leadership")).toBeInTheDocument();
    expect(
      within(within(card).getByRole("list", { name: "Tags" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Courage", "Fathers and sons"]);
    expect(within(card).getByText("Six weeks of faith and grit.")).toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).toBeNull();
    // A free plan says so, read out as "Price: Free".
    expect(within(within(card).getByRole("list", { name: "Plan details" })).getByText("Free")).toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Start This Plan" }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("shows the price of a paid plan, offers its start and says week 1 is free", () => {
    const { card } = renderCard({}, { priceCents: 1299 });
    expect(within(card).getByText("$12.99")).toBeInTheDocument();
    expect(within(card).queryByText("Free")).toBeNull();
    expect(within(card).getByRole("button", { name: "Start This Plan" })).toBeInTheDocument();
    expect(within(card).getByText(marketplaceMessages.firstWeekFree)).toBeInTheDocument();
  });

  it("marks the viewer's current plan and leads to the dashboard", () => {
    const { card } = renderCard({}, { isSelected: true });
    expect(within(card).getByText("Your current plan")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard/son");
    expect(within(card).queryByRole("button", { name: "Start This Plan" })).toBeNull();
  });

  it("says why its start failed, and keeps the button busy while starting", () => {
    const { card } = renderCard({ error: "Failed to select plan", starting: true });
    expect(within(card).getByRole("alert").textContent).toBe("Failed to select plan");
    expect((within(card).getByRole("button", { name: "Start This Plan" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
