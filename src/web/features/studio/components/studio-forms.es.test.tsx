// @vitest-environment happy-dom
// The new-plan form in Spanish (the organization's, with its price) and a challenge's measures: the labels, the
// choices, the buttons and a field message an author reads.
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../studio.tsx";
import { CreateChallengeForm } from "./create-challenge-form.tsx";
import { CreatePlanForm } from "./create-plan-form.tsx";
import { EditContentItem } from "./edit-content-item.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

describe("the studio's forms in Spanish", () => {
  readInSpanish();

  it("labels a new plan's fields in Spanish and says why it was not sent", async () => {
    const fetchMock = stubFetch({ status: 500, body: {} });
    renderWithApp(
      <StudioProvider studio={ORGANIZATION_STUDIO}>
        <CreatePlanForm />
      </StudioProvider>,
      { path: "/organizations/plans/new" },
    );
    expect(screen.getByLabelText(/^Idioma del plan/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Precio en dólares estadounidenses/)).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Sin categoría" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Fe" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancelar" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Crear plan" }));
    expect(await screen.findByText("Escribe un título")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names a challenge's measures in Spanish", async () => {
    renderWithApp(<CreateChallengeForm />, { path: "/admin/challenges/new" });
    expect(screen.getByLabelText(/^Enfoque físico/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Agregar una medida" }));
    expect(screen.getByRole("group", { name: "Medida 1" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Repeticiones" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Medida 1: meta, versión más fácil/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Crear un reto" })).toBeInTheDocument();
  });

  it("edits a devotional in Spanish and asks before deleting it", async () => {
    stubFetch({
      status: 200,
      body: {
        id: 9,
        title: "Strength for Today",
        scriptureReference: "Isaiah 40:31",
        content: "Wings.",
        weekNumber: 2,
        memoryVerse: null,
        discussionQuestions: [],
      },
    });
    renderWithApp(<EditContentItem kind="devotionals" itemId={9} />, { path: "/admin/devotionals/9/edit" });
    expect(await screen.findByRole("heading", { name: "Editar el devocional" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Referencia bíblica/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar cambios" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Borrar" }));
    expect(
      await screen.findByText("¿Borrar «Strength for Today»? Si algún plan lo usa, se archiva en su lugar: esos planes lo conservan."),
    ).toBeInTheDocument();
  });
});
