// A marketplace card: cover, title (to the plan page), description, weeks, category, price, tags and the
// action the viewer has: 'Start This Plan', their current plan, or the paid-plan notice.
import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { CoverCard } from "../../../components/ui/cover-card.tsx";
import { planAction } from "../plan-rules.ts";
import { notForSale } from "../../../../shared/schemas/payments.ts";
import { paymentsMessages } from "../../../../shared/payments-messages.ts";
import { PlanCover } from "../../../components/ui/plan-cover.tsx";
import { PlanFacts } from "./plan-facts.tsx";
import { PlanAuthor } from "../../../components/plan/plan-author.tsx";
import { TagList } from "../../../components/ui/tag-list.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/marketplace.ts";

export interface PlanCardProps {
  plan: TMarketplacePlan;
  detailHref: string;
  dashboardHref: string;
  onStart: (plan: TMarketplacePlan) => void;
  /** This card's start is on its way. */
  starting: boolean;
  /** Another card's start is on its way: one start at a time. */
  disabled: boolean;
  /** Why this card's start failed. */
  error: string | null;
  /** A signed-out visitor's way in (registering) instead of starting here. */
  startHref?: string | undefined;
}

export function PlanCard({ plan, detailHref, dashboardHref, onStart, starting, disabled, error, startHref }: PlanCardProps) {
  const titleId = useId();
  const action = planAction(plan);
  return (
    <CoverCard
      aria-labelledby={titleId}
      className="h-full"
      cover={<PlanCover url={plan.coverImageUrl} category={plan.category} className="aspect-[16/9]" />}
      bodyClassName="gap-3"
    >
      {/* Its own language: a Spanish page may list a plan written in English, read aloud as English. */}
      <h2 id={titleId} lang={plan.language} className="text-xl font-bold">
        <Link to={detailHref} className="rounded-sm hover:text-navy-700 hover:underline">
          {plan.title}
        </Link>
      </h2>
      <PlanAuthor organization={plan.organization} />
      <PlanFacts plan={plan} />
      {plan.description ? (
        <p lang={plan.language} className="line-clamp-3 text-navy-700">
          {plan.description}
        </p>
      ) : null}
      <TagList tags={plan.tags} />
      <div className="mt-auto space-y-3 pt-2">
        {action === "selected" ? (
          <>
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              {t("marketplace.card.current")}
            </p>
            <ButtonLink to={dashboardHref} variant="secondary" block aria-describedby={titleId}>
              {t("marketplace.card.dashboard")}
            </ButtonLink>
          </>
        ) : startHref ? (
          <ButtonLink to={startHref} variant="accent" block aria-describedby={titleId}>
            {t("marketplace.card.start")}
          </ButtonLink>
        ) : (
          <Button variant="accent" block loading={starting} disabled={disabled} aria-describedby={titleId} onClick={() => onStart(plan)}>
            {t("marketplace.card.start")}
          </Button>
        )}
        {plan.priceCents > 0 && !plan.purchased ? (
          <p className="text-center text-sm text-navy-700">
            {t("marketplace.firstWeekFree")}
            {notForSale(plan) ? ` · ${localize(paymentsMessages.notForSaleShort)}` : null}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <ButtonLink to={detailHref} variant="ghost" size="sm" block aria-describedby={titleId}>
          {t("marketplace.card.details")}
        </ButtonLink>
      </div>
    </CoverCard>
  );
}
