// @vitest-environment happy-dom
// My Groups drawn in Spanish: the heading, the buttons, a group's card with its badges and member count, and the
// join dialog with the server's refusal in the reader's language.
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../../shared/messages.ts";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { GroupsPage } from "./groups-page.tsx";

const group = { id: 4, name: "Friday Fathers", description: null, isPrivate: true, imageUrl: null, memberCount: 3, myRole: "leader" };

describe("My Groups in Spanish", () => {
  readInSpanish();

  it("says its headings, buttons, badges and the server's refusal in Spanish", async () => {
    stubFetchWith(async (input) => {
      const url = String(input);
      if (url.endsWith("/api/groups")) return jsonResponse(200, { groups: [group] });
      return jsonResponse(404, { error: { code: "NOT_FOUND", message: messages.invalidGroupCode } });
    });
    renderWithApp(<GroupsPage />, { path: "/groups" });

    expect(await screen.findByRole("heading", { level: 1, name: "Mis grupos" })).toBeInTheDocument();
    expect(screen.getByText("Crezcan juntos con otros papás e hijos.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear grupo" })).toBeInTheDocument();
    expect(await screen.findByText("3 miembros")).toBeInTheDocument();
    expect(screen.getByText("Líder")).toBeInTheDocument();
    expect(screen.getByText("Privado")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Unirme a un grupo" }));
    expect(await screen.findByText("Escribe el código que te dio un miembro del grupo.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Código del grupo/), "ABC123");
    const buttons = screen.getAllByRole("button", { name: "Unirme a un grupo" });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByText("El código del grupo no es válido")).toBeInTheDocument();
  });
});
