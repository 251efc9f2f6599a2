// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";

const stubFetchOnce = (status: number, body: unknown) => stubFetch({ status, body });
import { journalMessages, type TJournalEntry } from "../../../../shared/schemas/journal.ts";
import { JournalEntryForm, sharingDescription } from "./journal-entry-form.tsx";

const blank = { title: "", content: "", weekNumber: "", entryType: "reflection", isShared: false } as const;
const saved: TJournalEntry = {
  id: 7,
  title: "Push-ups",
  content: "20 today",
  weekNumber: 3,
  entryType: "fitness",
  isShared: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("JournalEntryForm", () => {
  it("shows the messages next to the fields and sends nothing when title and content are empty", async () => {
    const fetchMock = stubFetchOnce(201, { entry: saved });
    renderWithApp(<JournalEntryForm entry={null} defaultValues={blank} viewerRole="dad" onSaved={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText("Week (optional)"), "0");
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    expect(await screen.findByText(journalMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(journalMessages.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(journalMessages.weekInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a new shared entry with a week and hands the saved entry back", async () => {
    const fetchMock = stubFetchOnce(201, { entry: saved });
    const onSaved = vi.fn();
    renderWithApp(<JournalEntryForm entry={null} defaultValues={blank} viewerRole="son" onSaved={onSaved} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Title/), "Push-ups");
    await userEvent.type(screen.getByLabelText(/^Content/), "20 today");
    await userEvent.type(screen.getByLabelText("Week (optional)"), "3");
    await userEvent.selectOptions(screen.getByLabelText("Entry type"), "Fitness Log");
    await userEvent.click(screen.getByLabelText("Share with my family"));
    await userEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/journal/entries");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ title: "Push-ups", content: "20 today", weekNumber: 3, entryType: "fitness", isShared: true });
  });

  it("edits with 'Update Entry' and puts the server's field message on its field", async () => {
    const fetchMock = stubFetchOnce(400, {
      error: { code: "VALIDATION_FAILED", message: journalMessages.titleTooLong, fields: { title: journalMessages.titleTooLong } },
    });
    renderWithApp(
      <JournalEntryForm
        entry={saved}
        defaultValues={{ title: "Push-ups", content: "20 today", weekNumber: "3", entryType: "fitness", isShared: true }}
        viewerRole="dad"
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect((screen.getByLabelText("Share with my family") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Update Entry" }));
    expect(await screen.findByText(journalMessages.titleTooLong)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/journal/entries/7");
    expect(init.method).toBe("PUT");
  });

  it("Cancel closes without saving", async () => {
    const fetchMock = stubFetchOnce(201, { entry: saved });
    const onCancel = vi.fn();
    renderWithApp(<JournalEntryForm entry={null} defaultValues={blank} viewerRole="dad" onSaved={vi.fn()} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says who a shared entry reaches", () => {
    expect(sharingDescription("son")).toMatch(/^Your dad will be able to read this entry, but not change it\. Nobody else can see it\./);
    expect(sharingDescription("dad")).toMatch(/^Your sons will be able to read this entry/);
  });

  it("tells the truth about private entries: 'only you' from 13, the dad's download under 13", async () => {
    expect(sharingDescription("son", "13_plus")).toContain("only you can see it");
    const young = sharingDescription("son", "under_13");
    expect(young).not.toContain("only you can see it");
    expect(young).toContain("your dad can still download everything you write here, private entries and assistant chats too");
    renderWithApp(<JournalEntryForm entry={null} defaultValues={blank} viewerRole="son" sonAgeBand="under_13" onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByText(young)).toBeInTheDocument();
  });
});
