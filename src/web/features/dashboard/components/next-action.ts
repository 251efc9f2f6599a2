// The one next step for the week shown: devotional → challenge → journal → next week → next plan;
// "Choose your family's plan" without one.
import { t } from "../../../lib/i18n.ts";
import type { TJourney } from "../../../../shared/schemas/dashboard.ts";
import type { TProgress } from "../../../../shared/schemas/progress.ts";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/home.ts";

export interface NextAction {
  label: string;
  to: string;
}

export function nextActionFor(week: number, progress: TProgress, journey: TJourney, role: "dad" | "son"): NextAction | null {
  if (journey.totalWeeks === null) {
    return role === "dad" ? { label: t("next.choosePlanDad"), to: paths.marketplace() } : { label: t("next.seePlans"), to: paths.marketplace() };
  }
  if (week > journey.totalWeeks) return { label: t("next.chooseNext"), to: paths.marketplace() };
  if (!progress.devotionalCompleted) return { label: t("next.readDevotional"), to: paths.week(week) };
  if (!progress.challengeCompleted) return { label: t("next.doChallenge"), to: paths.week(week, "challenge") };
  if (!progress.journalCompleted) return { label: t("next.writeJournal"), to: paths.journal({ week, title: t("next.reflectionTitle", { week }) }) };
  if (week < journey.totalWeeks) return { label: t("next.goOn", { week: week + 1 }), to: paths.week(week + 1) };
  return { label: t("next.chooseNext"), to: paths.marketplace() };
}
