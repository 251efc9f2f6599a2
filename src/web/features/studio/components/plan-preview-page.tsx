// <studio>/plans/:planId/preview?week=&as= (the organization's studio): a week of one of the studio's plans exactly
// as a dad (with Dad's Corner) or a son will see it; the route draws the week with the week page's own components.
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import type { TPlanContentResponse } from "../../../../shared/schemas/admin.ts";
import type { TWeekContent } from "../../../../shared/schemas/content.ts";
import { Page } from "../../../components/layout/page.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { PlanQueryState } from "../../../components/plan/plan-query-state.tsx";
import { usePlanContent } from "../api/get-plan-content.ts";
import { useStudio } from "../studio.tsx";
import { usePlanPreview } from "../api/get-plan-preview.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studioContent.ts";

/** Draws one week's content as the week page does (features/week), composed by the route. */
export type RenderWeek = (props: { week: number; view: TWeekContent; as: "dad" | "son" }) => ReactNode;

function Preview({ planId, week, as, renderWeek }: { planId: number; week: number; as: "dad" | "son"; renderWeek: RenderWeek }) {
  const preview = usePlanPreview(planId, week, as);
  return (
    <QueryState query={preview} error={localize(messages.loadDataFailed)} loadingMessage={t("studioContent.preview.loading")}>
      {(view) => renderWeek({ week, view, as })}
    </QueryState>
  );
}

function PreviewMissing({ text }: { text: string }) {
  const studio = useStudio();
  return (
    <Page title={text}>
      <ButtonLink to={studio.home()} variant="secondary">
        {t("studioContent.back", { studio: studio.kind })}
      </ButtonLink>
    </Page>
  );
}

/** The preview of one of the studio's plans; `planId` is null when the address cannot name a plan. */
export function PlanPreviewPage({ planId, renderWeek }: { planId: number | null; renderWeek: RenderWeek }) {
  const content = usePlanContent(planId);
  return (
    <PlanQueryState planId={planId} query={content} missing={(text) => <PreviewMissing text={text} />}>
      {(data, id) => <PlanPreview planId={id} plan={data.plan} renderWeek={renderWeek} />}
    </PlanQueryState>
  );
}

function PlanPreview({ planId, plan, renderWeek }: { planId: number; plan: TPlanContentResponse["plan"]; renderWeek: RenderWeek }) {
  const studio = useStudio();
  const [search, setSearch] = useSearchParams();
  const week = Math.min(Math.max(Number(search.get("week")) || 1, 1), plan.durationWeeks);
  const as = search.get("as") === "son" ? "son" : "dad";
  const choose = (next: { week?: number; as?: string }) => setSearch({ week: String(next.week ?? week), as: next.as ?? as }, { replace: true });
  return (
    <Page
      title={t("studioContent.preview.title", { title: plan.title })}
      heading={t("studioContent.preview.title", { title: plan.title })}
      description={t("studioContent.preview.description")}
      width="medium"
    >
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t("studioContent.preview.week")} value={String(week)} onChange={(event) => choose({ week: Number(event.target.value) })}>
            {Array.from({ length: plan.durationWeeks }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {t("studioContent.preview.weekOption", { week: index + 1 })}
              </option>
            ))}
          </SelectField>
          <SelectField label={t("studioContent.preview.as")} value={as} onChange={(event) => choose({ as: event.target.value })}>
            <option value="dad">{t("studioContent.preview.dad")}</option>
            <option value="son">{t("studioContent.preview.son")}</option>
          </SelectField>
        </div>
        <Preview key={`${week}-${as}`} planId={planId} week={week} as={as} renderWeek={renderWeek} />
        <ButtonLink to={studio.planStudio(planId)} variant="secondary">
          {t("studioContent.preview.back")}
        </ButtonLink>
      </div>
    </Page>
  );
}
