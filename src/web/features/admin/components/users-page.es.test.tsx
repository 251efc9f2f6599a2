// @vitest-environment happy-dom
// The admin's users screen in Spanish: its title, the table's columns, roles and badges, the action buttons, the
// audit log's readable actions, and an action's dialog with its own checks.
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { expect, it } from "vitest";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { describeInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { UsersPage } from "./users-page.tsx";

describeInSpanish("UsersPage", () => {
  it("says the accounts, their actions and the audit log in Spanish", async () => {
    stubFetch({
      status: 200,
      body: {
        users: [
          {
            id: "u1",
            email: "pedro@example.com",
            fullName: "Pedro Ruiz",
            role: "dad",
            isGlobalAdmin: false,
            organizationName: "Iglesia Central",
            organizationRole: "owner",
            banned: false,
            banReason: null,
            twoFactorEnabled: false,
            createdAt: "2026-01-01T00:00:00.000Z",
          },
        ],
        audit: [
          {
            id: 1,
            actorEmail: "admin@example.com",
            targetEmail: "pedro@example.com",
            action: "user.banned",
            detail: { reason: "spam" },
            createdAt: "2026-01-02T00:00:00.000Z",
          },
        ],
      },
    });
    renderWithApp(<UsersPage />, { path: "/admin/users" });
    expect(await screen.findByText("Pedro Ruiz")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Usuarios" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Organización" })).toBeInTheDocument();
    expect(screen.getByText("Papá")).toBeInTheDocument();
    expect(screen.getByText("Iglesia Central (dueño)")).toBeInTheDocument();
    expect(screen.getByText("Activa")).toBeInTheDocument();
    expect(screen.getByText("Dos pasos desactivado")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Registro de auditoría" })).toBeInTheDocument();
    expect(screen.getByText("suspendió la cuenta (motivo: spam)")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Suspender: pedro@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspender cuenta: pedro@example.com" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspender" }));
    expect(await within(dialog).findByText("Di el motivo, para el registro de auditoría.")).toBeInTheDocument();
    expect(within(dialog).getByText("Escribe tu contraseña para confirmar.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
  });
});
