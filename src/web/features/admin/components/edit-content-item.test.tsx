// @vitest-environment happy-dom
// Editing an existing item: prefilled from GET, saved with PUT, and a refused delete shows the server's reason.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditContentItem } from "./edit-content-item.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Reply = { status: number; body: unknown };
function stubFetch(...replies: Reply[]) {
  const queue = [...replies];
  const fetchMock = vi.fn(async () => {
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    return new Response(JSON.stringify(reply?.body ?? null), { status: reply?.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/admin/devotionals/9/edit", element: <EditContentItem kind="devotionals" itemId={9} /> },
      { path: "*", element: <p>Landed elsewhere</p> },
    ],
    { initialEntries: ["/admin/devotionals/9/edit"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
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
    const fetchMock = stubFetch({ status: 200, body: devotional }, { status: 200, body: { id: 9, title: "Strength Renewed", weekNumber: 2 } }, { status: 200, body: { ...devotional, title: "Strength Renewed" } });
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
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/devotionals/9/edit");
  });
});
