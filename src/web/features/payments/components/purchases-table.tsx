// The Purchases table of the admin's Purchases tab and the organization's Recent Purchases: Date, User, Plan,
// Amount, Commission, Payout, Status (completed green, refunded red, anything else yellow), a dispute or partial
// refund noted under the status, and 'Refund' (what is left of the payment) behind a confirmation.
import { useState } from "react";
import { paymentsMessages, type TPurchaseRow } from "../../../../shared/schemas/payments.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { formatCents, purchaseCells, purchaseStatusTone } from "../../../lib/format.ts";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useRefundPurchase } from "../api/refund-purchase.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/payments.ts";

function RefundButton({ purchase }: { purchase: TPurchaseRow }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundPurchase(() => setOpen(false));
  return (
    <ConfirmDialog
      {...confirmMutation(refund, localize(paymentsMessages.refundFailed))}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm" aria-label={t("payments.refund.buttonLabel", { user: purchase.userName, plan: purchase.planTitle })}>
          {t("payments.refund.button")}
        </Button>
      }
      title={t("payments.refund.title", { amount: formatCents(purchase.refundableCents) })}
      description={t("payments.refund.text", { user: purchase.userName, plan: purchase.planTitle })}
      confirmLabel={t("payments.refund.button")}
      onConfirm={() => refund.mutate({ purchaseId: purchase.id })}
    />
  );
}

export function PurchasesTable({ purchases, label = t("payments.table.label"), canRefund }: { purchases: TPurchaseRow[]; label?: string; canRefund: boolean }) {
  const columns = [
    t("payments.table.date"),
    t("payments.table.user"),
    t("payments.table.plan"),
    t("payments.table.amount"),
    t("payments.table.commission"),
    t("payments.table.payout"),
    t("payments.table.status"),
    ...(canRefund ? [t("payments.table.actions")] : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={purchases.map((purchase) => ({
        key: purchase.id,
        cells: [
          ...purchaseCells(purchase),
          <div key="status" className="space-y-1">
            <Badge tone={purchaseStatusTone(purchase.status)}>{t(`payments.status.${purchase.status}`)}</Badge>
            {purchase.refundedCents > 0 && purchase.status !== "refunded" ? (
              <p className="text-xs text-navy-700">{t("payments.table.refunded", { amount: formatCents(purchase.refundedCents) })}</p>
            ) : null}
            {purchase.disputeStatus ? (
              <p className="text-xs font-semibold text-red-800">{t("payments.table.disputed", { status: purchase.disputeStatus.replaceAll("_", " ") })}</p>
            ) : null}
          </div>,
          ...(canRefund ? [purchase.refundableCents > 0 ? <RefundButton key="refund" purchase={purchase} /> : null] : []),
        ],
      }))}
    />
  );
}
