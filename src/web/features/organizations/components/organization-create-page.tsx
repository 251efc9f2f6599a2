// /organizations/create (docs/areas/organizations.md): name (required), description and the 12% commission info box. The
// creator becomes the owner and keeps his role and family.
import { Info } from "lucide-react";
import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { organizationMessages } from "../../../../shared/schemas/organizations.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useCreateOrganization } from "../api/create-organization.ts";
import { OrganizationForm } from "./organization-form.tsx";
import { flashState } from "../../../lib/flash.ts";
import { paths } from "../../../paths.ts";

export function OrganizationCreatePage() {
  const create = useCreateOrganization();
  const navigate = useNavigate();
  return (
    <Page title="Create Your Organization" description="Set up your church or ministry on StrongBond." width="medium">
      <div className="space-y-6">
        <div role="note" className="flex gap-3 rounded-xl bg-navy-50 p-4 text-navy-900 ring-1 ring-navy-100">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{organizationMessages.commissionInfo}</p>
        </div>
        <Card>
          <OrganizationForm
            submitLabel="Create Organization"
            failureMessage={messages.createOrganizationFailed}
            onSubmit={async (values) => {
              const { organization } = await create.mutateAsync(values);
              await navigate(paths.organizations(), {
                state: flashState({ tone: "success", message: `${organization.name} is ready. Create your first plan.` }),
              });
            }}
          />
        </Card>
      </div>
    </Page>
  );
}
