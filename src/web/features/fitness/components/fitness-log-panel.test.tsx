// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TFitnessLogResponse, TFitnessResult } from "../../../../shared/schemas/fitness.ts";
import { sentBody, sentRequest, stubFetchWith, jsonResponse } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { FitnessLogPanel } from "./fitness-log-panel.tsx";

const sonsPushUps: TFitnessResult = {
  id: 1,
  personId: "son-1",
  challengeId: 7,
  planId: 3,
  weekNumber: 1,
  challengeTitle: "Test",
  measureKey: "push-ups|repetitions",
  measureLabel: "Push-ups",
  unit: "repetitions",
  version: "easier",
  value: 12,
  test: true,
  loggedBy: "dad",
  loggedAt: "2026-01-01T00:00:00.000Z",
};

const family: TFitnessLogResponse = {
  people: [
    { userId: "dad-1", fullName: "Dan", role: "dad", isViewer: true, canLog: true, ageBand: "adult" },
    { userId: "son-1", fullName: "Sam", role: "son", isViewer: false, canLog: true, ageBand: "under_13" },
  ],
  results: [sonsPushUps],
  measures: [],
};

const testChallenge = {
  id: 7,
  title: "Test",
  measures: [{ key: "push-ups|repetitions", unit: "repetitions" as const, label: "Push-ups", targets: { standard: 20, easier: 10, harder: null } }],
  safety: "warm up first.",
};

function stubApi(answer: TFitnessLogResponse = family, logged: { ticked: boolean } = { ticked: true }) {
  return stubFetchWith(async (_input, init) => {
    if ((init?.method ?? "GET") === "GET") return jsonResponse(200, answer);
    return jsonResponse(201, {
      results: [sonsPushUps],
      progress: logged.ticked ? { id: 1, weekNumber: 1, devotionalCompleted: false, challengeCompleted: true, journalCompleted: false } : null,
      ticked: logged.ticked,
      journalEntryId: null,
    });
  });
}

const posts = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("FitnessLogPanel in a test week", () => {
  it("marks the test week, shows this week's results side by side, the target of the chosen version and the safety note", async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithApp(<FitnessLogPanel week={1} planId={3} challenge={testChallenge} />, { user: testUser("dad") });
    const panel = screen.getByRole("region", { name: /Log Your Progress/ });
    expect(within(panel).getByText("Test week")).toBeInTheDocument();
    const results = await screen.findByRole("list", { name: "This week's results" });
    expect(
      within(results)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Dan (you) · DadNot logged yet", "Sam · Son12 repsEasier version · logged by Dad"]);
    expect(screen.getByRole("complementary", { name: "Safety" })).toHaveTextContent("warm up first.");
    expect(screen.getByLabelText("Push-ups (reps)")).toHaveAccessibleDescription("Target for the standard version: 20");
    await user.click(screen.getByRole("radio", { name: "Easier version" }));
    expect(screen.getByLabelText("Push-ups (reps)")).toHaveAccessibleDescription("Target for the easier version: 10");
  });

  it("asks 'are you sure?' above a boy's usual range before sending, then sends it confirmed", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithApp(<FitnessLogPanel week={1} planId={3} challenge={testChallenge} />, { user: testUser("dad") });
    await user.click(await screen.findByRole("radio", { name: "Sam" }));
    expect(screen.queryByLabelText("Note for your journal (optional)")).toBeNull();
    await user.type(screen.getByLabelText("Push-ups (reps)"), "200");
    await user.click(screen.getByRole("button", { name: "Save Result" }));
    const dialog = await screen.findByRole("dialog", { name: "Are you sure?" });
    expect(dialog).toHaveTextContent("More than 150 reps is a lot. Are you sure?");
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Yes, save it" }));
    await waitFor(() => expect(screen.getByText(/Result saved and the challenge ticked: 200 reps for Sam/)).toBeInTheDocument());
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(sentRequest(fetchMock, post).url).toBe("/api/fitness/results");
    expect(sentBody(fetchMock, post)).toEqual({
      personId: "son-1",
      challengeId: 7,
      weekNumber: 1,
      version: "standard",
      values: [{ measureKey: "push-ups|repetitions", value: 200 }],
      confirmed: true,
      note: "",
    });
  });

  it("refuses half a push-up, a value past the cap, a negative one, a word or nothing at all without sending anything", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithApp(<FitnessLogPanel week={1} planId={3} challenge={testChallenge} />, { user: testUser("dad") });
    await user.click(await screen.findByRole("radio", { name: "Sam" }));
    const field = screen.getByLabelText("Push-ups (reps)");
    await user.click(screen.getByRole("button", { name: "Save Result" }));
    expect(await screen.findByText("Enter at least one result")).toBeInTheDocument();
    for (const [typed, message] of [
      ["12.5", "Enter a whole number of reps"],
      ["2000", "That is more than 1,000 reps, which no one does in one go. Please check the number."],
      ["-3", "A result cannot be negative"],
      ["lots", "Enter your result as a number"],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole("button", { name: "Save Result" }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("says a zero is kept but does not tick the challenge", async () => {
    stubApi(family, { ticked: false });
    const user = userEvent.setup();
    renderWithApp(<FitnessLogPanel week={1} planId={3} challenge={testChallenge} />, { user: testUser("dad") });
    await user.type(await screen.findByLabelText("Push-ups (reps)"), "0");
    await user.click(screen.getByRole("button", { name: "Save Result" }));
    expect(await screen.findByText("Result saved: 0 reps for you. A zero is kept in your log but does not tick the challenge.")).toBeInTheDocument();
  });
});

describe("FitnessLogPanel in a week without a test", () => {
  const plainChallenge = { id: 8, title: "Wisdom Deck", measures: [], safety: null };

  it("offers push-ups to follow, then logs the family's measure for the week", async () => {
    let followed = false;
    const fetchMock = stubFetchWith(async (input, init) => {
      const url = String(input);
      if (url === "/api/fitness/measures") {
        followed = true;
        return jsonResponse(201, { measure: { id: 4, key: "push-ups|repetitions", label: "Push-ups", unit: "repetitions" } });
      }
      if ((init?.method ?? "GET") === "GET")
        return jsonResponse(200, { ...family, measures: followed ? [{ id: 4, key: "push-ups|repetitions", label: "Push-ups", unit: "repetitions" }] : [] });
      return jsonResponse(201, { results: [], progress: null, ticked: false, journalEntryId: null });
    });
    const user = userEvent.setup();
    renderWithApp(<FitnessLogPanel week={2} planId={3} challenge={plainChallenge} />, { user: testUser("dad") });
    const panel = screen.getByRole("region", { name: "Your weekly measures" });
    expect(within(panel).queryByText("Test week")).toBeNull();
    expect(within(panel).queryByLabelText("Push-ups (reps)")).toBeNull();
    await user.click(await within(panel).findByRole("button", { name: "Follow Push-ups (reps)" }));
    const field = await within(panel).findByLabelText("Push-ups (reps)");
    expect(field).toHaveAccessibleDescription("A measure your family follows every week");
    expect(within(panel).queryByRole("group", { name: "Which version?" })).toBeNull();
    await user.type(field, "18");
    await user.click(within(panel).getByRole("button", { name: "Save Result" }));
    expect(await within(panel).findByText("Result saved: 18 reps for you.")).toBeInTheDocument();
    const post = fetchMock.mock.calls.findLastIndex(([, init]) => init?.method === "POST");
    expect(sentBody(fetchMock, post)).toMatchObject({ challengeId: 8, weekNumber: 2, values: [{ measureKey: "push-ups|repetitions", value: 18 }] });
  });
});
