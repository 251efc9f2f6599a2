// @vitest-environment happy-dom
// The plan content editor in Spanish: the breadcrumb, the week selects, the buttons, the saved message and the
// delete dialog an author reads.
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILED } from "../../../../shared/i18n/compiled/all.ts";
import { messages } from "../../../../shared/messages.ts";
import type { TPlanContentResponse } from "../../../../shared/schemas/admin.ts";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { setCatalog } from "../../../lib/i18n.ts";
import { PlanContentEditor } from "./plan-content-editor.tsx";

const content: TPlanContentResponse = {
  plan: {
    id: 5,
    title: "Hierro con hierro",
    durationWeeks: 2,
    status: "draft",
    language: "es",
    description: null,
    category: null,
    tags: [],
    isPublic: true,
    priceCents: 0,
    coverImageUrl: null,
  },
  weeks: [{ weekNumber: 2, devotionalId: 11, challengeId: null, dadsCornerId: null }],
  options: {
    devotionals: [{ id: 11, title: "Fuerza", weekNumber: 1 }],
    challenges: [{ id: 21, title: "Carreras", weekNumber: 1 }],
    dadsCorner: [],
  },
};

describe("the plan content editor in Spanish", () => {
  beforeEach(() => setCatalog("es", COMPILED.es, COMPILED.en));
  afterEach(() => setCatalog("en", COMPILED.en));

  it("labels the weeks, the buttons and the saved message in Spanish", async () => {
    stubFetch({ status: 200, body: content }, { status: 200, body: { message: messages.planContentSaved, weeks: [] } }, { status: 200, body: content });
    renderWithApp(<PlanContentEditor planId={5} />, { path: "/admin/plans/5/content" });
    const breadcrumb = await screen.findByRole("navigation", { name: "Ruta de navegación" });
    expect(breadcrumb.textContent).toContain("Administración›Planes›Hierro con hierro");
    expect(screen.getByText("2 semanas")).toBeInTheDocument();
    expect(screen.getByText("Borrador")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Abrir el editor del plan/ })).toBeInTheDocument();
    await waitFor(() => expect((screen.getByLabelText("Devocional de la semana 2") as HTMLSelectElement).value).toBe("11"));
    expect(screen.getAllByRole("option", { name: "Carreras (semana 1)" }).length).toBeGreaterThan(0);
    expect(screen.getByText("Todavía no hay ninguno.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("¡El contenido del plan se guardó!")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Eliminar plan" })[0]!);
    expect(await screen.findByText("¿Eliminar «Hierro con hierro»? Esto no se puede deshacer.")).toBeInTheDocument();
  });
});
