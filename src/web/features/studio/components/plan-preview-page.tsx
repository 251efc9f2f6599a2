// /organizations/plans/:planId/preview?week=&as=: a week of one of the organization's plans exactly as a dad
// (with Dad's Corner) or a son will see it, drawn by the week page's own components.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import type { TPlanContentResponse } from "../../../../shared/schemas/admin.ts";
import type { TWeekContent } from "../../../../shared/schemas/content.ts";
import { Page } from "../../../components/layout/page.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { IdQueryState } from "../../../components/ui/id-query-state.tsx";
import { usePlanContent } from "../api/get-plan-content.ts";
import { ORGANIZATION_STUDIO, StudioProvider } from "../studio.tsx";
import { usePlanPreview } from "../../organizations/api/organizations.ts";
import { ChallengeView } from "../../week/components/challenge-view.tsx";
import { DadsCornerView } from "../../week/components/dads-corner-view.tsx";
import { DevotionalView } from "../../week/components/devotional-view.tsx";
import { WeekTabs } from "../../week/components/week-tabs.tsx";
import type { WeekTabId } from "../../week/week-page-rules.ts";
import { paths } from "../../../paths.ts";

function Preview({ planId, week, as }: { planId: number; week: number; as: "dad" | "son" }) {
  const preview = usePlanPreview(planId, week, as);
  const [tab, setTab] = useState<WeekTabId>("devotional");
  return (
    <QueryState query={preview} error={messages.loadDataFailed} loadingMessage="Loading preview...">
      {(view) => <PreviewTabs week={week} view={view} as={as} tab={tab} setTab={setTab} />}
    </QueryState>
  );
}

function PreviewTabs({
  week,
  view,
  as,
  tab,
  setTab,
}: {
  week: number;
  view: TWeekContent;
  as: "dad" | "son";
  tab: WeekTabId;
  setTab: (tab: WeekTabId) => void;
}) {
  const dadsCorner = as === "dad" ? view.dadsCorner : null;
  return (
    <WeekTabs
      value={tab === "dadsCorner" && !dadsCorner ? "devotional" : tab}
      onValueChange={setTab}
      panels={{
        devotional: <DevotionalView week={week} devotional={view.devotional} scripture={(reference) => <span className="font-semibold">{reference}</span>} />,
        challenge: <ChallengeView week={week} challenge={view.challenge} />,
        ...(dadsCorner ? { dadsCorner: <DadsCornerView week={week} dadsCorner={dadsCorner} /> } : {}),
      }}
    />
  );
}

function PreviewMissing({ text }: { text: string }) {
  return (
    <Page title={text}>
      <ButtonLink to={paths.organizations()} variant="secondary">
        Back to Organization
      </ButtonLink>
    </Page>
  );
}

function PreviewScreen({ planId }: { planId: number | null }) {
  const content = usePlanContent(planId);
  return (
    <IdQueryState
      id={planId}
      query={content}
      error={{ failed: messages.loadPlanFailed, notFound: messages.planNotFound }}
      loadingMessage="Loading plan..."
      missing={(text) => <PreviewMissing text={text} />}
    >
      {(data, id) => <PlanPreview planId={id} plan={data.plan} />}
    </IdQueryState>
  );
}

function PlanPreview({ planId, plan }: { planId: number; plan: TPlanContentResponse["plan"] }) {
  const [search, setSearch] = useSearchParams();
  const week = Math.min(Math.max(Number(search.get("week")) || 1, 1), plan.durationWeeks);
  const as = search.get("as") === "son" ? "son" : "dad";
  const choose = (next: { week?: number; as?: string }) => setSearch({ week: String(next.week ?? week), as: next.as ?? as }, { replace: true });
  return (
    <Page title={`Preview: ${plan.title}`} heading={`Preview: ${plan.title}`} description="Exactly what families will see on the week page." width="medium">
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Week" value={String(week)} onChange={(event) => choose({ week: Number(event.target.value) })}>
            {Array.from({ length: plan.durationWeeks }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                Week {index + 1}
              </option>
            ))}
          </SelectField>
          <SelectField label="See it as" value={as} onChange={(event) => choose({ as: event.target.value })}>
            <option value="dad">A dad</option>
            <option value="son">A son</option>
          </SelectField>
        </div>
        <Preview key={`${week}-${as}`} planId={planId} week={week} as={as} />
        <ButtonLink to={paths.organizationPlanContent(planId)} variant="secondary">
          Back to Plan Content
        </ButtonLink>
      </div>
    </Page>
  );
}

/** The preview of one of the organization's plans; `planId` is null when the address cannot name a plan. */
export function OrganizationPlanPreviewPage({ planId }: { planId: number | null }) {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <PreviewScreen planId={planId} />
    </StudioProvider>
  );
}
