// @vitest-environment happy-dom
// The plan content editor in Spanish: the breadcrumb, the week selects, the buttons, the saved message and the
// delete dialog an author reads.
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../../shared/messages.ts";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { planContent } from "../../../../../tests/web-support/plan-content.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { PlanContentEditor } from "./plan-content-editor.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

const content = planContent({ title: "Hierro con hierro", language: "es", devotional: "Fuerza", challenge: "Carreras" });

describe("the plan content editor in Spanish", () => {
  readInSpanish();

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
