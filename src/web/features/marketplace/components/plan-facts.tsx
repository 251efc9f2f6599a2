// The short facts of a plan (weeks, category, price), as on the cards and the plan page.
import clsx from "clsx";
import { CalendarDays } from "lucide-react";
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { categoryLabel, priceLabel } from "../plan-rules.ts";
import { weeksLabel } from "../../../lib/labels.ts";

export function PlanFacts({ plan, className }: { plan: Pick<TMarketplacePlan, "durationWeeks" | "category" | "priceCents">; className?: string }) {
  const category = categoryLabel(plan.category);
  const price = priceLabel(plan.priceCents);
  return (
    <ul className={clsx("flex flex-wrap items-center gap-2 text-sm", className)} aria-label="Plan details">
      <li className="inline-flex items-center gap-1.5 font-medium text-navy-800">
        <CalendarDays aria-hidden="true" className="size-4 text-amber-600" />
        {weeksLabel(plan.durationWeeks)}
      </li>
      {category ? (
        <li className="rounded-full bg-navy-100 px-2.5 py-0.5 font-semibold text-navy-800">
          <span className="sr-only">Category: </span>
          {category}
        </li>
      ) : null}
      {price ? (
        <li className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
          <span className="sr-only">Price: </span>
          {price}
        </li>
      ) : null}
    </ul>
  );
}
