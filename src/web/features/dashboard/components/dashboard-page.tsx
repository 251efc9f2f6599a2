// The dad's and the son's dashboard (/dashboard/dad, /dashboard/son): the son's has the same layout without Dad's
// Corner (docs/areas/weekly-journey.md: "same layout"). "This week, together" first (one plan, one week for the family): both open on the
// family week of the family's plan, in one card with everyone's items side by side, one next step and the
// schedule's moves; the week's content, achievements, entries and plans follow below. One request per view: GET
// /api/dashboard (then ?week=n); the family card's data comes inside it, and the session is read in parallel
// (main.tsx starts both before the screen's code arrives). While loading it shows DashboardSkeleton, the same
// boxes. Family settings live on /family, not here.
import { localize, t } from "../../../lib/i18n.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ProgressFlag, TToggleProgressResponse } from "../../../../shared/schemas/progress.ts";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Building2 } from "lucide-react";
import { paths } from "../../../paths.ts";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { useDashboard } from "../api/get-dashboard.ts";
import { applyProgressToDashboard, applyProgressToWeek } from "../../../lib/progress-caches.ts";
import { AchievementsCard } from "./achievements-card.tsx";
import { WeekContentCards } from "./content-cards.tsx";
import { NextPlanCard } from "./next-plan-card.tsx";
import { PlansPanel } from "./plans-panel.tsx";
import { RecentEntriesCard } from "./recent-entries-card.tsx";
import { ReflectCard } from "./reflect-card.tsx";
import { TogetherCard } from "./together-card.tsx";
import { LatestFromYourDad } from "../../../components/family/from-your-dad.tsx";
import { PurchaseRequired } from "../../../components/plan/purchase-required.tsx";
import { ProgressCheckboxes } from "../../../components/progress/progress-checkboxes.tsx";
import { useSession } from "../../../session/get-session.ts";
import { errorText } from "../../../lib/error-text.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { welcomeLine } from "../../../lib/labels.ts";
import { offlineText } from "../../../offline/offline-notices.tsx";
import "../../../lib/catalog-parts/home.ts";

/** No network, and the phone had no copy to answer with (the service worker answers with one when it has it). */
function isOffline(error: unknown): boolean {
  return isApiError(error) && error.isNetworkError && !navigator.onLine;
}

export function DashboardPage({ role }: { role: "dad" | "son" }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  // null: the current week, chosen by the server; a number once the viewer moves (Previous/Next, 1-52).
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const dashboard = useDashboard(chosenWeek);

  const title = role === "dad" ? t("dash.titleDad") : t("dash.titleSon");
  const onSaved = (result: TToggleProgressResponse, flag: ProgressFlag) => {
    applyProgressToDashboard(queryClient, result, flag);
    applyProgressToWeek(queryClient, result.progress, flag);
  };

  if (dashboard.isPending) return <DashboardSkeleton role={role} description={user ? welcomeLine(user) : undefined} />;
  if (dashboard.isError && !dashboard.data) {
    return (
      <Page title={title}>
        <Alert tone="error" title={isOffline(dashboard.error) ? offlineText.noCopyYet : localize(errorText(dashboard.error, t("dash.loadFailed")))}>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => window.location.reload()}>
            {t("dash.retry")}
          </Button>
        </Alert>
      </Page>
    );
  }

  const data = dashboard.data;
  const week = chosenWeek ?? data.week.weekNumber;
  // While another week loads, the previous answer stays on screen (placeholder): show it as loading.
  const loaded = data.week.weekNumber === week;
  const { journey } = data;
  const afterPlanEnd = journey.totalWeeks !== null && week > journey.totalWeeks;
  const planId = user?.selectedPlanId ?? null;

  return (
    <Page title={title} description={user ? welcomeLine(user) : undefined}>
      <FlashMessage className="mb-8" />
      {role === "dad" && user?.organizationRole ? (
        // A leader who is also a dad: his church's dashboard is one tap away (sign-in opens it when he has no plan).
        <nav aria-label={t("dash.orgNav")} className="mb-8 flex flex-wrap items-center gap-3 rounded-xl bg-navy-50 p-3 text-sm ring-1 ring-navy-100">
          <span className="text-navy-800">{t("dash.orgLead")}</span>
          <ButtonLink to={paths.organizations()} size="sm" variant="secondary" icon={<Building2 aria-hidden="true" className="size-4" />}>
            {t("dash.orgDashboard")}
          </ButtonLink>
        </nav>
      ) : null}
      <div className="space-y-8">
        {role === "son" ? <LatestFromYourDad fromDad={data.fromDad} /> : null}
        <TogetherCard
          data={data}
          week={week}
          loaded={loaded}
          role={role}
          onWeekChange={setChosenWeek}
          own={<ProgressCheckboxes key={week} weekNumber={week} progress={data.week.progress} onSaved={onSaved} locked={data.week.purchaseRequired} />}
        />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 space-y-8 lg:col-span-2">
            {dashboard.isError ? (
              <Alert tone="error" title={localize(errorText(dashboard.error, t("dash.loadDataFailed")))}>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void dashboard.refetch()}>
                  {t("dash.retry")}
                </Button>
              </Alert>
            ) : loaded && data.week.purchaseRequired ? (
              <PurchaseRequired plan={data.week.plan} role={role} seatAvailable={data.week.seatAvailable} />
            ) : loaded && afterPlanEnd ? (
              <NextPlanCard planTitle={journey.planTitle ?? t("dash.yourPlan")} plans={data.plans} currentPlanId={planId} role={role} />
            ) : loaded ? (
              <WeekContentCards content={data.week} showDadsCorner={role === "dad"} />
            ) : null}
          </div>
          <div className="min-w-0 space-y-8">
            <AchievementsCard achievements={data.achievements} />
            <RecentEntriesCard entries={data.recentEntries} week={week} timeZone={data.journey.timeZone} />
            <ReflectCard week={week} />
          </div>
        </div>
        <PlansPanel plans={data.plans} />
      </div>
    </Page>
  );
}
