// The week page (/week/:id, docs/areas/weekly-journey.md): one request (POST /api/weeks/:n/open) brings the week's content and
// the viewer's progress, after the server applied the reflection rule. Tabs follow the URL hash.
import { t } from "../../../lib/i18n.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Flag } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ProgressFlag, TToggleProgressResponse } from "../../../../shared/schemas/progress.ts";
import type { TWeekView } from "../../../../shared/schemas/content.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { FailedAlert, QueryState } from "../../../components/ui/query-state.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { ProgressCheckboxes } from "../../../components/progress/progress-checkboxes.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { familyQueryOptions } from "../../../lib/family-query.ts";
import { ProgressPanel } from "../../../components/progress/progress-panel.tsx";
import { ScripturePassageDialog, ScripturePopup } from "../../../components/scripture/scripture-popup.tsx";
import { useReadPassage } from "../../../components/scripture/get-scripture.ts";
import { useSession } from "../../../session/get-session.ts";
import { applyProgressToDashboard, applyProgressToWeek } from "../../../lib/progress-caches.ts";
import { weekQueryOptions } from "../api/get-week.ts";
import { useOpenWeek } from "../api/open-week.ts";
import { ChallengeView } from "./challenge-view.tsx";
import { DadsCornerView } from "./dads-corner-view.tsx";
import { DevotionalView } from "./devotional-view.tsx";
import { PurchaseRequired } from "../../../components/plan/purchase-required.tsx";
import { WeekNavigation } from "./week-navigation.tsx";
import { WeekTabs } from "./week-tabs.tsx";
import { tabFromHash, type WeekTabId } from "../week-page-rules.ts";
import { paths } from "../../../paths.ts";
import { useWeekParts, WeekPartsProvider, type WeekParts } from "../week-parts.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import "../../../lib/catalog-parts/week.ts";

