// @vitest-environment happy-dom
// The sign-in form when the app takes /login over from the page's script: it starts with what the
// visitor typed, submits it when he had pressed "Sign In", and opens the e-mail code step with his address.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../../shared/messages.ts";
import { handOver, takeoverDone } from "../../../lib/island-handoff.ts";
import { apiError, sentBody, sentRequest, stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { LoginForm } from "./login-form.tsx";

afterEach(() => takeoverDone());

describe("the sign-in form after the page's script", () => {
  it("submits what he typed when he had pressed Sign In, and shows the refusal", async () => {
    handOver({ focus: null, scrollToTop: false, href: null, signIn: { email: "dad@example.org", password: "wrong one", step: "password", submit: true } });
    const fetchMock = stubFetch(apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"));
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />);

    expect(await screen.findByText(messages.invalidCredentials)).toBeInTheDocument();
    expect(sentRequest(fetchMock, 0)).toEqual({ url: "/api/auth/sign-in/email", method: "POST" });
    expect(sentBody(fetchMock, 0)).toEqual({ email: "dad@example.org", password: "wrong one" });
    expect(screen.getByLabelText("Email")).toHaveValue("dad@example.org");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("only fills the form when he had not pressed Sign In", async () => {
    handOver({ focus: null, scrollToTop: false, href: null, signIn: { email: "dad@example.org", password: "typed", step: "password", submit: false } });
    const fetchMock = stubFetch({ status: 200, body: null });
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.getByLabelText("Email")).toHaveValue("dad@example.org");
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it("opens the e-mail code step with his address", () => {
    handOver({ focus: null, scrollToTop: false, href: null, signIn: { email: "son@example.org", password: "", step: "email-code", submit: false } });
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Sign in with a code by e-mail" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("son@example.org");
  });
});
