// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TFitnessLogResponse } from "../../../../shared/schemas/fitness.ts";
import { sentBody, sentRequest, stubFetchWith, jsonResponse } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { FitnessLogPanel } from "./fitness-log-panel.tsx";

const family: TFitnessLogResponse = {
  people: [
    { userId: "dad-1", fullName: "Dan", role: "dad", isViewer: true, canLog: true, ageBand: "adult" },
    { userId: "son-1", fullName: "Sam", role: "son", isViewer: false, canLog: true, ageBand: "under_13" },
  ],
  results: [
    {
      id: 1,
      personId: "son-1",
      challengeId: 7,
      planId: 3,
      weekNumber: 1,
      challengeTitle: "Test",
      measureLabel: "Push-ups",
      unit: "repetitions",
      version: "easier",
      value: 12,
      loggedBy: "dad",
      loggedAt: "2026-01-01T00:00:00.000Z",
    },
  ],
};

const challenge = {
  id: 7,
  title: "Test",
  measure: { unit: "repetitions" as const, label: "Push-ups", targets: { standard: 20, easier: 10, harder: null } },
  safety: "warm up first.",
};

function stubApi() {
  return stubFetchWith(async (input, init) => {
    if ((init?.method ?? "GET") === "GET") return jsonResponse(200, family);
    return jsonResponse(201, {
      result: family.results[0],
      progress: { id: 1, weekNumber: 1, devotionalCompleted: false, challengeCompleted: true, journalCompleted: false },
      journalEntryId: null,
    });
  });
}

describe("FitnessLogPanel", () => {
  it("shows this week's results side by side, the targets and the safety note beside the form", async () => {
    stubApi();
    renderWithApp(<FitnessLogPanel week={1} challenge={challenge} />, { user: testUser("dad") });
    const results = await screen.findByRole("list", { name: "This week's results" });
    expect(
      within(results)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Dan (you) · DadNot logged yet", "Sam · Son12 repsEasier version · logged by Dad"]);
    expect(screen.getByRole("complementary", { name: "Safety" })).toHaveTextContent("warm up first.");
    expect(screen.getByRole("radio", { name: /Standard/ })).toHaveAccessibleName("Standard (target 20)");
  });

  it("asks 'are you sure?' above a boy's usual range before sending, then sends it confirmed", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithApp(<FitnessLogPanel week={1} challenge={challenge} />, { user: testUser("dad") });
    await user.click(await screen.findByRole("radio", { name: "Sam" }));
    expect(screen.queryByLabelText("Note for your journal (optional)")).toBeNull();
    await user.type(screen.getByLabelText("Push-ups (reps)"), "200");
    await user.click(screen.getByRole("button", { name: "Save Result" }));
    const dialog = await screen.findByRole("dialog", { name: "Are you sure?" });
    expect(dialog).toHaveTextContent("More than 150 reps is a lot. Are you sure?");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Yes, save it" }));
    await waitFor(() => expect(screen.getByText(/Result saved and the challenge ticked: 200 reps for Sam/)).toBeInTheDocument());
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(sentRequest(fetchMock, post).url).toBe("/api/fitness/results");
    expect(sentBody(fetchMock, post)).toMatchObject({ personId: "son-1", challengeId: 7, weekNumber: 1, value: 200, confirmed: true, version: "standard" });
  });

  it("refuses a value past the cap, a negative one or a word without sending anything", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithApp(<FitnessLogPanel week={1} challenge={challenge} />, { user: testUser("dad") });
    await user.click(await screen.findByRole("radio", { name: "Sam" }));
    const field = screen.getByLabelText("Push-ups (reps)");
    for (const [typed, message] of [
      ["2000", "That is more than 1,000 reps, which no one does in one go. Please check the number."],
      ["-3", "A result cannot be negative"],
      ["lots", "Enter your result as a number"],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole("button", { name: "Save Result" }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });
});
