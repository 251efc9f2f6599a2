// @vitest-environment happy-dom
// The share form in Spanish: its labels, the byline it will show, and the consent it asks for in the reader's language.
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { ShareWordsPage } from "./share-words-page.tsx";

describe("ShareWordsPage in Spanish", () => {
  readInSpanish();

  it("asks for his words, his city and his consent in Spanish", async () => {
    stubFetch({ status: 200, body: { finishedPlans: [{ id: 7, title: "Finish Line" }], shared: [] } });
    renderWithApp(<ShareWordsPage />, { path: "/share-words", user: testUser("dad", { fullName: "Walter Finisher" }) });
    expect(await screen.findByLabelText("Tus palabras")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Comparte unas palabras" })).toBeInTheDocument();
    expect(screen.getByText("Walter, tu ciudad")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Tu ciudad"), "Monterrey");
    expect(screen.getByText("Walter, Monterrey")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Compartir mis palabras" }));
    expect(await screen.findByText(/^Marca la casilla para aceptar/)).toBeInTheDocument();
    expect(screen.getByText("Escribe al menos 20 caracteres")).toBeInTheDocument();
  });
});
