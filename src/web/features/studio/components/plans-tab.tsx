// The Plans tab: every plan with its badges, Edit (weekly content) and Publish / Unpublish. Publishing is
// ours (the spec shows no way from draft to published); the server refuses a plan with no week of content.
import { BookOpen, Import, NotebookPen } from "lucide-react";
import { useState } from "react";
import type { TAdminPlanSummary } from "../../../../shared/schemas/admin.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { NewPlanLinks } from "../../../components/plan/new-plan-links.tsx";
import { TagList } from "../../../components/ui/tag-list.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { messages } from "../../../../shared/messages.ts";
import { paths } from "../../../paths.ts";
import { useSetPlanStatus } from "../api/set-plan-status.ts";
import { CreateContentLinks } from "./create-content-links.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import "../../../lib/catalog-parts/admin.ts";
import "../../../lib/catalog-parts/marketplace.ts";

function PlanCard({ plan }: { plan: TAdminPlanSummary }) {
  const setStatus = useSetPlanStatus();
  const [error, setError] = useState<string | null>(null);
  const published = plan.status === "published";
  const canPublish = published || plan.weeksWithContent > 0;
  const noteId = `plan-${plan.id}-content-note`;

  const toggle = () => {
    setError(null);
    setStatus.mutate(
      { planId: plan.id, status: published ? "draft" : "published" },
      { onError: (e) => setError(errorText(e, localize(messages.internalError))) },
    );
  };

  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h3 className="text-lg font-bold break-words">{plan.title}</h3>
          {plan.description ? <p className="line-clamp-3 text-navy-700">{plan.description}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Badge tone="navy">{t("marketplace.weeks", { count: plan.durationWeeks })}</Badge>
            <Badge tone={published ? "green" : "gray"}>{t(`admin.plans.status.${plan.status}`)}</Badge>
            {plan.isPublic ? <Badge tone="amber">{t("admin.plans.public")}</Badge> : null}
            {plan.organizationName ? <Badge tone="navy">{plan.organizationName}</Badge> : null}
          </div>
          <TagList tags={plan.tags} />
          <p id={noteId} className="text-sm text-navy-600">
            {plan.weeksWithContent === 0
              ? t("admin.plans.noContent")
              : t("admin.plans.withContent", { count: plan.weeksWithContent, weeks: plan.durationWeeks })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ButtonLink to={paths.adminStudio.planStudio(plan.id)} size="sm" icon={<NotebookPen aria-hidden="true" className="size-4" />}>
            {richText(t("admin.plans.edit", { title: plan.title }), [(chunk) => <span className="sr-only">{chunk}</span>])}
          </ButtonLink>
          <Button
            variant={published ? "ghost" : "accent"}
            size="sm"
            onClick={toggle}
            loading={setStatus.isPending}
            disabled={!canPublish}
            aria-describedby={noteId}
          >
            {published ? t("admin.plans.unpublish") : t("admin.plans.publish")}
            <span className="sr-only"> {plan.title}</span>
          </Button>
        </div>
      </div>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
    </li>
  );
}

export function PlansTab({ plans }: { plans: TAdminPlanSummary[] }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-2xl font-bold">{t("admin.tab.plans")}</h2>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.adminImport()} variant="secondary" size="sm" icon={<Import aria-hidden="true" className="size-4" />}>
            {t("admin.plans.importSample")}
          </ButtonLink>
          <NewPlanLinks importTo={paths.adminStudio.planImport()} createTo={paths.adminStudio.planNew()} />
        </div>
      </div>

      <CreateContentLinks label={t("admin.plans.createContent")} />

      {plans.length === 0 ? (
        <EmptyState icon={<BookOpen />} title={t("admin.plans.emptyTitle")} description={t("admin.plans.emptyText")} />
      ) : (
        <ul className="space-y-4" aria-label={t("admin.tab.plans")}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
    </div>
  );
}
