// @vitest-environment happy-dom
// Buying in Spanish: the plan page's purchase block (price, refund policy, Buy) and a purchases table with its status
// and refund button, money in the reader's format.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { BuyPlanSection } from "./buy-plan-section.tsx";
import { PurchasesTable } from "./purchases-table.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

const plan: TMarketplacePlan = {
  id: 7,
  title: "Courage Together",
  description: null,
  coverImageUrl: null,
  durationWeeks: 6,
  category: "leadership",
  language: "en",
  tags: [],
  priceCents: 1299,
  canStart: true,
  purchased: false,
  purchaseBlocker: null,
  isSelected: false,
  organization: null,
};

describe("buying in Spanish", () => {
  readInSpanish();

  it("says the offer, the refund policy and the purchases in Spanish", () => {
    renderWithApp(
      <>
        <BuyPlanSection plan={plan} returnedFromCheckout={false} />
        <PurchasesTable
          canRefund
          purchases={[
            {
              id: 1,
              createdAt: "2026-11-02T12:00:00Z",
              userName: "Tom Smith",
              planTitle: "Courage Together",
              amountCents: 1299,
              commissionCents: 156,
              payoutCents: 1143,
              refundedCents: 0,
              status: "completed",
              disputeStatus: null,
              refundableCents: 1299,
            },
          ]}
        />
      </>,
    );
    expect(screen.getByRole("heading", { name: /^Abre las semanas 2–6 por 12,99/ })).toBeInTheDocument();
    expect(screen.getByText("Política de reembolso.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Comprar por 12,99/ })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Comisión" })).toBeInTheDocument();
    expect(screen.getByText("Completada")).toBeInTheDocument();
    expect(screen.getByText(/nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reembolsar la compra de Courage Together de Tom Smith" })).toBeInTheDocument();
  });
});
