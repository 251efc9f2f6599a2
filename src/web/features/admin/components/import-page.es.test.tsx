// @vitest-environment happy-dom
// The admin's import page in Spanish: what the sample data and the plan library bring, and their buttons.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { ImportPage } from "./import-page.tsx";

describe("the admin's import page in Spanish", () => {
  readInSpanish();

  it("says what the admin's import brings in Spanish", () => {
    renderWithApp(<ImportPage />, { path: "/admin/import" });
    expect(screen.getByRole("heading", { name: "Importar datos de ejemplo", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Plan devocional (6 semanas)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "La biblioteca de planes" })).toBeInTheDocument();
    expect(screen.getByText("Liderazgo · 5 semanas · Todavía no se importó")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Importar la biblioteca de planes" })).toBeInTheDocument();
  });
});
