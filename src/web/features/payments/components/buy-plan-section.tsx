// The buying part of a plan page: the price, 'Week 1 is free', the refund policy (shown before paying), and
// 'Buy' — or why it cannot be bought here, or that the family owns it. After Stripe's page, it waits for the
// webhook and says so; the return address itself grants nothing.
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Lock } from "lucide-react";
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { formatCents } from "../../../lib/format.ts";
import { notForSale, paymentsMessages } from "../../../../shared/schemas/payments.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { SeatOffer } from "../../../components/plan/seat-offer.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { purchaseState } from "../purchase-rules.ts";
import { useCheckout } from "../api/start-checkout.ts";
import { usePlanPurchaseWait } from "../api/wait-for-plan-purchase.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/payments.ts";

export function BuyPlanSection({ plan, returnedFromCheckout }: { plan: TMarketplacePlan; returnedFromCheckout: boolean }) {
  const state = purchaseState(plan);
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const wait = usePlanPurchaseWait(plan.id, returnedFromCheckout && state.kind !== "owned" && state.kind !== "free");
  if (state.kind === "free") return null;

  const confirmed = state.kind === "owned" || wait.data?.owned;
  if (confirmed) {
    return (
      <Alert tone="success" title={returnedFromCheckout ? localize(paymentsMessages.paymentConfirmed) : undefined}>
        <span className="inline-flex items-center gap-1.5">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t("payments.buy.owned")}
        </span>
      </Alert>
    );
  }
  if (plan.seatAvailable && !returnedFromCheckout) return <SeatOffer plan={plan} level="h3" onTaken={() => void queryClient.invalidateQueries()} />;
  if (returnedFromCheckout && wait.data?.status !== "failed") {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-navy-50 p-4 text-sm text-navy-900 ring-1 ring-navy-200 ring-inset">
        <Spinner size="sm" className="mt-0.5 shrink-0" />
        <p>{localize(paymentsMessages.waitingForPayment)}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="buy-plan-heading" className="space-y-3 border-t border-navy-100 pt-4">
      <h3 id="buy-plan-heading" className="text-lg font-bold">
        {notForSale(plan)
          ? t("payments.buy.notForSaleTitle", { last: plan.durationWeeks })
          : t("payments.buy.unlockTitle", { last: plan.durationWeeks, price: formatCents(plan.priceCents) })}
      </h3>
      <p className="text-sm text-navy-700">{t("payments.buy.firstWeekFree", { purchaseRequired: localize(paymentsMessages.purchaseRequired) })}</p>
      {wait.data?.status === "failed" ? <Alert tone="error">{localize(paymentsMessages.paymentFailed)}</Alert> : null}
      {state.kind === "blocked" ? (
        <p className="flex gap-2 rounded-xl bg-navy-50 p-3 text-sm text-navy-800">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {localize(state.message)}
        </p>
      ) : (
        <>
          <p className="text-sm text-navy-700">
            <strong>{t("payments.buy.refundPolicy")}</strong> {localize(paymentsMessages.refundPolicy)}
          </p>
          <Button variant="primary" block loading={checkout.isPending} onClick={() => checkout.mutate(plan.id)}>
            {t("payments.buy.button", { price: formatCents(plan.priceCents) })}
          </Button>
          <p className="text-xs text-navy-600">{t("payments.buy.stripe")}</p>
        </>
      )}
      {checkout.isError ? <Alert tone="error">{errorText(checkout.error, localize(paymentsMessages.checkoutFailed))}</Alert> : null}
    </section>
  );
}
