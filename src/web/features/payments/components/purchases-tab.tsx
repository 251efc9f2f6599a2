// The Purchases tab (docs/areas/payments.md): Date, User, Plan, Amount, Commission, Payout, Status with the spec's colours,
// and the global admin's 'Refund'.
import { Receipt } from "lucide-react";
import type { TAdminPurchase } from "../../../../shared/schemas/admin.ts";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PurchasesTable } from "./purchases-table.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/payments.ts";

export function PurchasesTab({ purchases, purchaseCount }: { purchases: TAdminPurchase[]; purchaseCount: number }) {
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold">{t("payments.tab.title")}</h2>
      {purchases.length === 0 ? (
        <EmptyState icon={<Receipt />} title={t("payments.tab.emptyTitle")} description={t("payments.tab.emptyText")} />
      ) : (
        <>
          {purchaseCount > purchases.length ? (
            <p className="text-sm text-navy-600">{t("payments.tab.newest", { shown: purchases.length, count: purchaseCount })}</p>
          ) : null}
          <PurchasesTable purchases={purchases} canRefund />
        </>
      )}
    </div>
  );
}
