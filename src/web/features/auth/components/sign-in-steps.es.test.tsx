// @vitest-environment happy-dom
// The sign-in's second step in Spanish: the two-factor challenge with its backup-code switch and its own check, and
// the code by e-mail.
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { EmailCodeSignIn, TwoFactorChallenge } from "./sign-in-steps.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

describe("the sign-in's second step in Spanish", () => {
  readInSpanish();

  it("asks for the app's code or a backup code in Spanish", async () => {
    renderWithApp(<TwoFactorChallenge onSignedIn={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Inicio de sesión en dos pasos" })).toBeInTheDocument();
    expect(screen.getByLabelText("Código de 6 dígitos")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText("Escribe el código.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Usar un código de respaldo" }));
    expect(screen.getByLabelText("Código de respaldo")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Empezar de nuevo" })).toBeInTheDocument();
  });

  it("offers a code by e-mail in Spanish", () => {
    renderWithApp(<EmailCodeSignIn initialEmail="hijo@example.org" onSignedIn={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Inicia sesión con un código por correo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Envíame un código" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mejor inicio sesión con mi contraseña" })).toBeInTheDocument();
  });
});
