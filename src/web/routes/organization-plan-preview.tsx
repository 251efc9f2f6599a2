// /organizations/plans/:planId/preview?week=&as=: a week of one of the organization's plans exactly as a dad
// (with Dad's Corner) or a son will see it, drawn by the week page's own components.
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { messages } from "../../shared/messages.ts";
import { Page } from "../components/layout/page.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { SelectField } from "../components/ui/select-field.tsx";
import { LoadingScreen } from "../components/ui/spinner.tsx";
import { usePlanContent } from "../features/admin/api/get-plan-content.ts";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/admin/studio.tsx";
import { usePlanPreview } from "../features/organizations/api/organizations.ts";
import { ChallengeView } from "../features/week/components/challenge-view.tsx";
import { DadsCornerView } from "../features/week/components/dads-corner-view.tsx";
import { DevotionalView } from "../features/week/components/devotional-view.tsx";
import { WeekTabs } from "../features/week/components/week-tabs.tsx";
import type { WeekTabId } from "../features/week/week-page-rules.ts";
import { errorText } from "../lib/error-text.ts";
import { paths } from "../paths.ts";

function planIdFrom(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

function Preview({ planId, week, as }: { planId: number; week: number; as: "dad" | "son" }) {
  const preview = usePlanPreview(planId, week, as);
  const [tab, setTab] = useState<WeekTabId>("devotional");
  if (preview.isPending) return <LoadingScreen message="Loading preview..." />;
  if (preview.isError) return <Alert tone="error">{errorText(preview.error, messages.loadDataFailed)}</Alert>;
  const view = preview.data;
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

function PreviewScreen({ planId }: { planId: number }) {
  const content = usePlanContent(planId);
  const [search, setSearch] = useSearchParams();
  if (content.isPending) return <LoadingScreen message="Loading plan..." />;
  if (content.isError) {
    const message = errorText(content.error, messages.loadPlanFailed);
    return (
      <Page title={message}>
        <ButtonLink to={paths.organizations()} variant="secondary">
          Back to Organization
        </ButtonLink>
      </Page>
    );
  }
  const { plan } = content.data;
  const week = Math.min(Math.max(Number(search.get("week")) || 1, 1), plan.durationWeeks);
  const as = search.get("as") === "son" ? "son" : "dad";
  const choose = (next: { week?: number; as?: string }) =>
    setSearch({ week: String(next.week ?? week), as: next.as ?? as }, { replace: true });
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

export default function OrganizationPlanPreviewScreen() {
  const planId = planIdFrom(useParams().planId);
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <PreviewScreen planId={planId} />
    </StudioProvider>
  );
}
