// @vitest-environment happy-dom
// The printable poster of the invitation link: the church's name, the QR code and the link written out; without a
// link, the way to make one.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { InvitationPosterPage } from "./invitation-poster-page.tsx";

const URL_OF_LINK = "https://strongbond.example/join?token=abc123";

function serve(link: unknown, groups: unknown[] = []) {
  stubFetchWith(async (input) => {
    const url = String(input);
    if (url.endsWith("/api/organizations/mine/groups")) return jsonResponse(200, { groups, planChoices: [], canInvite: true });
    if (url.endsWith("/api/organizations/mine/families")) return jsonResponse(200, { families: [], link, invitations: [], canInvite: true });
    if (url.endsWith("/api/organizations/mine")) return jsonResponse(200, { organization: { name: "Grace Community Church" } });
    return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
  });
}

describe("InvitationPosterPage", () => {
  it("prints the church's name, the QR code and the link", async () => {
    serve({ url: URL_OF_LINK, expiresAt: "2027-01-01T00:00:00.000Z", createdAt: "2026-11-01T00:00:00.000Z" });
    renderWithApp(<InvitationPosterPage />);
    expect(await screen.findByTestId("poster-link")).toHaveTextContent(URL_OF_LINK);
    expect(screen.getByRole("img", { name: "QR code of the invitation link" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Community Church" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print the poster" })).toBeInTheDocument();
  });

  it("says to create the link first when there is none", async () => {
    serve(null);
    renderWithApp(<InvitationPosterPage />);
    expect(await screen.findByText("Create the invitation link on the Families page first.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("prints a group's poster: the group, its plan and start, and the short link in the QR code", async () => {
    const group = {
      id: 7,
      name: "Saturday Breakfast",
      description: null,
      plan: { id: 3, title: "Men of Courage", durationWeeks: 4, startsOn: "2026-12-06", week: 1, started: false },
      memberCount: 1,
      familyCount: 0,
      leads: true,
      link: { url: URL_OF_LINK, shortUrl: "https://strongbond.example/j/ABCD2345", expiresAt: "2027-01-01T00:00:00.000Z" },
    };
    serve(null, [group]);
    renderWithApp(<InvitationPosterPage groupId={7} />);
    expect(await screen.findByTestId("poster-link")).toHaveTextContent("https://strongbond.example/j/ABCD2345");
    expect(screen.getByText("Saturday Breakfast")).toBeInTheDocument();
    expect(screen.getByText("Men of Courage · week 1 starts Sunday, December 6")).toBeInTheDocument();
  });
});
