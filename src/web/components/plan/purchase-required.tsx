// Shown instead of a week's content when it is week ≥ 2 of a paid plan the family has not bought: the server
// sent nothing of the week, and this says why and where to buy it.
import { HeartHandshake, Lock } from "lucide-react";
import { paymentsMessages } from "../../../shared/payments-messages.ts";
import { Alert } from "../ui/alert.tsx";
import { Button, ButtonLink } from "../ui/button.tsx";
import { errorText } from "../../lib/error-text.ts";
import { useTakeSeat } from "./take-seat.ts";
import { paths } from "../../paths.ts";

export function PurchaseRequired({
  plan,
  role,
  seatAvailable = false,
}: {
  plan: { id: number; title: string } | null;
  role: string | undefined;
  seatAvailable?: boolean | undefined;
}) {
  const takeSeat = useTakeSeat();
  if (plan && seatAvailable) {
    return (
      <section aria-labelledby="purchase-required-heading" className="space-y-3 rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-200 ring-inset">
        <h2 id="purchase-required-heading" className="flex items-center gap-2 text-xl font-bold">
          <HeartHandshake aria-hidden="true" className="size-5" />
          Your church sponsors a seat
        </h2>
        <p className="text-navy-800">A seat your church paid for is free: take it and every week of {plan.title} opens for your family.</p>
        <Button type="button" size="sm" loading={takeSeat.isPending} onClick={() => takeSeat.mutate(plan.id)}>
          Take the seat
        </Button>
        {takeSeat.isError ? <Alert tone="error">{errorText(takeSeat.error, "We could not take the seat. Please try again.")}</Alert> : null}
      </section>
    );
  }
  return (
    <section aria-labelledby="purchase-required-heading" className="space-y-3 rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-200 ring-inset">
      <h2 id="purchase-required-heading" className="flex items-center gap-2 text-xl font-bold">
        <Lock aria-hidden="true" className="size-5" />
        This week is part of the paid plan
      </h2>
      <p className="text-navy-800">
        {paymentsMessages.purchaseRequired} {role === "son" ? "Ask your dad to buy it for your family." : "Week 1 stays free."}
      </p>
      {plan && role !== "son" ? (
        <ButtonLink to={paths.planDetail(plan.id)} variant="primary" size="sm">
          See {plan.title}
        </ButtonLink>
      ) : null}
    </section>
  );
}
