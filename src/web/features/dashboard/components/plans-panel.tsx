// The collapsible Devotional Plans panel (collapsed at first): up to 3 latest published plans linking to their
// page, 'Browse All Plans', and 'No Plans Available' when there are none.
import { t } from "../../../lib/i18n.ts";
import { BookMarked, ChevronDown } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import type { TDashboardPlan } from "../../../../shared/schemas/dashboard.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PlanCover } from "../../../components/ui/plan-cover.tsx";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/home.ts";

export function PlansPanel({ plans }: { plans: TDashboardPlan[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-2xl bg-white shadow-sm ring-1 ring-navy-100">
      <h2 className="text-xl font-bold">
        <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left hover:bg-navy-50 sm:px-6">
          <span className="inline-flex items-center gap-2">
            <BookMarked aria-hidden="true" className="size-5 text-amber-600" />
            {t("plans.heading")}
          </span>
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className="px-5 pb-6 sm:px-6">
        {plans.length === 0 ? (
          <EmptyState title={t("plans.none")} description={t("plans.noneText")} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.id}>
                <Link
                  to={paths.planDetail(plan.id)}
                  className="block h-full overflow-hidden rounded-xl ring-1 ring-navy-100 transition-shadow hover:shadow-md focus-visible:shadow-md"
                >
                  {/* A cover that fails to load falls back to the calm placeholder, never a broken image. */}
                  {plan.coverImageUrl ? <PlanCover url={plan.coverImageUrl} category={null} className="h-28" /> : null}
                  <div className="space-y-1 p-4">
                    <h3 className="font-bold text-navy-950">{plan.title}</h3>
                    <p className="text-sm text-navy-600">{t("plans.weeks", { count: plan.durationWeeks })}</p>
                    {plan.description ? <p className="line-clamp-3 text-sm text-navy-700">{plan.description}</p> : null}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-5">
          <ButtonLink to={paths.marketplace()} variant="secondary" size="sm">
            {t("plans.browseAll")}
          </ButtonLink>
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
