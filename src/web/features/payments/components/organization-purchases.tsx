// The organization dashboard's Recent Purchases (docs/areas/payments.md), for its owner: the shared Purchases table with
// Refund. The organizations screen mounts it with the organization's id.
import { Receipt } from "lucide-react";
import { messages } from "../../../../shared/messages.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useOrganizationPurchases } from "../api/get-organization-purchases.ts";
import { PurchasesTable } from "./purchases-table.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/payments.ts";

export function OrganizationPurchases({ organizationId }: { organizationId: number }) {
  const query = useOrganizationPurchases(organizationId);
  if (query.isPending) return <Spinner size="sm" />;
  if (query.isError) return <Alert tone="error">{errorText(query.error, localize(messages.loadOrganizationDataFailed))}</Alert>;
  if (query.data.purchases.length === 0) {
    return <EmptyState icon={<Receipt />} title={t("payments.tab.emptyTitle")} description={t("payments.org.emptyText")} />;
  }
  return <PurchasesTable purchases={query.data.purchases} label={t("payments.org.label")} canRefund />;
}
