// The one next step for the week shown: devotional → challenge → journal → next week → next plan;
// "Choose your family's plan" without one.
import type { TJourney } from "../../../../shared/schemas/dashboard.ts";
import type { TProgress } from "../../../../shared/schemas/progress.ts";
import { paths } from "../../../paths.ts";

export interface NextAction {
  label: string;
  to: string;
}

export function nextActionFor(week: number, progress: TProgress, journey: TJourney, role: "dad" | "son"): NextAction | null {
  if (journey.totalWeeks === null) {
    return role === "dad" ? { label: "Choose your family's plan", to: paths.marketplace() } : { label: "See the plans", to: paths.marketplace() };
  }
  if (week > journey.totalWeeks) return { label: "Choose your next plan", to: paths.marketplace() };
  if (!progress.devotionalCompleted) return { label: "Read this week's devotional", to: paths.week(week) };
  if (!progress.challengeCompleted) return { label: "Do the fitness challenge", to: paths.week(week, "challenge") };
  if (!progress.journalCompleted) return { label: "Write in your journal", to: paths.journal({ week, title: `Week ${week} reflection` }) };
  if (week < journey.totalWeeks) return { label: `Go on to week ${week + 1}`, to: paths.week(week + 1) };
  return { label: "Choose your next plan", to: paths.marketplace() };
}
