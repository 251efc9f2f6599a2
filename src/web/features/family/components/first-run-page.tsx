// /start — the first run: registration → this screen → week 1 of the started plan, three screens.
// Here the dad hands his son his login (when he registered one) and chooses the family's plan from the
// published ones, each with its cover and a week-by-week outline. Starting it opens week 1.
import { BookMarked } from "lucide-react";
import { useState } from "react";
import type { Language } from "../../../../shared/language.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PlanLanguageOptions } from "../../../components/ui/plan-language-options.tsx";
import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
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
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";

function PlanChoiceCard({ plan, onStart, starting, disabled }: { plan: TPlanChoice; onStart: () => void; starting: boolean; disabled: boolean }) {
  const headingId = `plan-choice-${plan.id}`;
  return (
    <CoverCard aria-labelledby={headingId} className="w-full min-w-0" cover={<PlanCover url={plan.coverImageUrl} category={null} className="h-36" />}>
      <h3 id={headingId} className="text-lg font-bold text-navy-950">
        {plan.title}
      </h3>
      <p className="text-sm text-navy-600">
        {plan.durationWeeks} {plan.durationWeeks === 1 ? "week" : "weeks"}
        {plan.priceCents > 0 ? ` · $${(plan.priceCents / 100).toFixed(2)}` : " · Free"}
      </p>
      {plan.description ? <p className="mt-2 line-clamp-3 text-sm text-navy-700">{plan.description}</p> : null}
      {plan.weeks.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-navy-900">Week-by-week outline</summary>
          <WeekOutline weeks={plan.weeks} className="mt-2" />
        </details>
      ) : null}
      <div className="mt-4 pt-1">
        {plan.priceCents > 0 ? (
          <ButtonLink to={paths.planDetail(plan.id)} variant="secondary" size="sm">
            See this plan
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
            Start {plan.title}
          </Button>
        )}
      </div>
    </CoverCard>
  );
}

/** The first run; `state` is what registration handed over in the router state. */
export function FirstRunPage({ state }: { state: FirstRunState }) {
  const navigate = useNavigate();
  const [language, setLanguage] = useState<Language | "">("");
  const choices = usePlanChoices(language === "" ? undefined : language);
  const refreshSession = useRefreshSession();
  const start = useStartPlan(async () => {
    await refreshSession();
    await navigate(paths.week(1));
  });

  if (choices.isPending) return <LoadingScreen message="Loading the plans..." />;

  return (
    <Page title="Choose your family's plan" description="Your sons follow the plan you choose; each of you ticks his own progress.">
      <FlashMessage className="mb-8" />
      <div className="space-y-8">
        {state.son ? (
          <Card className="!p-5 sm:!p-6">
            <CardHeader
              title={`Hand ${state.son.fullName} his login`}
              description={
                state.son.pending
                  ? "We sent a confirmation to his address. Once he confirms, you'll see his progress and can manage his account from your Family page."
                  : "Print it or send it to him now. It stays on your Family page, where you can also set a new password if he forgets it."
              }
            />
            <LoginCard sonName={state.son.fullName} signInEmail={state.son.signInEmail} signInName={state.son.signInName} />
          </Card>
        ) : null}

        <section aria-labelledby="plans-heading" className="space-y-4">
          <h2 id="plans-heading" className="text-2xl font-bold">
            Plans
          </h2>
          <SelectField
            label="Language"
            className="sm:w-56"
            value={language}
            onChange={(event) => setLanguage(event.target.value === "" ? "" : (event.target.value as Language))}
          >
            <PlanLanguageOptions />
          </SelectField>
          {start.isError ? <Alert tone="error">{errorText(start.error, messages.selectPlanFailed)}</Alert> : null}
          <QueryState
            query={choices}
            error={messages.loadDataFailed}
            isEmpty={(data) => data.plans.length === 0}
            empty={
              <EmptyState
                icon={<BookMarked />}
                title="No Plans Available"
                description="No plan is published yet. Your dashboard's general weekly content is ready for you meanwhile."
                action={<ButtonLink to={paths.dashboardDad()}>Go to Dashboard</ButtonLink>}
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
            Decide later: go to my dashboard
          </ButtonLink>
        </p>
      </div>
    </Page>
  );
}
