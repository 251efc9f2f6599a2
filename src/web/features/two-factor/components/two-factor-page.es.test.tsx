// @vitest-environment happy-dom
// The two-factor settings drawn in Spanish: the status, the first step, the form's own check and a refusal by code.
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { TwoFactorPage } from "./two-factor-page.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

describe("two-factor settings in Spanish", () => {
  readInSpanish();

  it("says the status, the steps and a wrong password in Spanish", async () => {
    stubFetchWith(async (_input, init) =>
      (init?.method ?? "GET") === "GET"
        ? jsonResponse(200, { user: { twoFactorEnabled: false } })
        : jsonResponse(400, { error: { code: "INVALID_PASSWORD", message: "Invalid password" } }),
    );
    const user = userEvent.setup();
    renderWithApp(<TwoFactorPage required={true} back={null} />, { path: "/account/two-factor", user: testUser("dad") });

    expect(await screen.findByText("Desactivado")).toBeInTheDocument();
    expect(screen.getByText("Configura los dos pasos para continuar")).toBeInTheDocument();
    expect(screen.getByText("Paso 1: confirma que eres tú")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Empezar la configuración" }));
    expect(await screen.findByText("Escribe tu contraseña.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Tu contraseña"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Empezar la configuración" }));
    expect(await screen.findByText("Esa contraseña no es correcta.")).toBeInTheDocument();
  });
});
