// @vitest-environment happy-dom
// /account drawn in Spanish: its headings, buttons and the server's refusal all in the reader's language.
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILED } from "../../../../shared/i18n/compiled/all.ts";
import type { TAccountResponse } from "../../../../shared/schemas/identity.ts";
import { accountMessages } from "../../../../shared/schemas/identity.ts";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { setCatalog } from "../../../lib/i18n.ts";
import { AccountPage } from "./account-page.tsx";

const english = COMPILED.en;
const spanish = COMPILED.es;

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
  beforeEach(() => setCatalog("es", spanish, english));
  afterEach(() => setCatalog("en", english));

  it("says its sections, devices and the server's refusal in Spanish", async () => {
    stubFetchWith(async (input, init) => {
      const url = String(input);
      if (url.endsWith("/api/account")) return jsonResponse(200, account);
      if (url.endsWith("/api/account/sessions"))
        return jsonResponse(200, {
          sessions: [{ id: "s2", device: "Firefox on Linux", createdAt: "2026-03-01T10:00:00Z", lastUsedAt: "2026-03-02T10:00:00Z", current: false }],
        });
      if (url.endsWith("/api/account/password") && init?.method === "POST")
        return jsonResponse(400, {
          error: { code: "WRONG_PASSWORD", message: accountMessages.currentPasswordWrong, fields: { currentPassword: accountMessages.currentPasswordWrong } },
        });
      return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
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
