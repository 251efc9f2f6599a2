// @vitest-environment happy-dom
// Editing an existing item: prefilled from GET, saved with PUT, and a refused delete shows the server's reason.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { EditContentItem } from "./edit-content-item.tsx";

function renderEditor() {
  return renderWithApp(<EditContentItem kind="devotionals" itemId={9} />, { path: "/admin/devotionals/9/edit" }).router;
}

const devotional = {
  id: 9,
  title: "Strength for Today",
  scriptureReference: "Isaiah 40:31",
  content: "They shall mount up with wings as eagles.",
  weekNumber: 2,
  memoryVerse: null,
  discussionQuestions: ["Where do you need strength?", "Who helps you?"],
};

describe("EditContentItem", () => {
  it("comes prefilled from the item and saves every field with PUT", async () => {
    const fetchMock = stubFetch(
      { status: 200, body: devotional },
      { status: 200, body: { id: 9, title: "Strength Renewed", weekNumber: 2 } },
      { status: 200, body: { ...devotional, title: "Strength Renewed" } },
    );
    const router = renderEditor();
    await waitFor(() => expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Strength for Today"));
    expect((screen.getByLabelText("Discussion questions (optional)") as HTMLTextAreaElement).value).toBe("Where do you need strength?\nWho helps you?");
    await userEvent.clear(screen.getByLabelText("Title"));
    await userEvent.type(screen.getByLabelText("Title"), "Strength Renewed");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/devotionals/9");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ ...devotional, id: undefined, title: "Strength Renewed", memoryVerse: "" });
  });

  it("shows the server's refusal in the delete dialog and stays", async () => {
    const refusal = "This item cannot be deleted right now.";
    stubFetch({ status: 200, body: devotional }, { status: 409, body: { error: { code: "CONFLICT", message: refusal } } });
    const router = renderEditor();
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Devotional" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/devotionals/9/edit");
  });
});
