// @vitest-environment happy-dom
// The printable poster drawn in Spanish: the group, its plan and the day week 1 starts (a Spanish date), the
// QR code's description and what a dad does with it.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { InvitationPosterPage } from "./invitation-poster-page.tsx";
import { posterGroup, servePoster } from "./invitation-poster-fixtures.ts";

describe("InvitationPosterPage in Spanish", () => {
  readInSpanish();

  it("prints a group's poster in Spanish", async () => {
    servePoster(null, [posterGroup]);
    renderWithApp(<InvitationPosterPage groupId={7} />);

    expect(await screen.findByTestId("poster-link")).toHaveTextContent("https://strongbond.example/j/ABCD2345");
    expect(screen.getByText("Men of Courage · la semana 1 empieza el domingo, 6 de diciembre")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Código QR del enlace de invitación" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Imprimir el cartel" })).toBeInTheDocument();
    expect(screen.getByText("Escanea el código con la cámara de tu teléfono, o escribe este enlace:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a tu iglesia" })).toBeInTheDocument();
  });
});
