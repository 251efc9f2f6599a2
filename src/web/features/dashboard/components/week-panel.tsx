// The dashboard's week panel: 'Week N' (and the plan), Previous and Next bounded 1-52, and the progress checkboxes.
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { MAX_DASHBOARD_WEEK, MIN_WEEK } from "../../../../shared/constants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";

export function WeekPanel({
  week,
  planTitle,
  onWeekChange,
  loading,
  children,
}: {
  week: number;
  planTitle: string | null;
  onWeekChange: (week: number) => void;
  /** True while the newly chosen week loads. */
  loading: boolean;
  /** The progress checkboxes (the progress feature, composed by the route). */
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby="dashboard-week-heading" role="region" aria-busy={loading || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="dashboard-week-heading" className="text-2xl font-bold">
            Week {week}
          </h2>
          {planTitle ? <p className="text-navy-700">{planTitle}</p> : null}
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={week <= MIN_WEEK}
            onClick={() => onWeekChange(week - 1)}
            icon={<ChevronLeft aria-hidden="true" className="size-4" />}
          >
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={week >= MAX_DASHBOARD_WEEK} onClick={() => onWeekChange(week + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="mt-5 border-t border-navy-100 pt-5">{children}</div>
    </Card>
  );
}
