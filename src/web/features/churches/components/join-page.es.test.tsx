// @vitest-environment happy-dom
// A family's invitation drawn in Spanish: who invites, the group with its plan and week, what the church sees,
// the dad's button, and a withdrawn invitation's message in the reader's language.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { familyInvitationMessages } from "../../../../shared/schemas/organization-families.ts";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { groupInvitation, serveInvitation } from "./join-invitation-fixtures.ts";
import { JoinPage } from "./join-page.tsx";

describe("JoinPage in Spanish", () => {
  readInSpanish();

  it("names the church, the group and its week, and offers the dad his button in Spanish", async () => {
    serveInvitation(groupInvitation);
    renderWithApp(<JoinPage token="abc" />, { path: "/join", user: testUser("dad") });

    expect(await screen.findByRole("heading", { level: 1, name: "Únete a Hope Chapel" })).toBeInTheDocument();
    expect(screen.getByText("Con su grupo")).toBeInTheDocument();
    expect(screen.getByTestId("invitation-schedule")).toHaveTextContent("Men of Courage: semana 3 de 6");
    expect(screen.getByText(/^Hope Chapel verá tu nombre, cuántos hijos tienes/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar por mi familia" })).toBeInTheDocument();
  });

  it("says a withdrawn invitation in Spanish", async () => {
    serveInvitation({ ...groupInvitation, state: "revoked", message: familyInvitationMessages.revoked });
    renderWithApp(<JoinPage token="abc" />, { path: "/join", user: testUser("dad") });
    expect(await screen.findByText("La organización retiró esta invitación. Pídele un enlace nuevo a su líder.")).toBeInTheDocument();
  });
});
