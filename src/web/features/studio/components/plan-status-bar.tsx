// The publishing bar over a plan's content editor in the organization's studio (docs/areas/organizations.md):
// Preview, Publish or Unpublish, Archive, and what the status means to families.
import { Archive, Eye, Send, Undo2, type LucideIcon } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink, type ButtonProps } from "../../../components/ui/button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/serverMessages.ts";
import "../../../lib/catalog-parts/studioEditor.ts";
import { usePlanContent } from "../api/get-plan-content.ts";
import { useSetPlanStatus } from "../api/set-plan-status.ts";
import { useStudio } from "../studio.tsx";
import { studioMessages } from "../../../../shared/schemas/studio.ts";

type PlanStatus = "draft" | "published" | "archived";

/** One of the bar's small buttons, its icon hidden from screen readers (the words name the change). */
function StatusButton({ icon: Icon, ...props }: Omit<ButtonProps, "icon" | "size"> & { icon: LucideIcon }) {
  return <Button size="sm" icon={<Icon aria-hidden="true" className="size-4" />} {...props} />;
}

/** The plan's status and what it means, with Preview (when the studio has one), Publish/Unpublish and Archive. */
export function PlanStatusBar({ planId }: { planId: number }) {
  const studio = useStudio();
  const content = usePlanContent(planId);
  const setStatus = useSetPlanStatus();
  if (!content.data) return null;
  const { status } = content.data.plan;
  const change = (next: PlanStatus) => setStatus.mutate({ planId, status: next });
  const changingTo = (next: PlanStatus) => setStatus.isPending && setStatus.variables.status === next;
  return (
    <section aria-label={t("studioEditor.statusBar.label")} className="mb-6 space-y-3 rounded-2xl bg-navy-50 p-4 ring-1 ring-navy-100">
      <div className="flex flex-wrap items-center gap-2">
        {studio.planPreview ? (
          <ButtonLink to={studio.planPreview(planId)} variant="secondary" size="sm" icon={<Eye aria-hidden="true" className="size-4" />}>
            {t("studioEditor.statusBar.preview")}
          </ButtonLink>
        ) : null}
        {status !== "published" ? (
          <StatusButton icon={Send} loading={changingTo("published")} onClick={() => change("published")}>
            {t("studioEditor.statusBar.publish")}
          </StatusButton>
        ) : (
          <StatusButton variant="secondary" icon={Undo2} loading={setStatus.isPending} onClick={() => change("draft")}>
            {t("studioEditor.statusBar.unpublish")}
          </StatusButton>
        )}
        {status !== "archived" ? (
          <StatusButton variant="ghost" icon={Archive} loading={changingTo("archived")} onClick={() => change("archived")}>
            {t("studioEditor.statusBar.archive")}
          </StatusButton>
        ) : null}
      </div>
      <p className="text-sm text-navy-700">
        {status === "published"
          ? t("studioEditor.statusBar.published")
          : status === "archived"
            ? t("studioEditor.statusBar.archived")
            : t("studioEditor.statusBar.draft", { rule: localize(studioMessages.publishRule) })}
      </p>
      {/* A refusal stays until the plan's content changes (e.g. weeks were filled in since). */}
      {setStatus.isError && setStatus.submittedAt > content.dataUpdatedAt ? (
        <Alert tone="error">{errorText(setStatus.error, t("studioEditor.statusBar.failed"))}</Alert>
      ) : null}
    </section>
  );
}
