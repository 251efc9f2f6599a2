// A plan's week-by-week outline (what each week reads and does, by title): on the first run's plan choice
// (features/family) and on the plan page (features/marketplace). Shared here because features don't import
// each other.
import clsx from "clsx";
import type { TPlanWeekOutline } from "../../../shared/schemas/marketplace.ts";
import { t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

export function WeekOutline({ weeks, className, labelledBy }: { weeks: TPlanWeekOutline[]; className?: string; labelledBy?: string }) {
  return (
    <ol aria-labelledby={labelledBy} className={clsx("space-y-1.5", className)}>
      {weeks.map((week) => (
        <li key={week.weekNumber}>
          <span className="font-semibold">{t("marketplace.outline.week", { week: week.weekNumber })}</span>{" "}
          {week.devotionalTitle ?? t("marketplace.outline.comingSoon")}
          {week.challengeTitle ? <span className="text-navy-600"> · {week.challengeTitle}</span> : null}
        </li>
      ))}
    </ol>
  );
}
