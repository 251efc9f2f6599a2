// @vitest-environment happy-dom
// /account drawn in Spanish: its headings, buttons and the server's refusal all in the reader's language.
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TAccountResponse } from "../../../../shared/schemas/identity.ts";
import { accountMessages } from "../../../../shared/schemas/identity.ts";
import { apiError } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { stubApi } from "../../../../../tests/web-support/stub-api.ts";
import { AccountPage } from "./account-page.tsx";

const account: TAccountResponse = {
  fullName: "Dan",
  email: "dan@example.com",
  emailVerified: true,
  pendingEmail: null,
  emailChange: null,
  avatarUrl: null,
  timeZone: "Europe/Madrid",
  role: "dad",
  sonsOnDeletion: [
    { fullName: "Sam", outcome: "kept" },
    { fullName: "Leo", outcome: "kept" },
  ],
  dadControls: null,
  dadToldOnDeletion: false,
  accessResetByDadAt: null,
} as TAccountResponse;

describe("the account page in Spanish", () => {
  readInSpanish();

  it("says its sections, devices and the server's refusal in Spanish", async () => {
    stubApi({
      "GET /api/account": { status: 200, body: account },
      "GET /api/account/sessions": {
        status: 200,
        body: { sessions: [{ id: "s2", device: "Firefox on Linux", createdAt: "2026-03-01T10:00:00Z", lastUsedAt: "2026-03-02T10:00:00Z", current: false }] },
      },
      "POST /api/account/password": apiError(400, "WRONG_PASSWORD", accountMessages.currentPasswordWrong, {
        currentPassword: accountMessages.currentPasswordWrong,
      }),
    });
    renderWithApp(<AccountPage />, { path: "/account", user: testUser("dad") });

    expect(await screen.findByRole("heading", { name: "Tu cuenta" })).toBeInTheDocument();
    expect(await screen.findByRole("form", { name: "Cambia tu contraseña" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar perfil" })).toBeInTheDocument();
    expect(
      screen.getByText("Sam, Leo nunca confirmaron el vínculo familiar contigo, así que esas cuentas se quedan como están, ya sin vínculo contigo."),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /^Cerrar sesión en Firefox on Linux, usado por última vez el/ })).toBeInTheDocument();
    expect(screen.getByText(/2 mar 2026/)).toBeInTheDocument();

    const form = screen.getByRole("form", { name: "Cambia tu contraseña" });
    await userEvent.type(within(form).getByLabelText("Contraseña actual"), "old-password-1");
    await userEvent.type(within(form).getByLabelText("Contraseña nueva"), "a-brand-new-one-2");
    await userEvent.type(within(form).getByLabelText("Repite la contraseña nueva"), "a-brand-new-one-2");
    await userEvent.click(within(form).getByRole("button", { name: "Cambiar contraseña" }));
    expect(await within(form).findByText("Tu contraseña actual no es correcta.")).toBeInTheDocument();
  });
});
