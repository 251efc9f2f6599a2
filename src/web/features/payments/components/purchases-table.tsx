// The Purchases table of the admin's Purchases tab and the organization's Recent Purchases: Date, User, Plan,
// Amount, Commission, Payout, Status (completed green, refunded red, anything else yellow), a dispute or partial
// refund noted under the status, and 'Refund' (what is left of the payment) behind a confirmation.
import { useState } from "react";
import { formatCents } from "../../../../shared/money.ts";
import { paymentsMessages, type TPurchaseRow } from "../../../../shared/schemas/payments.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { PURCHASE_COLUMNS, purchaseCells, purchaseStatusTone } from "../../../lib/format.ts";
import { capitalize } from "../../../lib/labels.ts";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useRefundPurchase } from "../api/refund-purchase.ts";

function RefundButton({ purchase }: { purchase: TPurchaseRow }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundPurchase(() => setOpen(false));
  return (
    <ConfirmDialog
      {...confirmMutation(refund, paymentsMessages.refundFailed)}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Refund ${purchase.userName}'s purchase of ${purchase.planTitle}`}>
          Refund
        </Button>
      }
      title={`Refund ${formatCents(purchase.refundableCents)}?`}
      description={`${purchase.userName}'s payment for ${purchase.planTitle} is refunded through Stripe: the organization's payout and the platform's commission are reversed in proportion, and weeks 2 and later close for the family once Stripe confirms a full refund.`}
      confirmLabel="Refund"
      onConfirm={() => refund.mutate({ purchaseId: purchase.id })}
    />
  );
}

export function PurchasesTable({ purchases, label = "Purchases", canRefund }: { purchases: TPurchaseRow[]; label?: string; canRefund: boolean }) {
  const columns = [...PURCHASE_COLUMNS, "Status", ...(canRefund ? ["Actions"] : [])];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={purchases.map((purchase) => ({
        key: purchase.id,
        cells: [
          ...purchaseCells(purchase),
          <div key="status" className="space-y-1">
            <Badge tone={purchaseStatusTone(purchase.status)}>{capitalize(purchase.status)}</Badge>
            {purchase.refundedCents > 0 && purchase.status !== "refunded" ? (
              <p className="text-xs text-navy-700">{formatCents(purchase.refundedCents)} refunded</p>
            ) : null}
            {purchase.disputeStatus ? <p className="text-xs font-semibold text-red-800">Disputed ({purchase.disputeStatus.replaceAll("_", " ")})</p> : null}
          </div>,
          ...(canRefund ? [purchase.refundableCents > 0 ? <RefundButton key="refund" purchase={purchase} /> : null] : []),
        ],
      }))}
    />
  );
}
