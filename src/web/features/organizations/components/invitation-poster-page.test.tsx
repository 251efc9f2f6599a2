// @vitest-environment happy-dom
// The printable poster of the invitation link: the church's name, the QR code and the link written out; without a
// link, the way to make one.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { InvitationPosterPage } from "./invitation-poster-page.tsx";
import { posterGroup, servePoster, URL_OF_LINK } from "./invitation-poster-fixtures.ts";

describe("InvitationPosterPage", () => {
  it("prints the church's name, the QR code and the link", async () => {
    servePoster({ url: URL_OF_LINK, expiresAt: "2027-01-01T00:00:00.000Z", createdAt: "2026-11-01T00:00:00.000Z" });
    renderWithApp(<InvitationPosterPage />);
    expect(await screen.findByTestId("poster-link")).toHaveTextContent(URL_OF_LINK);
    expect(screen.getByRole("img", { name: "QR code of the invitation link" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Community Church" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print the poster" })).toBeInTheDocument();
  });

  it("says to create the link first when there is none", async () => {
    servePoster(null);
    renderWithApp(<InvitationPosterPage />);
    expect(await screen.findByText("Create the invitation link on the Families page first.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("prints a group's poster: the group, its plan and start, and the short link in the QR code", async () => {
    servePoster(null, [posterGroup]);
    renderWithApp(<InvitationPosterPage groupId={7} />);
    expect(await screen.findByTestId("poster-link")).toHaveTextContent("https://strongbond.example/j/ABCD2345");
    expect(screen.getByText("Saturday Breakfast")).toBeInTheDocument();
    expect(screen.getByText("Men of Courage · week 1 starts Sunday, December 6")).toBeInTheDocument();
  });
});
