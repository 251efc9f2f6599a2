// The Purchases tab (spec 001 §2): Date, User, Plan, Amount, Commission, Status with the spec's colours.
import { Receipt } from "lucide-react";
import type { TAdminPurchase } from "../../../../shared/schemas/admin.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { capitalize, formatCents, formatDate, purchaseStatusTone } from "../admin-format.ts";
import { DataTable } from "./data-table.tsx";

export function PurchasesTab({ purchases, purchaseCount }: { purchases: TAdminPurchase[]; purchaseCount: number }) {
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold">Purchases</h2>
      {purchases.length === 0 ? (
        <EmptyState icon={<Receipt />} title="No purchases yet" description="Purchases of paid plans will appear here." />
      ) : (
        <>
          {purchaseCount > purchases.length ? (
            <p className="text-sm text-navy-600">
              Showing the newest {purchases.length} of {purchaseCount} purchases.
            </p>
          ) : null}
          <DataTable
            label="Purchases"
            columns={["Date", "User", "Plan", "Amount", "Commission", "Status"]}
            rows={purchases.map((purchase) => ({
              key: purchase.id,
              cells: [
                formatDate(purchase.createdAt),
                purchase.userName,
                purchase.planTitle,
                formatCents(purchase.amountCents),
                formatCents(purchase.commissionCents),
                <Badge key="status" tone={purchaseStatusTone(purchase.status)}>
                  {capitalize(purchase.status)}
                </Badge>,
              ],
            }))}
          />
        </>
      )}
    </div>
  );
}
