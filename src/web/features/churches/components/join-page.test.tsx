// @vitest-environment happy-dom
// The invitation that carries a group: the page names the group, its plan and week; a dad whose family
// follows another plan is asked first with the switch-plan dialog, and only his yes sends confirmSwitch; once in, he
// sees his week and the next step for his sons.
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { groupInvitation } from "./join-invitation-fixtures.ts";
import { JoinPage } from "./join-page.tsx";

/** The invitation of a group whose plan is not the one the dad's family follows. */
const preview = { ...groupInvitation, familyOnAnotherPlan: true };

describe("JoinPage with a group's invitation", () => {
  it("asks a dad on another plan first, then joins with his yes and shows his week and the next step for his sons", async () => {
    const sent: unknown[] = [];
    stubFetchWith(async (input, init) => {
      const url = String(input);
      if (url.endsWith("/api/memberships/invitation")) return jsonResponse(200, preview);
      if (url.endsWith("/api/memberships")) {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, {
          membership: { organizationId: 1, name: "Hope Chapel", slug: "hope-chapel", joinedAt: "2026-11-29T00:00:00.000Z", sharesProgress: false },
          message: "Your family joined Hope Chapel and its group Friday Fathers",
          group: { id: 9, name: "Friday Fathers", planTitle: "Men of Courage", week: 3 },
        });
      }
      return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    });
    renderWithApp(<JoinPage token="tok" />, { path: "/join?token=tok", route: "/join", user: testUser("dad", { selectedPlanId: 2 }) });
    expect(await screen.findByText("Friday Fathers")).toBeInTheDocument();
    expect(screen.getByTestId("invitation-schedule")).toHaveTextContent("Men of Courage: week 3 of 6");

    fireEvent.click(screen.getByRole("button", { name: "Accept for my family" }));
    const dialog = await screen.findByRole("dialog", { name: "Switch your family's plan?" });
    expect(dialog).toHaveTextContent('follows "Men of Courage" with Friday Fathers, on the group\'s week.');
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Switch plans" }));

    expect(await screen.findByText("Your family joined Hope Chapel and its group Friday Fathers")).toBeInTheDocument();
    expect(sent).toEqual([{ token: "tok", confirmSwitch: true }]);
    expect(screen.getByRole("link", { name: "Open week 3" })).toHaveAttribute("href", "/week/3");
    expect(screen.getByRole("heading", { name: "Next: your sons" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Your sons' sign-in" })).toHaveAttribute("href", "/family");
  });
});
