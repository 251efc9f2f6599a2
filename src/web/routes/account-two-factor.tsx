// /account/two-factor: two-factor sign-in set-up and management. ?required=1 when a staff page
// sent the user here (403 TWO_FACTOR_REQUIRED); ?back= is where he returns afterwards (in-app paths only).
import { useSearchParams } from "react-router";
import { Page } from "../components/layout/page.tsx";
import { TwoFactorPage } from "../features/two-factor/components/two-factor-page.tsx";
import "../lib/catalog-parts/twoFactor.ts";
import { t } from "../lib/i18n.ts";

function inAppPath(value: string | null): string | null {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : null;
}

export default function AccountTwoFactorScreen() {
  const [search] = useSearchParams();
  return (
    <Page title={t("twoFactor.title")} description={t("twoFactor.description")} width="medium">
      <TwoFactorPage required={search.get("required") === "1"} back={inAppPath(search.get("back"))} />
    </Page>
  );
}
