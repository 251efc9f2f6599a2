// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import type { TChallenge } from "../../../../shared/schemas/content.ts";
import { ChallengeView } from "./challenge-view.tsx";

const challenge: TChallenge = {
  id: 7,
  weekNumber: 2,
  title: "Push-up Ladder",
  description: "Warm up together.\n\nThen climb the ladder.",
  fitnessFocus: "Strength",
  difficulty: 3,
  durationMinutes: 20,
  measures: [],
  equipmentNeeded: ["Mat", "Water bottle"],
};

function renderView(value: TChallenge | null) {
  renderWithApp(<ChallengeView week={2} planId={null} challenge={value} />);
}

describe("ChallengeView", () => {
  it("shows the spec's labels: 'Difficulty n/5', 'Equipment Needed', 'Challenge Description' and 'Log Your Progress'", () => {
    renderView(challenge);
    expect(screen.getByRole("heading", { level: 2, name: "Push-up Ladder" })).toBeInTheDocument();
    expect(screen.getByText("Difficulty 3/5")).toBeInTheDocument();
    expect(screen.getByText("20 minutes")).toBeInTheDocument();
    expect(screen.queryByText("Test week")).toBeNull();
    const equipment = screen.getByRole("region", { name: "Equipment Needed" });
    expect(
      within(equipment)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Mat", "Water bottle"]);
    const description = screen.getByRole("region", { name: "Challenge Description" });
    expect(within(description).getByText("Then climb the ladder.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log Your Progress" }).getAttribute("href")).toBe(
      "/journal?week=2&title=Fitness+Log%3A+Push-up+Ladder&type=fitness",
    );
  });

  it("shows the easier and harder versions and the safety note with their leads in bold", () => {
    renderView({ ...challenge, description: "Do it together.\n\nEasier version: fewer reps.\n\nHarder version: more reps.\n\nSafety: stop if it hurts." });
    const description = screen.getByRole("region", { name: "Challenge Description" });
    const leads = [...description.querySelectorAll("strong")].map((lead) => lead.textContent);
    expect(leads).toEqual(["Easier version: ", "Harder version: ", "Safety: "]);
    expect(within(description).getByText("stop if it hurts.")).toBeInTheDocument();
    expect(description.textContent).toContain("Safety: stop if it hurts.");
  });

  it("keeps 'Equipment Needed' when nothing is needed, and says so", () => {
    renderView({ ...challenge, equipmentNeeded: [] });
    const equipment = screen.getByRole("region", { name: "Equipment Needed" });
    expect(equipment.textContent).toContain("No equipment needed.");
    expect(within(equipment).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("marks a measured challenge as the plan's test week, whose results are logged on the page instead of the journal", () => {
    renderView({
      ...challenge,
      measures: [{ key: "push-ups|repetitions", unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: null } }],
    });
    expect(within(screen.getByRole("list", { name: "Challenge details" })).getByText("Test week")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log Your Progress" })).toBeNull();
  });

  it("says the week's challenge is not available yet when there is none", () => {
    renderView(null);
    expect(screen.getByText("The fitness challenge for week 2 is not available yet.")).toBeInTheDocument();
  });
});
