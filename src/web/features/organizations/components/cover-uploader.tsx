// A plan's cover on its details page: the shared cover section, with the upload's progress and outcome. The server's
// message is shown when it refuses an image.
import type { TOrganizationPlan } from "../../../../shared/schemas/organizations.ts";
import { CoverImageSection } from "../../../components/plan/cover-image-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useSetPlanCover } from "../api/set-plan-cover.ts";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studioContent.ts";

export function CoverUploader({ plan }: { plan: TOrganizationPlan }) {
  const setCover = useSetPlanCover();
  return (
    <CoverImageSection
      look="page"
      url={plan.coverImageUrl}
      category={plan.category}
      disabled={setCover.isPending}
      onFile={(file) => setCover.mutate({ plan, file })}
    >
      {setCover.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-navy-700">
          <Spinner size="sm" /> {t("studioContent.cover.uploading")}
        </p>
      ) : null}
      {setCover.isSuccess ? <Alert tone="success">{t("studioContent.cover.saved")}</Alert> : null}
      {setCover.isError ? <Alert tone="error">{errorText(setCover.error, t("studioContent.cover.failed"))}</Alert> : null}
    </CoverImageSection>
  );
}
