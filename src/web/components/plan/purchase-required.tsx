// Shown instead of a week's content when it is week ≥ 2 of a paid plan the family has not bought: the server
// sent nothing of the week, and this says why and where to buy it.
import { Lock } from "lucide-react";
import { paymentsMessages } from "../../../shared/payments-messages.ts";
import { ButtonLink } from "../ui/button.tsx";
import { PlanAccessPanel } from "./plan-access-panel.tsx";
import { SeatOffer } from "./seat-offer.tsx";
import { paths } from "../../paths.ts";
import { localize, t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

export function PurchaseRequired({
  plan,
  role,
  seatAvailable = false,
}: {
  plan: { id: number; title: string } | null;
  role: string | undefined;
  seatAvailable?: boolean | undefined;
}) {
  if (plan && seatAvailable) return <SeatOffer plan={plan} level="h2" />;
  return (
    <PlanAccessPanel id="purchase-required-heading" icon={Lock} title={t("marketplace.lock.title")}>
      <p className="text-navy-800">
        {localize(paymentsMessages.purchaseRequired)} {role === "son" ? t("marketplace.lock.askDad") : t("marketplace.lock.weekOneFree")}
      </p>
      {plan && role !== "son" ? (
        <ButtonLink to={paths.planDetail(plan.id)} variant="primary" size="sm">
          {t("marketplace.lock.see", { title: plan.title })}
        </ButtonLink>
      ) : null}
    </PlanAccessPanel>
  );
}