/** The week page for week `week` (any number: the API decides whether it is a valid week). */
/** Week n; the route gives it the assistant and the fitness log (WeekParts). */
export function WeekPage({ week, parts }: { week: number; parts: WeekParts }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const query = useOpenWeek(week);
  const family = useQuery({ ...familyQueryOptions(), enabled: user?.role === "son" });

  // Next week readable with no network too: once this week is in, read next week through the service
  // worker, which keeps it — only when a worker controls the page (an installed or returning visitor).
  const view = query.data;
  const nextWeek = view && !view.purchaseRequired && (view.plan === null || week < view.plan.durationWeeks) ? week + 1 : null;
  useEffect(() => {
    if (nextWeek === null || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    void queryClient.prefetchQuery({ ...weekQueryOptions(nextWeek), staleTime: 60_000 });
  }, [nextWeek, queryClient]);

  const onSaved = (result: TToggleProgressResponse, flag: ProgressFlag) => {
    applyProgressToWeek(queryClient, result.progress, flag);
    applyProgressToDashboard(queryClient, result, flag);
  };

  const header = (
    <header className="mb-8 space-y-4">
      <ButtonLink to={paths.dashboardFor(user?.role)} variant="ghost" size="sm" className="-ml-3" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
        {t("week.back")}
      </ButtonLink>
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">{t("week.title", { week })}</h1>
        {query.data?.plan ? <p className="mt-1 text-lg text-navy-700">{query.data.plan.title}</p> : null}
      </div>
    </header>
  );

  return (
    <WeekPartsProvider parts={parts}>
      <QueryState
        query={query}
        error={{ failed: t("week.loadFailed"), codes: { INVALID_WEEK: t("week.invalid") } }}
        loading={<LoadingScreen message={t("week.loading", { week })} />}
        failed={({ text, retry }) => (
          <Page title={t("week.title", { week })} heading={null} width="medium">
            {header}
            <FailedAlert text={text}>
              {isApiError(query.error) && query.error.code === "INVALID_WEEK" ? (
                <ButtonLink to={paths.week(1)} variant="secondary" size="sm" className="mt-3">
                  {t("week.goToWeek1")}
                </ButtonLink>
              ) : (
                <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
                  {t("week.retry")}
                </Button>
              )}
            </FailedAlert>
          </Page>
        )}
      >
        {/* The son's age band (on his family link) decides what the assistant panel tells him. */}
        {(view) => (
          <WeekBody
            week={week}
            view={view}
            header={header}
            sonUnder13={family.data?.members.some((m) => m.role === "dad" && m.sonAgeBand === "under_13") ?? false}
            onSaved={onSaved}
          />
        )}
      </QueryState>
    </WeekPartsProvider>
  );
}

function WeekBody({
  week,
  view,
  header,
  sonUnder13,
  onSaved,
}: {
  week: number;
  view: TWeekView;
  header: ReactNode;
  sonUnder13: boolean;
  onSaved: (result: TToggleProgressResponse, flag: ProgressFlag) => void;
}) {
  const { user } = useSession();
  const { assistant } = useWeekParts();
  const readPassage = useReadPassage();
  const location = useLocation();
  const navigate = useNavigate();
  // Dad's Corner only for a dad and only when the week has it; the API never sends it to a son anyway.
  const dadsCorner = user?.role === "dad" ? view.dadsCorner : null;
  // The server never sees the address's #tab: the page it drew shows the first tab, and so does hydration; the tab
  // the address names follows at once.
  const hydrated = useHydrated();
  const tab = tabFromHash(hydrated ? location.hash : "", dadsCorner !== null);
  const selectTab = (next: WeekTabId) =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: next === "devotional" ? "" : next },
      { replace: true, preventScrollReset: true },
    );

  // After the plan's end: no "Coming Soon" tabs with tickable boxes, but the way to the next plan.
  if (view.plan && week > view.plan.durationWeeks) {
    return (
      <Page title={t("week.title", { week })} heading={null} width="medium">
        {header}
        <EmptyState
          icon={<Flag />}
          title={t("week.planEnded", { plan: view.plan.title, week: view.plan.durationWeeks })}
          description={user?.role === "son" ? t("week.planEndedSon") : t("week.planEndedDad")}
          action={
            <ButtonLink to={paths.marketplace()} variant="accent">
              {t("week.seePlans")}
            </ButtonLink>
          }
        />
      </Page>
    );
  }

  return (
    <Page title={t("week.title", { week })} heading={null} width="medium">
      {header}
      <div className="space-y-8">
        {user ? (
          <ProgressPanel>
            <ProgressCheckboxes key={week} weekNumber={week} progress={view.progress} onSaved={onSaved} locked={view.purchaseRequired} />
          </ProgressPanel>
        ) : null}

        {view.purchaseRequired ? <PurchaseRequired plan={view.plan} role={user?.role} seatAvailable={view.seatAvailable} /> : null}
        <WeekTabs
          value={tab}
          onValueChange={selectTab}
          panels={{
            devotional: (
              <DevotionalView
                week={week}
                devotional={view.devotional}
                scripture={(reference) => <ScripturePopup reference={reference} />}
                passage={(reference, close) => <ScripturePassageDialog reference={reference} onClose={close} />}
                readPassage={readPassage}
              />
            ),
            challenge: <ChallengeView week={week} planId={view.plan?.id ?? null} challenge={view.challenge} />,
            ...(dadsCorner
              ? {
                  dadsCorner: (
                    <DadsCornerView
                      week={week}
                      dadsCorner={dadsCorner}
                      passage={(reference, close) => <ScripturePassageDialog reference={reference} onClose={close} />}
                    />
                  ),
                }
              : {}),
          }}
        />

        {/* The assistant feature mounts 'Chat with StrongBond Assistant' here (signed-in users with a role). */}
        {user?.role ? assistant({ weekNumber: week, sonUnder13 }) : null}

        <WeekNavigation week={week} />
      </div>
    </Page>
  );
}
