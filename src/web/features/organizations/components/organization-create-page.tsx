// /organizations/create (docs/areas/organizations.md): name (required), description and the 12% commission info box. The
// creator becomes the owner and keeps his role and family.
import { Info } from "lucide-react";
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useCreateOrganization } from "../api/create-organization.ts";
import { OrganizationForm } from "./organization-form.tsx";
import { flashState } from "../../../lib/flash.ts";
import { paths } from "../../../paths.ts";
import { useSaveThenGo } from "../../../lib/use-save-then-go.ts";
import "../../../lib/catalog-parts/organizations.ts";
import { t } from "../../../lib/i18n.ts";

export function OrganizationCreatePage() {
  const create = useCreateOrganization();
  const createThenList = useSaveThenGo(create.mutateAsync, ({ organization }) => ({
    to: paths.organizations(),
    state: flashState({ tone: "success", message: t("organizations.create.ready", { name: organization.name }) }),
  }));
  return (
    <Page title={t("organizations.create.title")} description={t("organizations.create.description")} width="medium">
      <div className="space-y-6">
        <div role="note" className="flex gap-3 rounded-xl bg-navy-50 p-4 text-navy-900 ring-1 ring-navy-100">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{t("msg.organizations.commissionInfo")}</p>
        </div>
        <Card>
          <OrganizationForm
            submitLabel={t("organizations.create.submit")}
            failureMessage={t("msg.organizations.createOrganizationFailed")}
            onSubmit={createThenList}
          />
        </Card>
      </div>
    </Page>
  );
}
