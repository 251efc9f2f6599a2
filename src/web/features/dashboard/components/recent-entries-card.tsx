// The 3 latest journal entries with 'View All', or the empty state with 'Create Your First Entry'.
import { dateLocale, t } from "../../../lib/i18n.ts";
import { NotebookPen } from "lucide-react";
import { Link } from "react-router";
import type { TDashboardJournalEntry } from "../../../../shared/schemas/dashboard.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { formatInstantIn } from "../../../../shared/plan-run.ts";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/home.ts";
import "../../../lib/catalog-parts/journal.ts";

// A date is read on the family's clock, in the page's language: the page the server drew and the
// browser say the same day, whatever the device's zone.
export function RecentEntriesCard({ entries, week, timeZone }: { entries: TDashboardJournalEntry[]; week: number; timeZone: string }) {
  return (
    <Card className="!p-5 sm:!p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t("recent.heading")}</h2>
        {entries.length > 0 ? (
          <Link to={paths.journal()} className="font-semibold text-amber-800 underline decoration-amber-400 underline-offset-4 hover:text-amber-900">
            {t("recent.viewAll")}
          </Link>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <div className="mt-4 rounded-xl border-2 border-dashed border-navy-200 p-5 text-center">
          <p className="text-navy-700">{t("recent.none")}</p>
          <ButtonLink to={paths.journal({ week })} variant="accent" size="sm" className="mt-3" icon={<NotebookPen aria-hidden="true" className="size-4" />}>
            {t("recent.createFirst")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-navy-100">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3">
              <p className="font-semibold text-navy-950">{entry.title}</p>
              <p className="text-sm text-navy-600">
                {t(`entryType.${entry.entryType}`)}
                {entry.weekNumber !== null ? t("recent.week", { week: entry.weekNumber }) : ""} ·{" "}
                <time dateTime={entry.createdAt}>{formatInstantIn(entry.createdAt, timeZone, undefined, dateLocale())}</time>
              </p>
              {entry.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-navy-700">{entry.excerpt}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
