// /organizations/plans/:planId/guide/:week: a week's printable leader guide; the page lives in features/organizations.
import { useParams } from "react-router";
import { LeaderGuidePage } from "../features/organizations/components/leader-guide-page.tsx";
import { Page } from "../components/layout/page.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { idFromParam } from "../lib/route-params.ts";
import "../lib/catalog-parts/organizations.ts";
import { t } from "../lib/i18n.ts";

export default function OrganizationLeaderGuideScreen() {
  const params = useParams();
  const planId = idFromParam(params.planId);
  const week = idFromParam(params.week);
  if (planId === null || week === null)
    return (
      <Page title={t("organizations.guide.title")} width="medium">
        <Alert tone="error">{t("organizations.guide.planNotFound")}</Alert>
      </Page>
    );
  return <LeaderGuidePage key={`${planId}-${week}`} planId={planId} week={week} />;
}
