// @vitest-environment happy-dom
// The Fitness view and the week's fitness log drawn in Spanish: headings, units, comparisons and the form's refusals.
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TFitnessLogResponse, TFitnessResult } from "../../../../shared/schemas/fitness.ts";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { FitnessLogPanel } from "./fitness-log-panel.tsx";
import { FitnessPage } from "./fitness-page.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

const pushUps = (id: number, personId: string, weekNumber: number, value: number): TFitnessResult => ({
  id,
  personId,
  challengeId: 7,
  planId: 3,
  weekNumber,
  challengeTitle: "Prueba",
  measureKey: "flexiones|repetitions",
  measureLabel: "Flexiones",
  unit: "repetitions",
  version: "standard",
  value,
  test: true,
  loggedBy: personId === "son-1" ? "dad" : "self",
  loggedAt: `2026-01-0${weekNumber}T00:00:00.000Z`,
});

const family: TFitnessLogResponse = {
  people: [
    { userId: "dad-1", fullName: "Dan", role: "dad", isViewer: true, canLog: true, ageBand: "adult" },
    { userId: "son-1", fullName: "Sam", role: "son", isViewer: false, canLog: true, ageBand: "under_13" },
  ],
  results: [pushUps(1, "son-1", 1, 12), pushUps(2, "son-1", 5, 18), pushUps(3, "dad-1", 1, 30)],
  measures: [],
};

describe("fitness in Spanish", () => {
  readInSpanish();

  it("draws the Fitness view's chart, comparison and table in Spanish", async () => {
    stubFetchWith(async () => jsonResponse(200, family));
    renderWithApp(<FitnessPage />, { path: "/fitness", user: testUser("dad") });

    expect(await screen.findByRole("heading", { name: "Ejercicio", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Flexiones (repeticiones)" })).toBeInTheDocument();
    expect(
      screen.getByText(/Semana 1: 12 repeticiones → Semana 5: 18 repeticiones\. 6 repeticiones más de la semana 1 a la semana 5\. ¡Buen trabajo/),
    ).toBeInTheDocument();
    expect(screen.getByText("Flexiones por semana (repeticiones)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Descarga tu registro de ejercicio" })).toBeInTheDocument();
    expect(screen.getByText("Tus resultados y los de tus hijos, en un archivo para guardar.")).toBeInTheDocument();
  });

  it("asks and refuses in Spanish on the week's log", async () => {
    stubFetchWith(async () => jsonResponse(200, family));
    const user = userEvent.setup();
    const challenge = {
      id: 7,
      title: "Prueba",
      measures: [{ key: "flexiones|repetitions", unit: "repetitions" as const, label: "Flexiones", targets: { standard: 20, easier: 10, harder: null } }],
      safety: "calienta primero.",
    };
    renderWithApp(<FitnessLogPanel week={1} planId={3} challenge={challenge} />, { user: testUser("dad") });

    const panel = screen.getByRole("region", { name: /Registra tu progreso/ });
    expect(within(panel).getByText("Semana de prueba")).toBeInTheDocument();
    expect(await screen.findByText("Meta de la versión estándar: 20")).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Seguridad" })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Flexiones \(repeticiones\)/), "12.5");
    await user.click(screen.getByRole("button", { name: "Guardar resultado" }));
    expect(await screen.findByText("Escribe un número entero de repeticiones")).toBeInTheDocument();
  });
});
