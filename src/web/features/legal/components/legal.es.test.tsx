// @vitest-environment happy-dom
// The three policies drawn in Spanish: title, date, the links between them, a section and a link inside a sentence.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { CookiePolicyPage } from "./cookie-policy-page.tsx";
import { PrivacyPolicyPage } from "./privacy-policy-page.tsx";
import { TermsOfServicePage } from "./terms-of-service-page.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";

describe("the policies in Spanish", () => {
  readInSpanish();

  it("the Privacy Policy says what it keeps about a son, in Spanish", () => {
    renderWithApp(<PrivacyPolicyPage />, { path: "/privacy" });
    expect(screen.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeInTheDocument();
    expect(screen.getByText("Última actualización: 22 de noviembre de 2026")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Políticas" });
    expect(within(nav).getByRole("link", { name: "Términos del servicio" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Lo que guardamos de un hijo" })).toHaveTextContent("Nunca le pedimos a un hijo su edad");
    expect(screen.getByText("El servicio de modelos de IA, solo cuando el asistente está activado.")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Cookies" })).getByRole("link", { name: "Política de cookies" })).toHaveAttribute("href", "/cookies");
  });

  it("the Terms of Service and the Cookie Policy read in Spanish", () => {
    renderWithApp(<TermsOfServicePage />, { path: "/terms" });
    expect(screen.getByRole("heading", { level: 1, name: "Términos del servicio" })).toBeInTheDocument();
    expect(screen.getByText(/confirmas que eres su padre o tutor legal/)).toBeInTheDocument();
    renderWithApp(<CookiePolicyPage />, { path: "/cookies" });
    expect(screen.getByRole("heading", { level: 1, name: "Política de cookies" })).toBeInTheDocument();
    expect(screen.getByText(/^StrongBond usa una cookie para mantener tu sesión iniciada/)).toBeInTheDocument();
  });
});
