// One week's content in the week page's tabs (Devotional, Challenge, Dad's Corner for a dad), read only: what the
// studio's preview shows (routes/organization-plan-preview.tsx composes it into features/studio's page).
import { useState } from "react";
import type { TWeekContent } from "../../../../shared/schemas/content.ts";
import type { WeekTabId } from "../week-page-rules.ts";
import { WeekPartsProvider, type WeekParts } from "../week-parts.tsx";
import { ChallengeView } from "./challenge-view.tsx";
import { DadsCornerView } from "./dads-corner-view.tsx";
import { DevotionalView } from "./devotional-view.tsx";
import { WeekTabs } from "./week-tabs.tsx";

export function WeekContentTabs({ week, view, as, parts }: { week: number; view: TWeekContent; as: "dad" | "son"; parts: WeekParts }) {
  const [tab, setTab] = useState<WeekTabId>("devotional");
  const dadsCorner = as === "dad" ? view.dadsCorner : null;
  return (
    <WeekPartsProvider parts={parts}>
      <WeekTabs
        value={tab === "dadsCorner" && !dadsCorner ? "devotional" : tab}
        onValueChange={setTab}
        panels={{
          devotional: <DevotionalView week={week} devotional={view.devotional} scripture={(reference) => <span className="font-semibold">{reference}</span>} />,
          challenge: <ChallengeView week={week} planId={view.plan?.id ?? null} challenge={view.challenge} />,
          ...(dadsCorner ? { dadsCorner: <DadsCornerView week={week} dadsCorner={dadsCorner} /> } : {}),
        }}
      />
    </WeekPartsProvider>
  );
}
