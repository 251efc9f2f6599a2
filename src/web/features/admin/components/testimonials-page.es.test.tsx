// @vitest-environment happy-dom
// The admin's testimonials in Spanish: the sections, the buttons on a dad's words and the dates in the reader's format.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { TestimonialsPage } from "./testimonials-page.tsx";

const row = {
  id: 3,
  firstName: "Walter",
  city: "Tulsa",
  words: "My son and I pray together every morning now.",
  planTitle: "Finish Line",
  status: "pending",
  createdAt: "2026-11-02T12:00:00Z",
  consentedAt: "2026-11-02T12:00:00Z",
};

describe("TestimonialsPage in Spanish", () => {
  readInSpanish();

  it("says what waits, what is approved and what the admin can do in Spanish", async () => {
    stubFetchWith(async (input) => jsonResponse(200, { testimonials: String(input).includes("pending") ? [row] : [] }));
    renderWithApp(<TestimonialsPage />, { path: "/admin/testimonials", user: testUser("dad") });
    expect(await screen.findByRole("button", { name: "Aprobar las palabras de Walter" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Esperando revisión" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rechazar" })).toBeInTheDocument();
    expect(screen.getByText(/^Sobre Finish Line · compartido el 2 nov 2026/)).toBeInTheDocument();
    expect(await screen.findByText("Todavía no hay nada aprobado.")).toBeInTheDocument();
  });
});
