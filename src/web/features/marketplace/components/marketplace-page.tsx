// The marketplace (/marketplace, docs/areas/marketplace.md 'Choose Your Journey'): published plans as cards, filtered by
// category and searched by title (both in the address), a page at a time. Starting a plan from a card selects
// it and goes to the user's own dashboard (docs/areas/marketplace.md).
import { useState } from "react";
import { Compass, SearchX } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { FailedAlert, QueryState } from "../../../components/ui/query-state.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useMarketplacePlans } from "../api/list-plans.ts";
import type { PlanFilters } from "../api/marketplace-keys.ts";
import { useStartPlan } from "../../../lib/start-plan.ts";
import { SwitchPlanDialog } from "../../../components/plan/switch-plan-dialog.tsx";
import { confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { PlanCard } from "./plan-card.tsx";
import { PlanFiltersForm } from "./plan-filters.tsx";
import { filtersFromSearchParams, searchParamsFromFilters } from "../plan-rules.ts";
import { useRefreshSession, useSession } from "../../../session/get-session.ts";
import { flashState } from "../../../lib/flash.ts";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/marketplace.ts";

export function MarketplacePage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const plans = useMarketplacePlans(filters);
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const dashboardHref = paths.dashboardFor(user?.role);

  const start = useStartPlan(async (result) => {
    const fresh = await refreshSession();
    const title = plans.data?.pages.flatMap((page) => page.plans).find((plan) => plan.id === result.selectedPlanId)?.title;
    await navigate(paths.dashboardFor(fresh?.role ?? user?.role), {
      state: flashState({ tone: "success", message: title ? t("marketplace.started", { title }) : t("marketplace.startedNoTitle") }),
    });
  });
  const startingId = start.isPending ? start.variables.planId : null;
  // Another plan is the family's now: switching asks first.
  const [switchTo, setSwitchTo] = useState<TMarketplacePlan | null>(null);
  const onStart = (plan: TMarketplacePlan) =>
    user?.selectedPlanId != null && user.selectedPlanId !== plan.id ? setSwitchTo(plan) : start.mutate({ planId: plan.id, source: "marketplace" });
  const failedId = start.isError && !switchTo ? start.variables.planId : null;
  const onFilter = (next: PlanFilters) => {
    start.reset();
    setSearchParams(searchParamsFromFilters(next), { preventScrollReset: true });
  };

  // A failed "Load More" keeps the plans already shown (TanStack keeps the data); only a failed first page
  // replaces the list with 'Error Loading Plans'.
  const all = plans.data?.pages.flatMap((page) => page.plans) ?? [];
  const filtered = Boolean(filters.q || filters.category || filters.language);

  return (
    <Page title={t("marketplace.title")} description={t("marketplace.description")}>
      {switchTo ? (
        <SwitchPlanDialog
          open
          onOpenChange={(open) => (open ? undefined : setSwitchTo(null))}
          toTitle={switchTo.title}
          role={user?.role === "dad" ? "dad" : user?.role === "son" ? "son" : undefined}
          {...confirmMutation(start, localize(messages.selectPlanFailed))}
          onConfirm={(startsOn) => start.mutate({ planId: switchTo.id, source: "marketplace", startsOn, confirmSwitch: true })}
        />
      ) : null}
      <div className="space-y-8">
        <PlanFiltersForm value={filters} onChange={onFilter} />

        <QueryState
          query={plans}
          error={localize(messages.loadPlansFailed)}
          keepDataOnError
          loading={
            <p role="status" className="flex items-center gap-2 text-navy-700">
              <Spinner size="sm" /> {t("marketplace.loading")}
            </p>
          }
          failed={({ text, retry }) => (
            <FailedAlert text={t("marketplace.loadFailedTitle")} retry={retry}>
              <p>{text}</p>
            </FailedAlert>
          )}
          isEmpty={() => all.length === 0}
          empty={
            filtered ? (
              <EmptyState
                icon={<SearchX />}
                title={t("marketplace.noMatchTitle")}
                description={t("marketplace.noMatchText")}
                action={
                  <Button variant="secondary" onClick={() => onFilter({})}>
                    {t("marketplace.clearFilters")}
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={<Compass />} title={t("marketplace.emptyTitle")} description={t("marketplace.emptyText")} />
            )
          }
        >
          {() => (
            <section aria-label={t("marketplace.plans")} className="space-y-8">
              <p role="status" className="sr-only">
                {t("marketplace.shown", { count: all.length })}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {all.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard
                      plan={plan}
                      detailHref={paths.planDetail(plan.id)}
                      dashboardHref={dashboardHref}
                      onStart={onStart}
                      starting={startingId === plan.id}
                      disabled={start.isPending}
                      error={failedId === plan.id ? errorText(start.error, localize(messages.selectPlanFailed)) : null}
                      startHref={user ? undefined : paths.register()}
                    />
                  </li>
                ))}
              </ul>
              {plans.hasNextPage ? (
                <div className="flex justify-center">
                  <Button variant="secondary" loading={plans.isFetchingNextPage} onClick={() => void plans.fetchNextPage()}>
                    {t("marketplace.loadMore")}
                  </Button>
                </div>
              ) : null}
              {plans.isFetchNextPageError ? <Alert tone="error">{errorText(plans.error, localize(messages.loadPlansFailed))}</Alert> : null}
            </section>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
