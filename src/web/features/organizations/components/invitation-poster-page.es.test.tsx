// @vitest-environment happy-dom
// The printable poster drawn in Spanish: the group, its plan and the day week 1 starts (a Spanish date), the
// QR code's description and what a dad does with it.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILED } from "../../../../shared/i18n/compiled/all.ts";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { setCatalog } from "../../../lib/i18n.ts";
import { InvitationPosterPage } from "./invitation-poster-page.tsx";

const english = COMPILED.en;
const spanish = COMPILED.es;

const group = {
  id: 7,
  name: "Saturday Breakfast",
  description: null,
  plan: { id: 3, title: "Men of Courage", durationWeeks: 4, startsOn: "2026-12-06", week: 1, started: false },
  memberCount: 1,
  familyCount: 0,
  leads: true,
  link: { url: "https://strongbond.example/join?token=abc123", shortUrl: "https://strongbond.example/j/ABCD2345", expiresAt: "2027-01-01T00:00:00.000Z" },
};

describe("InvitationPosterPage in Spanish", () => {
  beforeEach(() => setCatalog("es", spanish, english));
  afterEach(() => setCatalog("en", english));

  it("prints a group's poster in Spanish", async () => {
    stubFetchWith(async (input) => {
      const url = String(input);
      if (url.endsWith("/api/organizations/mine/groups")) return jsonResponse(200, { groups: [group], planChoices: [], canInvite: true });
      if (url.endsWith("/api/organizations/mine")) return jsonResponse(200, { organization: { name: "Grace Community Church" } });
      return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    });
    renderWithApp(<InvitationPosterPage groupId={7} />);

    expect(await screen.findByTestId("poster-link")).toHaveTextContent("https://strongbond.example/j/ABCD2345");
    expect(screen.getByText("Men of Courage · la semana 1 empieza el domingo, 6 de diciembre")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Código QR del enlace de invitación" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Imprimir el cartel" })).toBeInTheDocument();
    expect(screen.getByText("Escanea el código con la cámara de tu teléfono, o escribe este enlace:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a tu iglesia" })).toBeInTheDocument();
  });
});
