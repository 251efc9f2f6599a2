// A free seat the family's church sponsors, offered where the family would otherwise meet a paywall (the plan page,
// a locked week); taking it is the POST of take-seat.ts, never a side effect of reading.
import { HeartHandshake } from "lucide-react";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { errorText } from "../../lib/error-text.ts";
import { PlanAccessPanel } from "./plan-access-panel.tsx";
import { useTakeSeat } from "./take-seat.ts";
import { t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

export function SeatOffer({ plan, level, onTaken }: { plan: { id: number; title: string }; level: "h2" | "h3"; onTaken?: () => void }) {
  const takeSeat = useTakeSeat();
  return (
    <PlanAccessPanel id="seat-offer-heading" icon={HeartHandshake} title={t("marketplace.seat.title")} level={level}>
      <p className="text-navy-800">{t("marketplace.seat.text", { title: plan.title })}</p>
      <Button type="button" size="sm" loading={takeSeat.isPending} onClick={() => takeSeat.mutate(plan.id, onTaken ? { onSuccess: onTaken } : undefined)}>
        {t("marketplace.seat.take")}
      </Button>
      {takeSeat.isError ? <Alert tone="error">{errorText(takeSeat.error, t("marketplace.seat.failed"))}</Alert> : null}
    </PlanAccessPanel>
  );
}
