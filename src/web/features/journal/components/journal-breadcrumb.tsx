// Dashboard (by role) > Week {n} (only when the page was opened for a week) > Journal (docs/areas/journal.md).
import { t } from "../../../lib/i18n.ts";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Role } from "../../../../shared/constants.ts";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/journal.ts";

export function JournalBreadcrumb({ role, week }: { role: Role | undefined; week: number | null }) {
  const trail = [
    { label: t("journal.crumbDashboard"), to: paths.dashboardFor(role) },
    ...(week !== null ? [{ label: t("journal.week", { week }), to: paths.week(week) }] : []),
  ];
  return (
    <nav aria-label={t("journal.breadcrumb")} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-navy-700">
        {trail.map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1.5">
            <Link to={crumb.to} className="font-medium underline-offset-2 hover:text-navy-950 hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-navy-950">
          {t("journal.title")}
        </li>
      </ol>
    </nav>
  );
}
