// Previous Week / Next Week. Previous is disabled at week 1; the week page has no upper bound (docs/areas/weekly-journey.md).
import { t } from "../../../lib/i18n.ts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { MIN_WEEK } from "../../../../shared/constants.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/week.ts";

export function WeekNavigation({ week }: { week: number }) {
  const previous = week - 1;
  return (
    <nav aria-label={t("week.nav")} className="flex flex-wrap items-center justify-between gap-3">
      {previous >= MIN_WEEK ? (
        <ButtonLink to={paths.week(previous)} variant="secondary" icon={<ChevronLeft aria-hidden="true" className="size-5" />}>
          {t("week.previous")}
        </ButtonLink>
      ) : (
        <Button variant="secondary" disabled icon={<ChevronLeft aria-hidden="true" className="size-5" />}>
          {t("week.previous")}
        </Button>
      )}
      <ButtonLink to={paths.week(week + 1)} variant="secondary">
        {t("week.next")}
        <ChevronRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </nav>
  );
}
