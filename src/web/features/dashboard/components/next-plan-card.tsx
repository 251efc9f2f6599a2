// The weeks after the plan's end: no empty "Coming Soon" cards with tickable boxes, but the next plan to choose.
import { t } from "../../../lib/i18n.ts";
import { Link } from "react-router";
import type { TDashboardPlan } from "../../../../shared/schemas/dashboard.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/home.ts";

export function NextPlanCard({
  planTitle,
  plans,
  currentPlanId,
  role,
}: {
  planTitle: string;
  plans: TDashboardPlan[];
  currentPlanId: number | null;
  role: "dad" | "son";
}) {
  const others = plans.filter((plan) => plan.id !== currentPlanId);
  return (
    <Card className="!p-5 sm:!p-6">
      <CardHeader title={t("nextPlan.title")} description={t(role === "dad" ? "nextPlan.endsDad" : "nextPlan.endsSon", { plan: planTitle })} />
      {others.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {others.map((plan) => (
            <li key={plan.id}>
              <Link to={paths.planDetail(plan.id)} className="block rounded-xl p-4 ring-1 ring-navy-100 hover:bg-navy-50">
                <span className="font-bold text-navy-950">{plan.title}</span>
                <span className="block text-sm text-navy-600">{t("plans.weeks", { count: plan.durationWeeks })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4">
        <ButtonLink to={paths.marketplace()} variant="secondary" size="sm">
          {t("plans.browseAll")}
        </ButtonLink>
      </div>
    </Card>
  );
}
