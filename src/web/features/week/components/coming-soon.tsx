import { CalendarClock } from "lucide-react";
import { t } from "../../../lib/i18n.ts";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import "../../../lib/catalog-parts/week.ts";

/** What a week shows for an item that has no content yet (docs/areas/weekly-journey.md: a coming-soon empty state). */
export function ComingSoon({ what, week }: { what: "devotional" | "challenge"; week: number }) {
  return (
    <EmptyState
      icon={<CalendarClock />}
      title={t("week.comingSoon")}
      description={t(what === "devotional" ? "week.devotionalSoon" : "week.challengeSoon", { week })}
    />
  );
}
