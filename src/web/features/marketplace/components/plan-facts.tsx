// The short facts of a plan (weeks, category, price or "Free"), as on the cards and the plan page.
import clsx from "clsx";
import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { categoryLabel, priceLabel } from "../plan-rules.ts";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/marketplace.ts";

/** A fact drawn as a pill; its name is read out to screen readers only ("Category: Faith"). */
function FactPill({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <li className={clsx("rounded-full px-2.5 py-0.5 font-semibold", className)}>
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}

export function PlanFacts({ plan, className }: { plan: Pick<TMarketplacePlan, "durationWeeks" | "category" | "priceCents">; className?: string }) {
  const category = categoryLabel(plan.category);
  const price = priceLabel(plan.priceCents);
  return (
    <ul className={clsx("flex flex-wrap items-center gap-2 text-sm", className)} aria-label={t("marketplace.facts.label")}>
      <li className="inline-flex items-center gap-1.5 font-medium text-navy-800">
        <CalendarDays aria-hidden="true" className="size-4 text-amber-600" />
        {t("marketplace.weeks", { count: plan.durationWeeks })}
      </li>
      {category ? (
        <FactPill label={t("marketplace.facts.category")} className="bg-navy-100 text-navy-800">
          {category}
        </FactPill>
      ) : null}
      <FactPill label={t("marketplace.facts.price")} className={plan.priceCents > 0 ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"}>
        {price}
      </FactPill>
    </ul>
  );
}
