// @vitest-environment happy-dom
// The plan editor in Spanish (an organization's published plan with a draft): the page's heading, its status, a
// week's fields, the checklist item by item, and the publish button an author reads; and the publishing bar over a
// draft's content.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TStudioResponse } from "../../../../shared/schemas/studio.ts";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../studio.tsx";
import { PlanStatusBar } from "./plan-status-bar.tsx";
import { PlanStudioPage } from "./plan-studio-page.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

// The draft's details are still the published plan's.
const details: TStudioResponse["document"]["details"] = {
  title: "Strong Together",
  description: "Twelve weeks.",
  durationWeeks: 2,
  category: "faith",
  tags: [],
  language: "en",
  isPublic: true,
  priceCents: 0,
  coverImageUrl: null,
};

const studio: TStudioResponse = {
  plan: {
    id: 7,
    ...details,
    status: "published",
    organizationId: 3,
    organizationName: "Grace Church",
    weeksWithContent: 1,
    version: 4,
    reviewState: "pending",
    reviewNote: null,
    hasDraft: true,
  },
  document: {
    details,
    weeks: [
      { weekNumber: 1, devotional: null, challenge: null, dadsCorner: null },
      { weekNumber: 2, devotional: null, challenge: null, dadsCorner: null },
    ],
  },
  checklist: [
    { key: "cover", message: "Add a cover image" },
    { key: "weeks.2.challenge", message: "Week 2 needs a challenge" },
  ],
  versions: [{ versionNumber: 1, publishedAt: "2026-03-05T12:00:00.000Z" }],
  notForSale: null,
  options: { devotionals: [{ id: 11, title: "Courage", weekNumber: 3 }], challenges: [], dadsCorner: [] },
};

describe("the plan editor in Spanish", () => {
  readInSpanish();

  it("says the plan's state, a week's fields and what publishing still needs in Spanish", async () => {
    stubFetch({ status: 200, body: studio });
    renderWithApp(
      <StudioProvider studio={ORGANIZATION_STUDIO}>
        <PlanStudioPage planId={7} />
      </StudioProvider>,
      { path: "/organizations/plans/7/studio" },
    );
    expect(await screen.findByRole("heading", { name: "Strong Together" })).toBeInTheDocument();
    expect(screen.getByText("Editor del plan")).toBeInTheDocument();
    expect(screen.getByText("Publicado")).toBeInTheDocument();
    expect(screen.getByText("Esperando revisión")).toBeInTheDocument();
    expect(screen.getByText("Cambios sin publicar")).toBeInTheDocument();
    expect(screen.getByTestId("save-state")).toHaveTextContent("Todos los cambios guardados");
    expect(screen.getByText(/hasta que vuelvas a publicar y la revisión lo apruebe\.$/)).toBeInTheDocument();

    expect(screen.getByRole("heading", { name: "Semana 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bajar la semana 1" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título del devocional de la semana 1/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Dificultad de la semana 2 \(1–5\)/)).toBeInTheDocument();
    expect(screen.getAllByRole("option", { name: "Courage (escrito para la semana 3)" })).toHaveLength(2);
    expect(screen.getAllByRole("group", { name: "Rincón del papá (opcional)" })).toHaveLength(2);

    const publishing = screen.getByRole("region", { name: "Antes de publicar" });
    const missing = within(publishing).getByRole("list", { name: "Todavía falta" });
    expect(within(missing).getByText("Agrega una imagen de portada")).toBeInTheDocument();
    expect(within(missing).getByText("A la semana 2 le falta un reto")).toBeInTheDocument();
    expect(within(publishing).getByRole("button", { name: "Publicar los cambios" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Imagen de portada" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Versiones publicadas" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Detalles, portada y estado" })).toBeInTheDocument();
  });

  it("offers publishing a draft in Spanish and says what a draft means", async () => {
    const { plan, document } = studio;
    stubFetch({
      status: 200,
      body: {
        plan: { ...document.details, id: plan.id, title: plan.title, status: "draft" },
        weeks: [],
        options: studio.options,
      },
    });
    renderWithApp(
      <StudioProvider studio={ORGANIZATION_STUDIO}>
        <PlanStatusBar planId={7} />
      </StudioProvider>,
      { path: "/organizations/plans/7/content" },
    );
    const bar = await screen.findByRole("region", { name: "Publicación" });
    expect(within(bar).getByRole("button", { name: "Publicar" })).toBeInTheDocument();
    expect(within(bar).getByRole("button", { name: "Archivar" })).toBeInTheDocument();
    expect(within(bar).getByText(/^Borrador: solo tu organización lo ve\. Para publicar hace falta una portada/)).toBeInTheDocument();
  });
});
