// @vitest-environment happy-dom
// A son's card on /family drawn in Spanish: his badges, his buttons and the server's refusal in the reader's language.
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { familyText, type TFamilyMember } from "../../../../shared/schemas/family.ts";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { SonCard } from "./son-card.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

const son = {
  userId: "son-1",
  fullName: "Sam Smith",
  avatarUrl: null,
  role: "son",
  sonAssistantEnabled: false,
  signInEmail: "sam@example.com",
  linkStatus: "confirmed",
  sonAgeBand: "under_13",
  generatedAddress: false,
  sonFullNameInGroups: false,
  sonInGroupConversations: false,
  signInName: null,
  dadMayActAsHim: true,
  held: false,
} as unknown as TFamilyMember;

describe("a son's card in Spanish", () => {
  readInSpanish();

  it("says his badges, buttons and the server's refusal in Spanish", async () => {
    stubFetchWith(async () => jsonResponse(403, { error: { code: "SON_MUST_CONFIRM", message: familyText.sonMustConfirm } }));
    renderWithApp(<SonCard son={son} assistantConnected={true} onDeleted={() => undefined} />, { path: "/family", user: testUser("dad") });

    expect(screen.getByText("Menor de 13")).toBeInTheDocument();
    expect(screen.getByText("Vinculado")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tarjeta de acceso" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Descargar los datos de Sam Smith" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Borrar la cuenta de Sam Smith" })).toBeInTheDocument();
    expect(screen.getByText(/^Tiene menos de 13 años: tu descarga incluye todo lo que escribe/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Cerrar sesión en todas partes" }));
    expect(await screen.findByText("Tu hijo todavía no ha confirmado el vínculo familiar.")).toBeInTheDocument();
  });
});
