// The family streak, small and kind: weeks in a row finished together, in the dad's recap and on both
// dashboards. Never a warning, never a countdown; a paused plan says the streak is safe.
import { t } from "../../lib/i18n.ts";
import { Flame } from "lucide-react";
import type { TStreak } from "../../../shared/schemas/streak.ts";
import "../../lib/catalog-parts/home.ts";

/** The streak in a sentence, in the page's language. */
export function streakSentence(streak: TStreak): string {
  if (streak.paused) return t("streak.paused");
  if (streak.weeks === 0) return t("streak.start");
  return t(streak.graceUsed > 0 ? "streak.weeksGrace" : "streak.weeks", { weeks: streak.weeks });
}

export function StreakLine({ streak }: { streak: TStreak }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-navy-800" data-testid="family-streak">
      <Flame aria-hidden="true" className="size-4 text-amber-600" />
      <span>{t("streak.label", { sentence: streakSentence(streak) })}</span>
    </p>
  );
}
