// The plan page's 'Start Your Journey' side panel: 'Start This Plan' (week 1 is free for every plan), or the
// spec's notice when it is already the viewer's plan; paid plans add the buying section below.
import type { ReactNode } from "react";
import { messages } from "../../../../shared/messages.ts";
import type { TMarketplacePlan } from "../../../../shared/schemas/marketplace.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { planAction, priceLabel } from "../plan-rules.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/marketplace.ts";

export interface StartJourneyPanelProps {
  plan: TMarketplacePlan;
  dashboardHref: string;
  onStart: () => void;
  starting: boolean;
  error: string | null;
  /** The buying section of a paid plan (features/payments), under the start button. */
  purchase?: ReactNode;
  /** Signed out: register to start, or sign in and come back here. */
  signedOut?: { registerHref: string; signIn: ReactNode } | undefined;
}

export function StartJourneyPanel({ plan, dashboardHref, onStart, starting, error, purchase, signedOut }: StartJourneyPanelProps) {
  const action = planAction(plan);
  const price = priceLabel(plan.priceCents);
  return (
    <Card role="region" aria-labelledby="start-journey-heading" className="space-y-5 lg:sticky lg:top-24">
      <div>
        <h2 id="start-journey-heading" className="text-2xl font-bold">
          {t("marketplace.journey.title")}
        </h2>
        <p className="mt-2 text-navy-700">{t("marketplace.journey.text", { weeks: plan.durationWeeks })}</p>
        <p className="mt-3 text-2xl font-bold text-navy-950">{price}</p>
      </div>

      {signedOut ? (
        <div className="space-y-3">
          <ButtonLink to={signedOut.registerHref} variant="accent" size="lg" block>
            {t("marketplace.card.start")}
          </ButtonLink>
          <p className="text-center text-sm text-navy-700">
            {t("marketplace.journey.signedOut")} {signedOut.signIn}
          </p>
        </div>
      ) : action === "selected" ? (
        <div className="space-y-4">
          <Alert tone="success">{localize(messages.alreadyOnPlan)}</Alert>
          <ButtonLink to={dashboardHref} variant="primary" block>
            {t("marketplace.card.dashboard")}
          </ButtonLink>
        </div>
      ) : (
        <Button variant="accent" size="lg" block loading={starting} onClick={onStart}>
          {t("marketplace.card.start")}
        </Button>
      )}

      {error ? <Alert tone="error">{error}</Alert> : null}
      {signedOut ? null : purchase}
    </Card>
  );
}
