// /organizations/plans/:planId/content: the admin studio's plan content editor in the organization's studio
// (docs/decisions/008), with the plan's status controls (publish needs content; unpublish; archive) and Preview.
import { Archive, Eye, Send, Undo2 } from "lucide-react";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { usePlanContent } from "../../studio/api/get-plan-content.ts";
import { useSetPlanStatus } from "../../studio/api/set-plan-status.ts";
import { PlanContentEditor } from "../../studio/components/plan-content-editor.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../../studio/studio.tsx";
import { PlanCover } from "../../../components/ui/plan-cover.tsx";
import { useOrganizationHome } from "../api/organizations.ts";
import { CoverUploader } from "./cover-uploader.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";

function PlanStatusBar({ planId }: { planId: number }) {
  const content = usePlanContent(planId);
  const setStatus = useSetPlanStatus();
  if (!content.data) return null;
  const { status } = content.data.plan;
  const change = (next: "draft" | "published" | "archived") => setStatus.mutate({ planId, status: next });
  return (
    <section aria-label="Publishing" className="mb-6 space-y-3 rounded-2xl bg-navy-50 p-4 ring-1 ring-navy-100">
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={paths.organizationPlanPreview(planId)} variant="secondary" size="sm" icon={<Eye aria-hidden="true" className="size-4" />}>
          Preview
        </ButtonLink>
        {status !== "published" ? (
          <Button
            size="sm"
            icon={<Send aria-hidden="true" className="size-4" />}
            loading={setStatus.isPending && setStatus.variables.status === "published"}
            onClick={() => change("published")}
          >
            Publish
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            icon={<Undo2 aria-hidden="true" className="size-4" />}
            loading={setStatus.isPending}
            onClick={() => change("draft")}
          >
            Unpublish
          </Button>
        )}
        {status !== "archived" ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<Archive aria-hidden="true" className="size-4" />}
            loading={setStatus.isPending && setStatus.variables.status === "archived"}
            onClick={() => change("archived")}
          >
            Archive
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-navy-700">
        {status === "published"
          ? "Published: families find this plan in the marketplace."
          : status === "archived"
            ? "Archived: hidden from the marketplace. Families already on it keep it and everything they did."
            : "Draft: only your organization sees it. Publishing needs content in at least one week."}
      </p>
      {/* A refusal stays until the plan's content changes (e.g. weeks were filled in since). */}
      {setStatus.isError && setStatus.submittedAt > content.dataUpdatedAt ? (
        <Alert tone="error">{errorText(setStatus.error, "Failed to change the plan's status")}</Alert>
      ) : null}
    </section>
  );
}

function PlanCoverPanel({ planId }: { planId: number }) {
  const home = useOrganizationHome();
  const plan = home.data?.plans.find((candidate) => candidate.id === planId);
  if (!plan) return null;
  return <CoverUploader plan={plan} preview={<PlanCover url={plan.coverImageUrl} category={plan.category} className="aspect-video" />} />;
}

/** The organization's plan content page; `planId` is null when the address cannot name a plan. */
export function OrganizationPlanContentPage({ planId }: { planId: number | null }) {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <Page title="Plan Content" heading={null} width="wide">
        {planId !== null ? <PlanStatusBar key={`status-${planId}`} planId={planId} /> : null}
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <PlanContentEditor key={planId} planId={planId} />
          <aside className="space-y-6">{planId !== null ? <PlanCoverPanel planId={planId} /> : null}</aside>
        </div>
      </Page>
    </StudioProvider>
  );
}
