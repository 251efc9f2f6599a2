// The Organizations tab (empty in the spec): each organization's owner, plans, completed revenue, payouts and
// whether its payout account is ready.
import { Building2 } from "lucide-react";
import type { TAdminOrganization } from "../../../../shared/schemas/admin.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { formatCents, payoutStatusTones } from "../../../lib/format.ts";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/admin.ts";

export function OrganizationsTab({ organizations }: { organizations: TAdminOrganization[] }) {
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold">{t("admin.tab.organizations")}</h2>
      {organizations.length === 0 ? (
        <EmptyState icon={<Building2 />} title={t("admin.orgs.emptyTitle")} description={t("admin.orgs.emptyText")} />
      ) : (
        <DataTable
          label={t("admin.tab.organizations")}
          columns={[
            t("admin.orgs.organization"),
            t("admin.orgs.owner"),
            t("admin.orgs.plans"),
            t("admin.orgs.revenue"),
            t("admin.orgs.payouts"),
            t("admin.orgs.payoutStatus"),
          ]}
          rows={organizations.map((org) => ({
            key: org.id,
            cells: [
              org.name,
              org.ownerName,
              String(org.planCount),
              formatCents(org.revenueCents),
              formatCents(org.payoutCents),
              <Badge key="payout" tone={payoutStatusTones[org.payoutStatus]}>
                {t(`admin.payout.${org.payoutStatus}`)}
              </Badge>,
            ],
          }))}
        />
      )}
    </div>
  );
}
