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

  it("edits a challenge's measures: prefilled, another added, half a repetition refused on its field, then saved", async () => {
    const challenge = {
      id: 12,
      title: "Measure Your Stature",
      description: "Take four measurements.",
      fitnessFocus: "Fitness Test",
      difficulty: 1,
      durationMinutes: 20,
      weekNumber: 1,
      equipmentNeeded: [],
      measures: [{ key: "push-ups|repetitions", unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: null } }],
    };
    const fetchMock = stubFetch(
      { status: 200, body: challenge },
      { status: 200, body: { id: 12, title: challenge.title, weekNumber: 1 } },
      { status: 200, body: challenge },
    );
    const router = renderWithApp(<EditContentItem kind="challenges" itemId={12} />, { path: "/admin/challenges/12/edit" }).router;
    await waitFor(() => expect((screen.getByLabelText("Measure 1 name (optional)") as HTMLInputElement).value).toBe("Push-ups"));
    expect((screen.getByLabelText("Measure 1 target, standard (optional)") as HTMLInputElement).value).toBe("20");
    await userEvent.click(screen.getByRole("button", { name: "Add a measure" }));
    await userEvent.selectOptions(screen.getByLabelText("Measure 2 unit"), "seconds");
    await userEvent.type(screen.getByLabelText("Measure 2 name (optional)"), "Forearm plank");
    await userEvent.type(screen.getByLabelText("Measure 1 target, easier version (optional)"), "7.5");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Enter a whole number of reps, or leave it empty")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.clear(screen.getByLabelText("Measure 1 target, easier version (optional)"));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).measures).toEqual([
      { unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: null } },
      { unit: "seconds", label: "Forearm plank", targets: { standard: null, easier: null, harder: null } },
    ]);
  });
});
