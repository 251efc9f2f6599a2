// The dad's dashboard (/dashboard/dad). The son's dashboard has the same layout without Dad's Corner, so the
// screen is composed here once and dashboard-son.tsx renders it for a son (spec 000 §2: "same layout").
// Data: one request for the whole shell (GET /api/dashboard), then one per week change (GET /api/weeks/:n).
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MIN_WEEK } from "../../shared/constants.ts";
import { messages } from "../../shared/messages.ts";
import type { ProgressFlag, TToggleProgressResponse } from "../../shared/schemas/progress.ts";
import { FlashMessage } from "../components/layout/flash-message.tsx";
import { Page } from "../components/layout/page.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { Button } from "../components/ui/button.tsx";
import { LoadingScreen, Spinner } from "../components/ui/spinner.tsx";
import { applyProgressToDashboard, useDashboard } from "../features/dashboard/api/get-dashboard.ts";
import { AchievementsCard } from "../features/dashboard/components/achievements-card.tsx";
import { WeekContentCards } from "../features/dashboard/components/content-cards.tsx";
import { PlansPanel } from "../features/dashboard/components/plans-panel.tsx";
import { RecentEntriesCard } from "../features/dashboard/components/recent-entries-card.tsx";
import { ReflectCard } from "../features/dashboard/components/reflect-card.tsx";
import { WeekPanel } from "../features/dashboard/components/week-panel.tsx";
import { PurchaseRequired } from "../features/payments/components/purchase-required.tsx";
import { ProgressCheckboxes } from "../features/progress/components/progress-checkboxes.tsx";
import { useSession } from "../features/session/api/get-session.ts";
import { applyProgressToWeek, useWeek } from "../features/week/api/get-week.ts";
import { apiErrorMessage } from "../lib/api-client.ts";
import { FamilySettingsCard } from "../features/family/components/family-settings-card.tsx";
import { SonDataCard } from "../features/family/components/son-data-card.tsx";

export function DashboardScreen({ role }: { role: "dad" | "son" }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  // Spec 000 §4: the current week starts at 1 and moves between 1 and 52.
  const [week, setWeek] = useState(MIN_WEEK);
  const shellWeek = dashboard.data?.week.weekNumber ?? MIN_WEEK;
  const weekQuery = useWeek(week, dashboard.isSuccess && week !== shellWeek);
  const weekView = week === shellWeek ? dashboard.data?.week : weekQuery.data?.weekNumber === week ? weekQuery.data : undefined;

  const title = role === "dad" ? "Dad's Dashboard" : "Son's Dashboard";
  const onSaved = (result: TToggleProgressResponse, flag: ProgressFlag) => {
    applyProgressToDashboard(queryClient, result, flag);
    applyProgressToWeek(queryClient, result.progress, flag);
  };

  if (dashboard.isPending) return <LoadingScreen message="Loading your dashboard..." />;
  if (dashboard.isError) {
    return (
      <Page title={title}>
        <Alert tone="error" title={apiErrorMessage(dashboard.error, messages.dashboardLoadFailed)}>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => window.location.reload()}>
            Retry
          </Button>
        </Alert>
      </Page>
    );
  }

  const data = dashboard.data;
  return (
    <Page title={title} description={user ? `Welcome back, ${user.fullName}.` : undefined}>
      <FlashMessage className="mb-8" />
      <div className="space-y-8">
        <PlansPanel plans={data.plans} />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <WeekPanel week={week} planTitle={weekView?.plan?.title ?? null} onWeekChange={setWeek} loading={!weekView}>
              {weekView ? (
                <ProgressCheckboxes key={week} weekNumber={week} progress={weekView.progress} onSaved={onSaved} className="grid gap-3 sm:grid-cols-3 sm:space-y-0" />
              ) : weekQuery.isError ? null : (
                <p role="status" className="flex items-center gap-2 text-navy-700">
                  <Spinner size="sm" /> Loading week {week} content...
                </p>
              )}
            </WeekPanel>
            {weekView?.purchaseRequired ? (
              <PurchaseRequired plan={weekView.plan} role={role} />
            ) : weekView ? (
              <WeekContentCards content={weekView} showDadsCorner={role === "dad"} />
            ) : weekQuery.isError ? (
              <Alert tone="error" title={apiErrorMessage(weekQuery.error, messages.loadDataFailed)}>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void weekQuery.refetch()}>
                  Retry
                </Button>
              </Alert>
            ) : null}
          </div>
          <div className="min-w-0 space-y-8">
            <AchievementsCard achievements={data.achievements} />
            <RecentEntriesCard entries={data.recentEntries} week={week} />
            <ReflectCard week={week} />
            {role === "dad" ? (
              <>
                <FamilySettingsCard />
                <SonDataCard />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </Page>
  );
}

export default function DashboardDadScreen() {
  return <DashboardScreen role="dad" />;
}
