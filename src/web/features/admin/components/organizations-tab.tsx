// The Organizations tab (empty in the spec): each organization's owner, plans, completed revenue, payouts and
// whether its payout account is ready.
import { Building2 } from "lucide-react";
import type { TAdminOrganization } from "../../../../shared/schemas/admin.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { formatCents, payoutStatusLabels, payoutStatusTones } from "../../../lib/format.ts";
import { DataTable } from "../../../components/ui/data-table.tsx";

export function OrganizationsTab({ organizations }: { organizations: TAdminOrganization[] }) {
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold">Organizations</h2>
      {organizations.length === 0 ? (
        <EmptyState icon={<Building2 />} title="No organizations yet" description="Organizations that sell plans will appear here." />
      ) : (
        <DataTable
          label="Organizations"
          columns={["Organization", "Owner", "Plans", "Revenue", "Payouts", "Payout status"]}
          rows={organizations.map((org) => ({
            key: org.id,
            cells: [
              org.name,
              org.ownerName,
              String(org.planCount),
              formatCents(org.revenueCents),
              formatCents(org.payoutCents),
              <Badge key="payout" tone={payoutStatusTones[org.payoutStatus]}>
                {payoutStatusLabels[org.payoutStatus]}
              </Badge>,
            ],
          }))}
        />
      )}
    </div>
  );
}
