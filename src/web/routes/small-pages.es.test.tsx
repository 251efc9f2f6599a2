// @vitest-environment happy-dom
// The small pages drawn in Spanish: the first run's plan choice, the family-link mail's page and the offline
// notice.
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchWith } from "../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../tests/web-support/render.tsx";
import { FamilyConfirmPage } from "../features/family/components/family-confirm-page.tsx";
import { FirstRunPage } from "../features/family/components/first-run-page.tsx";
import { OfflineNotices } from "../offline/offline-notices.tsx";
import { setOfflineStatus } from "../offline/offline-status.ts";
import { readInSpanish } from "../../../tests/web-support/spanish.ts";

describe("the small pages in Spanish", () => {
  readInSpanish();

  it("the first run offers the plans in Spanish, with the language filter", async () => {
    const plan = {
      id: 3,
      title: "Fuertes juntos",
      description: null,
      coverImageUrl: null,
      durationWeeks: 4,
      priceCents: 0,
      language: "es",
      weeks: [{ weekNumber: 1, devotionalTitle: null, challengeTitle: null }],
    };
    stubFetchWith(async () => jsonResponse(200, { plans: [plan] }));
    renderWithApp(<FirstRunPage state={{}} />, { path: "/start", user: testUser("dad") });

    expect(await screen.findByRole("heading", { name: "Elige el plan de tu familia", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Idioma" })).toHaveDisplayValue("Todos los idiomas");
    expect(screen.getByText(/4 semanas · Gratis/)).toBeInTheDocument();
    expect(screen.getByText("Resumen semana a semana")).toBeInTheDocument();
    expect(screen.getByText("Devocional muy pronto")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Empezar Fuertes juntos" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Decidir después: ir a mi semana" })).toBeInTheDocument();
  });

  it("the family-link mail's page asks in Spanish", async () => {
    stubFetchWith(async () => jsonResponse(200, { dadName: "Dan", sonName: "Sam", email: "sam@example.com" }));
    renderWithApp(<FamilyConfirmPage token={"t".repeat(30)} />, { path: "/family/confirm" });

    expect(await screen.findByText(/registró/)).toHaveTextContent(
      "Dan registró sam@example.com como su hijo, Sam. Hasta que confirmes, él no puede ver ni cambiar nada de esta cuenta.",
    );
    expect(screen.getByRole("button", { name: "Sí, es mi papá" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "No soy yo" })).toBeInTheDocument();
  });

  it("the offline notice speaks Spanish", () => {
    renderWithApp(<OfflineNotices />);
    act(() => setOfflineStatus({ online: false, pending: 2 }));
    expect(screen.getByText("Sin conexión: guardado en este teléfono.")).toBeInTheDocument();
    expect(screen.getByText(/2 cambios están esperando\./)).toBeInTheDocument();
    act(() => setOfflineStatus({ online: true, pending: 0 }));
  });
});
