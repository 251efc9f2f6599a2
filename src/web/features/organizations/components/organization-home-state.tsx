// The viewer's organization (GET /api/organizations/mine) that the dashboard and the settings screen are drawn
// from: the loading screen, then the screen itself, or the failure with Retry under the screen's title.
import type { ComponentType } from "react";
import type { TOrganizationHomeResponse } from "../../../../shared/schemas/organizations.ts";
import { Page } from "../../../components/layout/page.tsx";
import { FailedAlert, QueryState } from "../../../components/ui/query-state.tsx";
import { useOrganizationHome } from "../api/get-organization-home.ts";
import "../../../lib/catalog-parts/organizations.ts";
import { t } from "../../../lib/i18n.ts";

export function OrganizationHomeState({
  title,
  error,
  screen: Screen,
}: {
  /** The screen's document title and heading when the load fails. */
  title: string;
  error: string;
  /** The screen, drawn with the loaded home. */
  screen: ComponentType<{ home: TOrganizationHomeResponse }>;
}) {
  const home = useOrganizationHome();
  return (
    <QueryState
      query={home}
      error={error}
      loadingMessage={t("organizations.home.loading")}
      failed={({ text, retry }) => (
        <Page title={title}>
          <FailedAlert text={text} retry={retry} />
        </Page>
      )}
    >
      {(home) => <Screen home={home} />}
    </QueryState>
  );
}
