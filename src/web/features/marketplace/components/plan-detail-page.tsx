// The plan page (/marketplace/plans/:id, docs/areas/marketplace.md Plan detail): cover, title, weeks, category, tags,
// description and the week-by-week outline, with the 'Start Your Journey' panel. Starting opens week 1 and goes to
// /week/1 (docs/areas/marketplace.md).
// A draft or unknown plan is 'Plan not found' (the API answers 404); every error offers 'Back to Plans'.
import { useState, type ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import type { TMarketplacePlan, TPlanDetailResponse } from "../../../../shared/schemas/marketplace.ts";
import { Page } from "../../../components/layout/page.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { FailedAlert } from "../../../components/ui/query-state.tsx";
import { PlanQueryState } from "../../../components/plan/plan-query-state.tsx";
import { usePlan } from "../api/get-plan.ts";
import { useStartPlan } from "../../../lib/start-plan.ts";
import { SwitchPlanDialog } from "../../../components/plan/switch-plan-dialog.tsx";
import { confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { PlanCover } from "../../../components/ui/plan-cover.tsx";
import { PlanFacts } from "./plan-facts.tsx";
import { PlanAuthor } from "../../../components/plan/plan-author.tsx";
import { StartJourneyPanel } from "./start-journey-panel.tsx";
import { useRefreshSession, useSession } from "../../../session/get-session.ts";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { TagList } from "../../../components/ui/tag-list.tsx";
import { WeekOutline } from "../../../components/ui/week-outline.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/marketplace.ts";

function BackToPlans() {
  return (
    <ButtonLink to={paths.marketplace()} variant="ghost" size="sm" className="-ml-3" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
      {t("marketplace.detail.back")}
    </ButtonLink>
  );
}

/** Shown for an id that cannot be a plan, a draft or an unknown plan ('Plan not found') and any other failure. */
function PlanFailed({ text }: { text: string }) {
  return (
    <Page title={text} heading={null} width="medium">
      <h1 className="sr-only">{t("marketplace.detail.heading")}</h1>
      <FailedAlert text={text}>
        <ButtonLink to={paths.marketplace()} variant="secondary" size="sm" className="mt-3">
          {t("marketplace.detail.back")}
        </ButtonLink>
      </FailedAlert>
    </Page>
  );
}

/** The plan page; `planId` is null when the address cannot name a plan. */
/** The plan page's purchase block (features/payments), composed by the route. */
export type RenderPurchase = (plan: TMarketplacePlan, returnedFromCheckout: boolean) => ReactNode;

export function PlanDetailPage({ planId, purchase }: { planId: number | null; purchase: RenderPurchase }) {
  const query = usePlan(planId);
  return (
    <PlanQueryState planId={planId} query={query} missing={(text) => <PlanFailed text={text} />}>
      {(data) => <PlanDetail plan={data.plan} weeks={data.weeks} purchase={purchase} />}
    </PlanQueryState>
  );
}

function PlanDetail({ plan, weeks, purchase }: TPlanDetailResponse & { purchase: RenderPurchase }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Back from Stripe Checkout (?checkout=success): the page waits for the webhook, it does not trust the address.
  const returnedFromCheckout = useSearchParams()[0].get("checkout") === "success";
  const refreshSession = useRefreshSession();

  const start = useStartPlan(async () => {
    await refreshSession();
    await navigate(paths.week(1));
  });
  // Another plan is the family's now: switching asks first.
  const switching = user?.selectedPlanId != null && user.selectedPlanId !== plan.id;
  const [confirming, setConfirming] = useState(false);

  return (
    <Page title={plan.title} heading={null}>
      <div className="mb-6">
        <BackToPlans />
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <article aria-labelledby="plan-title" className="space-y-6 lg:col-span-2">
          <PlanCover url={plan.coverImageUrl} category={plan.category} className="aspect-[16/9] rounded-2xl shadow-sm sm:aspect-[21/9]" />
          <header className="space-y-3">
            <h1 id="plan-title" lang={plan.language} className="text-3xl font-bold sm:text-4xl">
              {plan.title}
            </h1>
            <PlanAuthor organization={plan.organization} className="text-base" />
            <PlanFacts plan={plan} className="text-base" />
            <TagList tags={plan.tags} />
          </header>
          {plan.description ? (
            <section aria-labelledby="plan-about-heading" className="space-y-2">
              <h2 id="plan-about-heading" className="text-xl font-bold">
                {t("marketplace.detail.about")}
              </h2>
              <p lang={plan.language} className="text-lg whitespace-pre-line text-navy-800">
                {plan.description}
              </p>
            </section>
          ) : null}
          {weeks.length > 0 ? (
            <section aria-labelledby="plan-weeks-heading" className="space-y-2">
              <h2 id="plan-weeks-heading" className="text-xl font-bold">
                {t("marketplace.detail.weekByWeek")}
              </h2>
              <WeekOutline weeks={weeks} labelledBy="plan-weeks-heading" className="text-navy-800" />
            </section>
          ) : null}
        </article>
        <div>
          <StartJourneyPanel
            plan={plan}
            dashboardHref={paths.dashboardFor(user?.role)}
            starting={start.isPending}
            error={start.isError && !confirming ? errorText(start.error, localize(messages.selectPlanFailed)) : null}
            onStart={() => (switching ? setConfirming(true) : start.mutate({ planId: plan.id, source: "plan-page" }))}
            purchase={purchase(plan, returnedFromCheckout)}
            signedOut={
              user
                ? undefined
                : {
                    registerHref: paths.register(),
                    signIn: (
                      // Sign-in brings him back to this plan (router state `from`, as the route guard sets it).
                      <Link
                        to={paths.login()}
                        state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
                        className="font-semibold underline"
                      >
                        {t("marketplace.detail.signIn")}
                      </Link>
                    ),
                  }
            }
          />
          <SwitchPlanDialog
            open={confirming}
            onOpenChange={setConfirming}
            toTitle={plan.title}
            role={user?.role === "dad" ? "dad" : user?.role === "son" ? "son" : undefined}
            {...confirmMutation(start, localize(messages.selectPlanFailed))}
            onConfirm={(startsOn) => start.mutate({ planId: plan.id, source: "plan-page", startsOn, confirmSwitch: true })}
          />
        </div>
      </div>
    </Page>
  );
}
