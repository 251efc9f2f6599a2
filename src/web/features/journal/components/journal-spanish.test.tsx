// @vitest-environment happy-dom
// The journal in Spanish: the form, an entry's facts and the sharing note in the reader's words, the date in his language.
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import type { TJournalEntry } from "../../../../shared/schemas/journal.ts";
import { EntryMeta } from "./entry-meta.tsx";
import { JournalEntryForm } from "./journal-entry-form.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

const entry: TJournalEntry = {
  id: 7,
  title: "Flexiones",
  content: "20 hoy",
  weekNumber: 3,
  entryType: "fitness",
  isShared: true,
  createdAt: "2026-03-04T12:00:00.000Z",
  updatedAt: "2026-03-04T12:00:00.000Z",
};

describe("the journal in Spanish", () => {
  readInSpanish();

  it("labels the form's fields and buttons in Spanish and tells a son who can read his entry", () => {
    const blank = { title: "", content: "", weekNumber: "", entryType: "reflection", isShared: false } as const;
    renderWithApp(<JournalEntryForm entry={null} defaultValues={blank} viewerRole="son" sonAgeBand="under_13" onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Nueva entrada del diario" })).toBeInTheDocument();
    expect(screen.getByLabelText("Semana (opcional)")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Reflexión del devocional" })).toBeInTheDocument();
    expect(screen.getByText(/^Tu papá podrá leer esta entrada, pero no cambiarla\./)).toHaveTextContent("Como tienes menos de 13 años");
    expect(screen.getByRole("button", { name: "Guardar entrada" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
  });

  it("says an entry's type, week, day and sharing in Spanish", () => {
    renderWithApp(<EntryMeta entry={entry} showVisibility />);
    expect(screen.getByText("Registro de ejercicio")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Semana 3" })).toBeInTheDocument();
    expect(screen.getByText("4 de marzo de 2026")).toBeInTheDocument();
    expect(screen.getByText("Compartida con la familia")).toBeInTheDocument();
  });
});
