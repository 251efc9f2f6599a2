// @vitest-environment happy-dom
// A family's invitation drawn in Spanish: who invites, the group with its plan and week, what the church sees,
// the dad's button, and a withdrawn invitation's message in the reader's language.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILED } from "../../../../shared/i18n/compiled/all.ts";
import { familyInvitationMessages } from "../../../../shared/schemas/organization-families.ts";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { setCatalog } from "../../../lib/i18n.ts";
import { JoinPage } from "./join-page.tsx";

const english = COMPILED.en;
const spanish = COMPILED.es;

const preview = {
  organization: { name: "Hope Chapel", slug: "hope-chapel", description: null },
  group: { id: 9, name: "Friday Fathers", plan: { id: 4, title: "Men of Courage", durationWeeks: 6, startsOn: "2020-01-05", week: 3 } },
  state: "valid",
  message: null,
  alreadyMember: false,
  alreadyJoined: false,
  familyOnAnotherPlan: false,
};

function serve(answer: unknown) {
  stubFetchWith(async (input) => {
    if (String(input).endsWith("/api/memberships/invitation")) return jsonResponse(200, answer);
    return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
  });
}

describe("JoinPage in Spanish", () => {
  beforeEach(() => setCatalog("es", spanish, english));
  afterEach(() => setCatalog("en", english));

  it("names the church, the group and its week, and offers the dad his button in Spanish", async () => {
    serve(preview);
    renderWithApp(<JoinPage token="abc" />, { path: "/join", user: testUser("dad") });

    expect(await screen.findByRole("heading", { level: 1, name: "Únete a Hope Chapel" })).toBeInTheDocument();
    expect(screen.getByText("Con su grupo")).toBeInTheDocument();
    expect(screen.getByTestId("invitation-schedule")).toHaveTextContent("Men of Courage: semana 3 de 6");
    expect(screen.getByText(/^Hope Chapel verá tu nombre, cuántos hijos tienes/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar por mi familia" })).toBeInTheDocument();
  });

  it("says a withdrawn invitation in Spanish", async () => {
    serve({ ...preview, state: "revoked", message: familyInvitationMessages.revoked });
    renderWithApp(<JoinPage token="abc" />, { path: "/join", user: testUser("dad") });
    expect(await screen.findByText("La organización retiró esta invitación. Pídele un enlace nuevo a su líder.")).toBeInTheDocument();
  });
});
