// @vitest-environment happy-dom
// The admin dashboard in Spanish: its title, stat cards in the reader's money format, its tabs and the links to the
// other admin screens.
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { describeInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { AdminPage } from "./admin-page.tsx";

describeInSpanish("AdminPage", () => {
  it("says its stats, tabs and links in Spanish", async () => {
    stubFetch({
      status: 200,
      body: {
        stats: { totalRevenueCents: 2599, platformCommissionsCents: 312, activePlans: 2 },
        plans: [],
        purchases: [],
        purchaseCount: 0,
        organizations: [],
        mailTransport: "outbox",
      },
    });
    renderWithApp(<AdminPage tabs={{ plans: () => <p>plans</p>, purchases: () => <p>purchases</p> }} />, { path: "/admin" });
    expect(await screen.findByText("Ingresos totales")).toBeInTheDocument();
    expect(screen.getByText(/25,99/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Panel de administración" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Organizaciones" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Configuración" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Administrar usuarios" })).toBeInTheDocument();
  });
});
