// @vitest-environment happy-dom
// The marketplace in Spanish: a paid plan's card (its facts, price and buttons) and the search form a dad reads first.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { buildMarketplacePlan } from "../../../../../tests/support/marketplace-plan.ts";
import { PlanCard } from "./plan-card.tsx";
import { PlanFiltersForm } from "./plan-filters.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

describe("the marketplace in Spanish", () => {
  readInSpanish();

  it("says a plan's weeks, category, price and buttons in Spanish, with the price in the reader's format", () => {
    renderWithApp(
      <>
        <PlanFiltersForm value={{}} onChange={vi.fn()} />
        <PlanCard
          plan={buildMarketplacePlan({ priceCents: 1299, durationWeeks: 1 })}
          detailHref="/marketplace/plans/7"
          dashboardHref="/dashboard/dad"
          onStart={vi.fn()}
          starting={false}
          disabled={false}
          error={null}
        />
      </>,
    );
    const card = screen.getByRole("article", { name: "Courage Together" });
    expect(within(card).getByText("1 semana")).toBeInTheDocument();
    expect(within(card).getByText("Liderazgo")).toBeInTheDocument();
    expect(within(card).getByText(/12,99/)).toBeInTheDocument();
    expect(within(card).getByText("La semana 1 es gratis")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Empezar este plan" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /^Ver detalles/ })).toBeInTheDocument();

    const search = screen.getByRole("search", { name: "Buscar un plan" });
    expect(within(search).getByRole("searchbox", { name: "Buscar por título" })).toBeInTheDocument();
    expect(within(search).getByRole("option", { name: "Todas las categorías" })).toBeInTheDocument();
    expect(within(search).getByRole("option", { name: "Crecimiento personal" })).toBeInTheDocument();
    expect(within(search).getByRole("option", { name: "Todos los idiomas" })).toBeInTheDocument();
  });
});
