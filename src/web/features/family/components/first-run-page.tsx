// /start — the first run: registration → this screen → week 1 of the started plan, three screens.
// Here the dad hands his son his login (when he registered one) and chooses the family's plan from the
// published ones, each with its cover and a week-by-week outline. Starting it opens week 1.
import { BookMarked } from "lucide-react";
import { formatCents } from "../../../../shared/money.ts";
import { languageFilter, PlanLanguageSelect, usePlanLanguage } from "../../../components/ui/plan-language-select.tsx";
import { useNavigate } from "react-router";
import type { TPlanChoice } from "../../../../shared/schemas/family.ts";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { usePlanChoices } from "../api/plan-choices.ts";
import { LoginCard } from "./login-card.tsx";
import { PlanCover } from "../../../components/ui/plan-cover.tsx";
import { CoverCard } from "../../../components/ui/cover-card.tsx";
import { WeekOutline } from "../../../components/ui/week-outline.tsx";
import type { FirstRunState } from "../../../lib/first-run-state.ts";
import { useStartPlan } from "../../../lib/start-plan.ts";
import { useRefreshSession } from "../../../session/get-session.ts";
import "../../../lib/catalog-parts/pages.ts";
import { errorText } from "../../../lib/error-text.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../paths.ts";

function PlanChoiceCard({ plan, onStart, starting, disabled }: { plan: TPlanChoice; onStart: () => void; starting: boolean; disabled: boolean }) {
  const headingId = `plan-choice-${plan.id}`;
  return (
    <CoverCard aria-labelledby={headingId} className="w-full min-w-0" cover={<PlanCover url={plan.coverImageUrl} category={null} className="h-36" />}>
      <h3 id={headingId} lang={plan.language} className="text-lg font-bold text-navy-950">
        {plan.title}
      </h3>
      <p className="text-sm text-navy-600">
        {t("pages.firstRun.weeks", { count: plan.durationWeeks })} · {plan.priceCents > 0 ? formatCents(plan.priceCents) : t("pages.firstRun.free")}
      </p>
      {plan.description ? (
        <p lang={plan.language} className="mt-2 line-clamp-3 text-sm text-navy-700">
          {plan.description}
        </p>
      ) : null}
      {plan.weeks.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-navy-900">{t("pages.firstRun.outline")}</summary>
          <WeekOutline weeks={plan.weeks} className="mt-2" />
        </details>
      ) : null}
      <div className="mt-4 pt-1">
        {plan.priceCents > 0 ? (
          <ButtonLink to={paths.planDetail(plan.id)} variant="secondary" size="sm">
            {t("pages.firstRun.seePlan")}
          </ButtonLink>
        ) : (
          // The button names the plan, so it wraps on a phone instead of widening the page.
          <Button
            variant="accent"
            size="sm"
            loading={starting}
            disabled={disabled}
            onClick={onStart}
            className="min-h-9 !h-auto py-1.5 text-left !whitespace-normal"
          >
            {t("pages.firstRun.start", { title: plan.title })}
          </Button>
        )}
      </div>
    </CoverCard>
  );
}

/** The first run; `state` is what registration handed over in the router state. */
export function FirstRunPage({ state }: { state: FirstRunState }) {
  const navigate = useNavigate();
  const [language, setLanguage] = usePlanLanguage();
  const choices = usePlanChoices(languageFilter(language));
  const refreshSession = useRefreshSession();
  const start = useStartPlan(async () => {
    await refreshSession();
    await navigate(paths.week(1));
  });

  if (choices.isPending) return <LoadingScreen message={t("pages.firstRun.loading")} />;

  return (
    <Page title={t("pages.firstRun.title")} description={t("pages.firstRun.description")}>
      <FlashMessage className="mb-8" />
      <div className="space-y-8">
        {state.son ? (
          <Card className="!p-5 sm:!p-6">
            <CardHeader
              title={t("pages.firstRun.handLogin", { name: state.son.fullName })}
              description={t(state.son.pending ? "pages.firstRun.pending" : "pages.firstRun.printIt")}
            />
            <LoginCard sonName={state.son.fullName} signInEmail={state.son.signInEmail} signInName={state.son.signInName} />
          </Card>
        ) : null}

        <section aria-labelledby="plans-heading" className="space-y-4">
          <h2 id="plans-heading" className="text-2xl font-bold">
            {t("pages.firstRun.plans")}
          </h2>
          <PlanLanguageSelect value={language} onChange={setLanguage} />
          {start.isError ? <Alert tone="error">{errorText(start.error, t("msg.pages.selectPlanFailed"))}</Alert> : null}
          <QueryState
            query={choices}
            error={t("msg.loadDataFailed")}
            isEmpty={(data) => data.plans.length === 0}
            empty={
              <EmptyState
                icon={<BookMarked />}
                title={t("pages.firstRun.noPlans")}
                description={t("pages.firstRun.noPlansText")}
                action={<ButtonLink to={paths.dashboardDad()}>{t("pages.firstRun.dashboard")}</ButtonLink>}
              />
            }
          >
            {(data) => (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.plans.map((plan) => (
                  <li key={plan.id} className="flex min-w-0">
                    <PlanChoiceCard
                      plan={plan}
                      starting={start.isPending && start.variables.planId === plan.id}
                      disabled={start.isPending}
                      onStart={() => start.mutate({ planId: plan.id, source: "plan-page" })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <p>
          <ButtonLink to={paths.dashboardDad()} variant="ghost" size="sm">
            {t("pages.firstRun.later")}
          </ButtonLink>
        </p>
      </div>
    </Page>
  );
}
