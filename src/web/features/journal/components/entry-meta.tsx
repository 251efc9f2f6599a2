// The line of facts under an entry's title: its type, its week (a link to the week page), its date and who
// can read it.
import { t } from "../../../lib/i18n.ts";
import { CalendarDays, Lock, Users } from "lucide-react";
import { Link } from "react-router";
import type { TJournalEntry } from "../../../../shared/schemas/journal.ts";
import { paths } from "../../../paths.ts";
import { formatEntryDate } from "../journal-page-rules.ts";
import "../../../lib/catalog-parts/journal.ts";

export function EntryMeta({ entry, showVisibility }: { entry: TJournalEntry; showVisibility: boolean }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-navy-700">
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">{t(`entryType.${entry.entryType}`)}</span>
      {entry.weekNumber !== null ? (
        <Link to={paths.week(entry.weekNumber)} className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700">
          {t("journal.week", { week: entry.weekNumber })}
        </Link>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={entry.createdAt}>{formatEntryDate(entry.createdAt)}</time>
      </span>
      {showVisibility ? (
        entry.isShared ? (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <Users aria-hidden="true" className="size-4" />
            {t("journal.sharedWithFamily")}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <Lock aria-hidden="true" className="size-4" />
            {t("journal.private")}
          </span>
        )
      ) : null}
    </div>
  );
}
