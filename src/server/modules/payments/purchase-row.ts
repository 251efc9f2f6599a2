// A purchase as the Purchases tables show it (admin and organization alike).
import { refundableCents, type TPurchaseRow } from "../../../shared/schemas/payments.ts";
import type { PurchaseStatus } from "../../../shared/constants.ts";

export interface PurchaseRecord {
  id: number;
  createdAt: Date;
  userName: string;
  planTitle: string;
  amountCents: number;
  commissionCents: number;
  payoutCents: number;
  refundedCents: number;
  disputeStatus: string | null;
  status: PurchaseStatus;
  paymentIntentId: string | null;
}

export function toPurchaseRow({ paymentIntentId, createdAt, ...row }: PurchaseRecord): TPurchaseRow {
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    refundableCents: refundableCents({ ...row, hasPayment: paymentIntentId !== null }),
  };
}
