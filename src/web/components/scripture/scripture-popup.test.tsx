// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../shared/messages.ts";
import { jsonResponse, stubFetchWith } from "../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../tests/web-support/render.tsx";
import { ScripturePopup } from "./scripture-popup.tsx";

function renderPopup(answer: () => Promise<Response>) {
  const fetchMock = stubFetchWith(answer);
  renderWithApp(<ScripturePopup reference="Psalm 23:1" />);
  return fetchMock;
}

const json = (status: number, body: unknown) => Promise.resolve(jsonResponse(status, body));

describe("ScripturePopup", () => {
  it("asks our API only when opened, then shows the passage, its notice and Close", async () => {
    const fetchMock = renderPopup(() =>
      json(200, { reference: "Psalm 23:1", text: "[1] The LORD is my shepherd; I shall not want.", notice: "Public domain notice.", source: "kjv" }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: /Psalm 23:1/ }));

    const dialog = await screen.findByRole("dialog", { name: "Psalm 23:1" });
    expect(await within(dialog).findByText("[1] The LORD is my shepherd; I shall not want.")).toBeInTheDocument();
    expect(within(dialog).getByText("Public domain notice.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain("/api/scripture?reference=Psalm+23%3A1");

    const closeButtons = within(dialog).getAllByRole("button", { name: "Close" });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows 'Failed to load scripture' as an alert when the API refuses", async () => {
    renderPopup(() => json(503, { error: { code: "UNAVAILABLE", message: messages.scriptureLoadFailed } }));
    await userEvent.click(screen.getByRole("button", { name: /Psalm 23:1/ }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(messages.scriptureLoadFailed);
    expect(alert.className).toContain("text-red");
  });

  it("shows the same message when the network fails", async () => {
    renderPopup(() => Promise.reject(new TypeError("Failed to fetch")));
    await userEvent.click(screen.getByRole("button", { name: /Psalm 23:1/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.scriptureLoadFailed);
  });
});
