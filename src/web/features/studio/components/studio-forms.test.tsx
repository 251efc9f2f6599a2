// @vitest-environment happy-dom
// The admin screens as an admin uses them: what is sent, what is refused before sending, and what is shown.
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { sentBody, stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { planContent } from "../../../../../tests/web-support/plan-content.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { messages } from "../../../../shared/messages.ts";
import { adminFieldMessages } from "../../../../shared/schemas/admin.ts";
import { CreateDadsCornerForm } from "./create-dads-corner-form.tsx";
import { CreatePlanForm } from "./create-plan-form.tsx";
import { PlanContentEditor } from "./plan-content-editor.tsx";

/** Renders a screen at `path` inside a router (for links and navigation) and a fresh query client. */
function renderAt(element: ReactNode, path = "/admin/x") {
  return renderWithApp(element, { path }).router;
}

describe("CreatePlanForm", () => {
  it("in edit mode comes prefilled and PUTs the details it shows, never the cover or (on the platform) the price", async () => {
    const plan = {
      id: 7,
      title: "Old Title",
      durationWeeks: 4,
      status: "draft" as const,
      description: "About courage",
      category: "faith" as const,
      tags: ["courage", "prayer"],
      language: "es" as const,
      isPublic: false,
      priceCents: 1299,
      coverImageUrl: `/uploads/${"a".repeat(64)}.webp`,
    };
    const onSaved = vi.fn();
    const fetchMock = stubFetch({ status: 200, body: { plan: { ...plan, title: "New Title" } } });
    renderAt(<CreatePlanForm plan={plan} onSaved={onSaved} />);
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Old Title");
    expect((screen.getByLabelText("Tags (optional)") as HTMLInputElement).value).toBe("courage, prayer");
    expect((screen.getByLabelText(/^Public plan/) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(/^Language of the plan/) as HTMLSelectElement).value).toBe("es");
    await userEvent.clear(screen.getByLabelText("Title"));
    await userEvent.type(screen.getByLabelText("Title"), "New Title");
    await userEvent.click(screen.getByRole("button", { name: "Save Details" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("“New Title” was saved."));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/plans/7");
    expect(init.method).toBe("PUT");
    expect(sentBody(fetchMock, 0)).toEqual({
      title: "New Title",
      description: "About courage",
      durationWeeks: 4,
      category: "faith",
      language: "es",
      tags: ["courage", "prayer"],
      isPublic: false,
    });
  });

  it("starts with the spec's defaults and sends nothing without a title", async () => {
    const fetchMock = stubFetch({ status: 201, body: {} });
    renderAt(<CreatePlanForm />);
    expect((screen.getByLabelText("Duration (weeks)") as HTMLInputElement).value).toBe("1");
    expect((screen.getByLabelText(/^Public plan/) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Create Plan" }));
    expect(await screen.findByText(adminFieldMessages.titleRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends parsed tags and no category, then opens the plan editor", async () => {
    const plan = {
      id: 42,
      title: "Legacy",
      description: null,
      durationWeeks: 2,
      category: null,
      tags: ["a", "b"],
      isPublic: true,
      status: "draft",
      organizationName: null,
      weeksWithContent: 0,
    };
    const fetchMock = stubFetch({ status: 201, body: { plan } });
    const router = renderAt(<CreatePlanForm />);
    await userEvent.type(screen.getByLabelText("Title"), "Legacy");
    await userEvent.clear(screen.getByLabelText("Duration (weeks)"));
    await userEvent.type(screen.getByLabelText("Duration (weeks)"), "2");
    await userEvent.type(screen.getByLabelText("Tags (optional)"), " a, ,b ");
    await userEvent.click(screen.getByRole("button", { name: "Create Plan" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/plans/42/studio"));
    expect(sentBody(fetchMock, 0)).toEqual({
      title: "Legacy",
      description: "",
      durationWeeks: 2,
      category: null,
      language: "en",
      tags: ["a", "b"],
      isPublic: true,
    });
  });

  it("shows the spec's alert when the server fails", async () => {
    stubFetch({ status: 500, body: { error: { code: "INTERNAL", message: messages.internalError } } });
    renderAt(<CreatePlanForm />);
    await userEvent.type(screen.getByLabelText("Title"), "Legacy");
    await userEvent.click(screen.getByRole("button", { name: "Create Plan" }));
    expect((await screen.findByRole("alert")).textContent).toContain(messages.createPlanFailed);
  });
});

describe("CreateDadsCornerForm", () => {
  it("refuses a link that is not http(s) on its field and sends nothing", async () => {
    const fetchMock = stubFetch({ status: 201, body: {} });
    renderAt(<CreateDadsCornerForm />);
    await userEvent.type(screen.getByLabelText("Title"), "Lead well");
    await userEvent.type(screen.getByLabelText("Content"), "Words for dads");
    await userEvent.type(screen.getByLabelText("Link label 1"), "Psalm 78");
    await userEvent.type(screen.getByLabelText("Link address 1"), "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Create Dad's Corner" }));
    expect(await screen.findByText(adminFieldMessages.resourceUrlInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText("Link address 1").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the filled rows only, and shows the spec's alert on a server failure", async () => {
    const fetchMock = stubFetch({ status: 503, body: { error: { code: "UNAVAILABLE", message: "down" } } });
    renderAt(<CreateDadsCornerForm />);
    await userEvent.type(screen.getByLabelText("Title"), "Lead well");
    await userEvent.type(screen.getByLabelText("Content"), "Words for dads");
    await userEvent.click(screen.getByRole("button", { name: "Add resource" }));
    await userEvent.type(screen.getByLabelText("Link label 2"), "Psalm 1");
    await userEvent.type(screen.getByLabelText("Link address 2"), "https://example.org/psalm-1");
    await userEvent.click(screen.getByRole("button", { name: "Create Dad's Corner" }));
    expect((await screen.findByRole("alert")).textContent).toContain(messages.createDadsCornerFailed);
    expect(sentBody(fetchMock, 0)).toEqual({
      title: "Lead well",
      weekNumber: 1,
      content: "Words for dads",
      resources: [{ label: "Psalm 1", url: "https://example.org/psalm-1" }],
    });
  });
});

describe("PlanContentEditor", () => {
  const content = planContent({ title: "Iron Sharpens Iron", language: "en", devotional: "Strength", challenge: "Sprints", dadsCorner: "Lead" });

  it("shows the breadcrumb and one set of selects per week, and saves every week", async () => {
    const fetchMock = stubFetch(
      { status: 200, body: content },
      { status: 200, body: { message: messages.planContentSaved, weeks: [] } },
      { status: 200, body: content },
    );
    renderAt(<PlanContentEditor planId={5} />);
    const breadcrumb = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(breadcrumb.textContent).toContain("Admin›Plans›Iron Sharpens Iron");
    await waitFor(() => expect((screen.getByLabelText("Devotional for week 2") as HTMLSelectElement).value).toBe("11"));
    expect(screen.queryByLabelText("Devotional for week 3")).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Challenge for week 1"), "Sprints (week 1)");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(messages.planContentSaved)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/plans/5/content");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({
      weeks: [
        { weekNumber: 1, devotionalId: null, challengeId: 21, dadsCornerId: null },
        { weekNumber: 2, devotionalId: 11, challengeId: null, dadsCornerId: null },
      ],
    });
  });

  it("puts the server's message on the select it names", async () => {
    stubFetch(
      { status: 200, body: content },
      {
        status: 400,
        body: {
          error: { code: "VALIDATION_FAILED", message: adminFieldMessages.itemMissing, fields: { "weeks.1.devotionalId": adminFieldMessages.itemMissing } },
        },
      },
    );
    renderAt(<PlanContentEditor planId={5} />);
    await userEvent.click(await screen.findByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.getByLabelText("Devotional for week 2").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(adminFieldMessages.itemMissing)).toBeInTheDocument();
  });

  it("says 'Plan not found' with a way back for an unknown plan", async () => {
    stubFetch({ status: 404, body: { error: { code: "NOT_FOUND", message: messages.planNotFound } } });
    renderAt(<PlanContentEditor planId={999} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(messages.planNotFound);
    expect(screen.getByRole("link", { name: "Back to Admin" }).getAttribute("href")).toBe("/admin");
  });
});
